/**
 * Preloaded into every server the bench starts (NODE_OPTIONS=--import, bench/servers.ts). They run
 * `next start --port PORT` without a hostname, as scripts/start.ts does (a hostname changes how Next.js builds the
 * middleware's request URL, see startAppOnPostgres), so Next.js would listen on every interface; the bench must only
 * be reachable from this machine. So a listen() that names a port but no host gets 127.0.0.1. Plain JavaScript
 * because Node 20 cannot preload TypeScript by itself.
 */
import net from 'node:net';

const LOOPBACK = '127.0.0.1';
const listen = net.Server.prototype.listen;

net.Server.prototype.listen = function listenOnLoopback(...args) {
  const [first, second] = args;
  const isPort = typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first));
  if (isPort && (second === undefined || second === null)) args[1] = LOOPBACK;
  else if (isPort && typeof second === 'function') args.splice(1, 0, LOOPBACK);
  else if (first && Object.getPrototypeOf(first) === Object.prototype && first.port !== undefined && !first.host)
    args[0] = { ...first, host: LOOPBACK };
  return listen.apply(this, args);
};
