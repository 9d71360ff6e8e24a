'use client';

import { useEffect } from 'react';

/**
 * The same "hydrated" mark our shell sets (lib/hydrated.ts, components/shell/shell-provider.tsx): an attribute on
 * <html> once React has hydrated, so the bench's "time until hydrated" compares like for like. The name is spelt
 * out here because the baseline is its own app and imports nothing from ours.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
