import 'server-only';
import { isIP } from 'node:net';

export interface ClientIpConfig {
  /** How many proxies in front of us append to X-Forwarded-For (0: trust no forwarded header). */
  trustProxy: number;
  /** A CDN header holding the client IP, trusted only behind a trusted proxy. */
  clientIpHeader?: string;
}

/**
 * The client's IP, or null when it cannot be known. Forwarded headers are believed only when the app is
 * configured to sit behind a proxy; each trusted proxy appends one entry, so the client is the entry just
 * before the ones our proxies added. A header a visitor sent themselves is never taken at face value.
 */
export function clientIp(headers: Headers, config: ClientIpConfig): string | null {
  if (config.trustProxy <= 0) return null;
  if (config.clientIpHeader) {
    const value = clean(headers.get(config.clientIpHeader));
    if (value) return value;
  }
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const index = chain.length - config.trustProxy;
  return clean(chain[Math.max(index, 0)] ?? null);
}

function clean(value: string | null | undefined): string | null {
  if (!value) return null;
  let ip = value.trim();
  if (ip.startsWith('[') && ip.includes(']')) ip = ip.slice(1, ip.indexOf(']'));
  if (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4) ip = ip.slice(7);
  if (isIP(ip) === 0 && /^\d+\.\d+\.\d+\.\d+:\d+$/.test(ip)) ip = ip.split(':')[0] ?? '';
  return isIP(ip) ? ip : null;
}
