'use client';

import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { makeQueryClient } from '@/client/query-client';

/**
 * The React Query client of the page, mounted once by the root layout. It reads nothing by itself: a query runs
 * only where an island asks for one, so content pages fetch nothing more than their islands did before.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
