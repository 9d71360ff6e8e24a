/**
 * Early reads for pages whose content is a signed-in island (account, orders, the bag): a few inline lines in the
 * page's HTML start the API reads the island will make while the browser is still fetching the JavaScript, and the
 * HTTP client (client/http.ts) answers the island's first `get` of each URL with that response instead of asking
 * again. The session call and the page's own list then no longer wait for the JavaScript: one round trip (or two)
 * comes off the time to the customer's content.
 *
 * A response is used at most once, only within EARLY_FETCH_MAX_AGE_MS of the page load, and never after the
 * session changes (sign-in, sign-out), so nobody sees a stale answer.
 */

/** The global the inline script fills, URL → the request's promise (null when the network failed). */
export const EARLY_FETCH_GLOBAL = '__early';

/** How long an unused early response stays usable. */
export const EARLY_FETCH_MAX_AGE_MS = 15_000;

/** The headers every `get` of the HTTP client sends; the early read sends the same. */
export const JSON_HEADERS: Readonly<Record<string, string>> = { 'Content-Type': 'application/json', Accept: 'application/json' };

export interface EarlyRead {
  /** `performance.now()` when the read started. */
  at: number;
  response: Promise<Response | null>;
}

declare global {
  interface Window {
    [EARLY_FETCH_GLOBAL]?: Record<string, EarlyRead>;
  }
}

/**
 * The inline script that starts the reads, with the HTTP client's headers, credentials and timeout; only
 * same-origin paths of our API, escaped for a `<script>` element.
 */
export function earlyFetchScript(urls: readonly string[], timeoutMs: number): string {
  for (const url of urls) if (!/^\/api\/[\w\-/.?=&%]*$/.test(url)) throw new Error(`not an API path for an early read: ${url}`);
  const list = JSON.stringify(urls).replace(/</g, '\\u003c');
  const headers = JSON.stringify(JSON_HEADERS);
  return `(function(){var e=self.${EARLY_FETCH_GLOBAL}=self.${EARLY_FETCH_GLOBAL}||{},u=${list};for(var i=0;i<u.length;i++)e[u[i]]={at:performance.now(),response:fetch(u[i],{credentials:'same-origin',headers:${headers},signal:AbortSignal.timeout?AbortSignal.timeout(${Math.round(timeoutMs)}):void 0}).catch(function(){return null})}})()`;
}

/** The early response for a URL, once, while it is fresh; undefined when there is none to use. */
export function takeEarlyRead(url: string, now = performance.now()): Promise<Response | null> | undefined {
  if (typeof window === 'undefined') return undefined;
  const reads = window[EARLY_FETCH_GLOBAL];
  const read = reads?.[url];
  if (!reads || !read) return undefined;
  delete reads[url];
  return now - read.at <= EARLY_FETCH_MAX_AGE_MS ? read.response : undefined;
}

/** Forgets every unused early response (the session changed, so they may no longer be true). */
export function dropEarlyReads(): void {
  if (typeof window !== 'undefined') delete window[EARLY_FETCH_GLOBAL];
}
