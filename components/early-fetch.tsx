import { SESSION_PATH } from '../lib/api/paths';
import { earlyFetchScript } from '../lib/early-fetch';
import { HTTP_TIMEOUT_MS } from '../client/http';

/**
 * Starts the session call and the page's own API reads from the HTML, before the JavaScript arrives
 * (lib/early-fetch.ts). For the frames of signed-in islands; public pages never render it.
 */
export function EarlyFetch({ reads = [] }: { reads?: readonly string[] }) {
  return <script dangerouslySetInnerHTML={{ __html: earlyFetchScript([SESSION_PATH, ...reads], HTTP_TIMEOUT_MS) }} />;
}
