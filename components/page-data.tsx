import 'server-only';
import type { ReactNode } from 'react';
import { dehydrate, HydrationBoundary, type QueryKey } from '@tanstack/react-query';
import { makeQueryClient } from '@/client/query-client';

/**
 * Hands what a page rendered per request read next to the session to its islands' React Query cache, under the
 * keys of client/query-keys.ts: the islands render it in the HTML and do not read it again at hydration. After a
 * client navigation it replaces what the tab had cached, being newer. A read that failed (`undefined`) is left to
 * the island, which reads it itself and shows the failure with a retry.
 */
export function PageData({
  queries,
  children,
}: {
  queries: ReadonlyArray<readonly [QueryKey, unknown]>;
  children: ReactNode;
}) {
  const client = makeQueryClient();
  for (const [key, data] of queries) if (data !== undefined) client.setQueryData(key, data);
  return <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>;
}
