'use client';

import { createContext, useContext, useEffect, useReducer, type Dispatch, type ReactNode } from 'react';
import { useLocale, usePathname, useRouter } from '@/i18n/navigation';
import { initialShellState, shellReducer, type ShellAction, type ShellState } from '@/client/shell-state';
import { announceNavigation, rememberCarried, useCarriedParams } from '@/client/attribution';
import { CarriedContext } from '@/components/link';
import {
  announceRouteComplete,
  announceRouteStart,
  backGoesHome,
  bottomTabPath,
  isNativeWebview,
  onNativeMessage,
  postToNative,
  requestDeviceInfo,
  BACK_PRESS_FALLBACK_MS,
} from '@/client/native-bridge';
import { pickCarried } from '@/lib/query-whitelist';
import { stripLocale } from '@/lib/paths';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/client/query-keys';
import { CART_CHANGED_EVENT } from '@/lib/cart-cookies';
import { scheduleLanguageCheck } from '@/client/language-check';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydrated';

const ShellContext = createContext<{ state: ShellState; dispatch: Dispatch<ShellAction> } | null>(null);

export function useShell() {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside <ShellProvider>');
  return value;
}

/**
 * The phone a request is made on, for the care team, when the page runs inside our native app and the app said
 * (NATIVE_DEVICE_INFO); undefined in a browser, before the reply, or outside the shell.
 */
export function useRequestDevice(): { brand: string; name: string } | undefined {
  const device = useContext(ShellContext)?.state.device;
  return device ? { brand: device.deviceBrand, name: device.deviceName } : undefined;
}

/** Holds the shell reducer and wires the browser and the native app to it. Renders no markup of its own. */
export function ShellProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const [state, dispatch] = useReducer(shellReducer, initialShellState);
  const pathname = usePathname();
  const router = useRouter();
  const queryClient = useQueryClient();

  // The page is interactive from here on (see lib/hydrated.ts).
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);

  // The app flag is on only inside the native webview (spec §4).
  useEffect(() => {
    const native = isNativeWebview();
    dispatch({ type: 'setIsApp', value: native });
    // For CSS: parts of static markup that make no sense inside the app (the app download block) hide themselves.
    document.documentElement.toggleAttribute('data-app', native);
    dispatch({ type: 'setFlag', flag: 'isAppReady', value: true });
    if (native) void requestDeviceInfo().then((device) => dispatch({ type: 'setDeviceInfo', device }));
    rememberCarried(pickCarried(new URLSearchParams(window.location.search)));
    return scheduleLanguageCheck(locale);
  }, [locale]);

  // Route notifications fire only when the section-stripped path changes (spec §4). (Whether the app's tab bar shows
  // is the route group's: components/shell/native-frame.tsx.)
  useEffect(() => {
    announceNavigation();
    announceRouteComplete(pathname);
  }, [pathname]);

  // Escape closes the header's mega menu the keyboard or pointer opened, and focus returns to its trigger.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const item =
        (document.activeElement as Element | null)?.closest('[data-menu-item]') ??
        document.querySelector('[data-menu-item]:hover');
      if (!(item instanceof HTMLElement)) return;
      item.setAttribute('data-dismissed', '');
      (item.querySelector('a, button') as HTMLElement | null)?.focus();
      const reopen = (leave: Event) => {
        if (leave.type === 'focusout' && item.contains((leave as FocusEvent).relatedTarget as Node | null)) return;
        item.removeAttribute('data-dismissed');
        item.removeEventListener('pointerleave', reopen);
        item.removeEventListener('focusout', reopen);
      };
      item.addEventListener('pointerleave', reopen);
      item.addEventListener('focusout', reopen);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // A navigation starts when an in-app anchor is followed that loads the page itself; the app's Link announces its
  // own client navigations (components/link.tsx onNavigate) and prevents the default, so it is skipped here.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (
        !(anchor instanceof HTMLAnchorElement) ||
        anchor.target === '_blank' ||
        anchor.origin !== window.location.origin
      )
        return;
      announceRouteStart(stripLocale(anchor.pathname));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    // Only the native shell's own messages (client/native-bridge.ts): another window's postMessage is ignored.
    return onNativeMessage((message) => {
      if (message.type === 'BOTTOM_NAV_CLICK') {
        const target = bottomTabPath(message.tabName, message.countryCode);
        if (!target) return;
        announceRouteStart(target);
        router.push(target);
      } else if (message.type === 'WEBVIEW_FOCUS') {
        // The app may have signed the customer in or out, or changed the cart, while the webview was hidden.
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
        void queryClient.invalidateQueries({ queryKey: queryKeys.carts });
        window.dispatchEvent(new Event(CART_CHANGED_EVENT));
      } else if (message.type === 'HANDLE_BACK_BUTTON_ANDROID') {
        // In the app, back on a payment-status page goes home (spec §2); elsewhere, history back with a fallback.
        if (backGoesHome()) {
          announceRouteStart('/');
          router.replace('/');
          return;
        }
        const before = window.location.href;
        window.history.back();
        setTimeout(() => {
          if (window.location.href === before) postToNative({ type: 'HANDLE_BACK_PRESS' });
        }, BACK_PRESS_FALLBACK_MS);
      }
    });
  }, [router, queryClient]);

  // One read of the carried parameters for every link of the page (components/link.tsx).
  const carried = useCarriedParams();
  return (
    <ShellContext.Provider value={{ state, dispatch }}>
      <CarriedContext.Provider value={carried}>{children}</CarriedContext.Provider>
    </ShellContext.Provider>
  );
}
