'use client';

import type { ReactNode } from 'react';
import { usePathname } from '@/i18n/navigation';
import { shellVisibility, type ShellVisibility } from '@/lib/route-rules';

/** Renders its (server-rendered) children only on routes where the visibility rule allows them. */
export function ShowOn({ part, children }: { part: keyof ShellVisibility; children: ReactNode }) {
  const pathname = usePathname();
  return shellVisibility(pathname)[part] ? <>{children}</> : null;
}
