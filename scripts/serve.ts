/**
 * The production HTTP server that `npm start` runs: Next's request handler behind
 * - a short-lived shared cache (scripts/origin-cache.ts) that answers again, for a few seconds, what Next said
 *   any visitor may be given (public pages and API reads), as a CDN would;
 * - our compression (scripts/compression.ts), which compresses a cached page once instead of on every request.
 *   next.config.ts turns Next's own compression off (`compress: false`), so nothing is compressed twice;
 * - a rewrite of each HTML page's script tags (scripts/paint-first.ts) so that the browser fetches the page's
 *   JavaScript after its first paint rather than alongside the stylesheet and fonts that paint waits for.
 * Environment: PORT (default 3000; it listens on every interface, as `next start` does), ORIGIN_CACHE_SECONDS
 * (default 10; 0 turns the cache off), PAINT_FIRST (default 1; 0 sends pages with Next's script tags as they
 * are), plus what the app reads.
 */
import { createServer } from 'node:http';
import next from 'next';
import { z } from 'zod';
import { createCompression } from './compression';
import { createOriginCache } from './origin-cache';
import { paintFirst } from './paint-first';
import { revalidateContract } from '../lib/api/contracts';
import { envFlag } from '../lib/env-flag';

const config = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    ORIGIN_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    PAINT_FIRST: envFlag(true),
  })
  .parse(process.env);
const port = config.PORT;

// As `next start` names its process, so that ps, ops tooling and the bench's memory figure find the app server.
process.title = 'next-server (scripts/serve.ts)';

async function main() {
  const app = next({ dev: false, dir: process.cwd(), port, hostname: 'localhost' });
  const handle = app.getRequestHandler();
  await app.prepare();
  const compress = createCompression();
  const cache = createOriginCache({
    maxAgeSeconds: config.ORIGIN_CACHE_SECONDS,
    // The CMS webhook: when it succeeds, nothing kept here may outlive the content it replaced.
    clearsAfterSuccess: (req) => req.method === revalidateContract.method && req.url?.split('?')[0] === revalidateContract.path,
  });

  const server = createServer((req, res) => {
    compress(req, res);
    if (cache.serve(req, res)) return;
    cache.capture(req, res);
    if (config.PAINT_FIRST) paintFirst(req, res);
    handle(req, res).catch((error: unknown) => {
      console.error('[serve] request failed', error);
      if (!res.headersSent) res.statusCode = 500;
      if (!res.writableEnded) res.end();
    });
  });
  server.listen(port, () => console.log(`[serve] ready on http://localhost:${port}`));

  const stop = () => {
    server.close(() => void app.close().finally(() => process.exit(0)));
    // Keep-alive sockets would hold close() open; the process exits regardless after a grace period.
    setTimeout(() => process.exit(0), 5000).unref();
    server.closeIdleConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(`[serve] ${(error as Error).message}`);
  process.exit(1);
});
