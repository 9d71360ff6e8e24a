'use client';

import { useEffect } from 'react';
import { holdBackGoesHome, showNativeTabs } from '@/client/native-bridge';

/**
 * Tells the native app whether its bottom tab bar shows on the pages of this layout (SET_SHOW_FOOTER_TAB): rendered
 * by each route group's frame (components/shell/site-frame.tsx), so the folder a page lives in decides it.
 */
export function NativeTabBar({ show }: { show: boolean }) {
  useEffect(() => showNativeTabs(show), [show]);
  return null;
}

/** On a payment-status page: back in the native app goes home instead of to the gateway (spec §2). */
export function BackGoesHome() {
  useEffect(() => holdBackGoesHome(), []);
  return null;
}
