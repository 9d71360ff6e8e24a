/**
 * The production HTTP server that `npm start` runs: Next's request handler behind our compression
 * (scripts/compression.ts), which compresses a cached page once instead of on every request.
 * next.config.ts turns Next's own compression off (`compress: false`), so nothing is compressed twice.
 * Environment: PORT (default 3000; it listens on every interface, as `next start` does), plus what the app reads.
 */
import { createServer } from 'node:http';
import next from 'next';
import { createCompression } from './compression';

const port = Number(process.env.PORT ?? 3000);

// As `next start` names its process, so that ps, ops tooling and the bench's memory figure find the app server.
process.title = 'next-server (scripts/serve.ts)';

async function main() {
  const app = next({ dev: false, dir: process.cwd(), port, hostname: 'localhost' });
  const handle = app.getRequestHandler();
  await app.prepare();
  const compress = createCompression();

  const server = createServer((req, res) => {
    compress(req, res);
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
