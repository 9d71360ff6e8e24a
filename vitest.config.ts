import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: {
    alias: {
      '@': import.meta.dirname,
      // Server modules import 'server-only' to keep them out of client bundles; in tests it is a no-op.
      'server-only': path.resolve(import.meta.dirname, 'tests/fixtures/server-only.ts'),
    },
  },
  test: {
    // next-intl's ESM build imports 'next/server' without an extension; let Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        // Hardening: contract fuzzing of every endpoint, database faults through a TCP proxy, kill -9 of keyed writes
        // and of the embedded database, body limits, origins, rate limits. PGlite always, TEST_DATABASE_URL too.
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        // deploy/nginx in Debian's nginx (installed with apt when missing), in front of a stand-in for Next, and of
        // the real app when NGINX_TEST_UPSTREAM is set.
        test: {
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
