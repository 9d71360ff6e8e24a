'use client';

import { useEffect } from 'react';
import { usePathname } from '@/i18n/navigation';

/** Closes a popover menu after a client-side navigation (a full page load closes it by itself). */
export function PopoverCloser({ id }: { id: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const element = document.getElementById(id);
    if (element?.matches(':popover-open')) element.hidePopover();
  }, [id, pathname]);
  return null;
}
