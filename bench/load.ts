/** Throughput and latency of one URL with autocannon: a discarded warm-up, then a fixed-length measured run. */
import autocannon from 'autocannon';

export interface LoadFigures {
  url: string;
  connections: number;
  seconds: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Mean response size on the wire (headers and compressed body), from autocannon's byte count. */
  bytesPerResponse: number;
  /** Answers other than 2xx, and connection errors/timeouts: any of these makes the figures suspect. */
  non2xx: number;
  errors: number;
  timeouts: number;
}

// What a browser (or the app's own fetches) send: the server pays for compression, as it would in production.
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'sitrus-bench',
};
const API_HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'sitrus-bench',
};

function run(
  url: string,
  connections: number,
  seconds: number,
  api: boolean,
  cookie?: string,
): Promise<autocannon.Result> {
  const headers = { ...(api ? API_HEADERS : PAGE_HEADERS), ...(cookie ? { cookie } : {}) };
  return autocannon({ url, connections, duration: seconds, pipelining: 1, timeout: 10, headers });
}

export async function measureLoad(
  url: string,
  options: { connections: number; seconds: number; warmupSeconds: number; api: boolean; cookie?: string },
): Promise<LoadFigures> {
  // The warm-up lets the JIT, React's caches and Next's caches settle, so the measured run compares steady states.
  if (options.warmupSeconds > 0)
    await run(url, options.connections, options.warmupSeconds, options.api, options.cookie);
  const result = await run(url, options.connections, options.seconds, options.api, options.cookie);
  return {
    url,
    connections: options.connections,
    seconds: result.duration,
    // Total over elapsed time rather than the mean of per-second samples: exact for short runs too.
    requestsPerSec: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    bytesPerResponse: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
