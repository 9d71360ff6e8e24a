import path from 'node:path';
import type { NextConfig } from 'next';

// Next.js and React come from the root node_modules, two levels up; pointing the roots there keeps Turbopack and
// output tracing from guessing (and from warning about the root lockfile).
const root = path.join(__dirname, '..', '..');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  turbopack: { root },
  outputFileTracingRoot: root,
};

export default nextConfig;
