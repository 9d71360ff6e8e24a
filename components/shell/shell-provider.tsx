'use client';

import { createContext, useContext, useEffect, useReducer, useRef, type Dispatch, type ReactNode } from 'react';
import { useLocale, usePathname, useRouter } from '../../i18n/navigation';
import { initialShellState, shellReducer, type ShellAction, type ShellState } from '../../client/shell-state';
import { announceNavigation, rememberCarried } from '../../client/attribution';
import { bottomTabPath, isNativeWebview, parseIncoming, postToNative, requestDeviceInfo, BACK_PRESS_FALLBACK_MS } from '../../client/native-bridge';
import { pickCarried } from '../../lib/query-whitelist';
import { stripSection } from '../../lib/routes';
import { isPaymentStatusRoute } from '../../lib/route-rules';
import { scheduleLanguageCheck } from '../../client/language-check';
import { HYDRATED_ATTRIBUTE } from '../../lib/hydrated';

const ShellContext = createContext<{ state: ShellState; dispatch: Dispatch<ShellAction> } | null>(null);

export function useShell() {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside <ShellProvider>');
  return value;
}

/** Holds the shell reducer and wires the browser and the native app to it. Renders no markup of its own. */
export function ShellProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const [state, dispatch] = useReducer(shellReducer, initialShellState);
  const pathname = usePathname();
  const router = useRouter();
  const lastSectionPath = useRef<string | null>(null);

  // The page is interactive from here on (see lib/hydrated.ts).
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);

  // The app flag is on only inside the native webview (spec §4).
  useEffect(() => {
    const native = isNativeWebview();
    dispatch({ type: 'setIsApp', value: native });
    dispatch({ type: 'setFlag', flag: 'isAppReady', value: true });
    if (native) void requestDeviceInfo().then((device) => dispatch({ type: 'setDeviceInfo', device }));
    rememberCarried(pickCarried(new URLSearchParams(window.location.search)));
    return scheduleLanguageCheck(locale);
  }, [locale]);

  // Route notifications fire only when the section-stripped path changes (spec §4).
  useEffect(() => {
    announceNavigation();
    const sectionPath = stripSection(pathname);
    if (lastSectionPath.current !== null && lastSectionPath.current !== sectionPath) {
      postToNative({ type: 'ROUTE_CHANGE_COMPLETE', data: { path: pathname } });
    }
    lastSectionPath.current = sectionPath;
  }, [pathname]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = parseIncoming(event.data);
      if (!message) return;
      if (message.type === 'BOTTOM_NAV_CLICK') {
        const target = bottomTabPath(message.tabName, message.countryCode);
        if (target) router.push(target);
      } else if (message.type === 'HANDLE_BACK_BUTTON_ANDROID') {
        // In the app, back on a payment-status page goes home (spec §2); elsewhere, history back with a fallback.
        if (isPaymentStatusRoute(window.location.pathname)) {
          router.replace('/');
          return;
        }
        const before = window.location.href;
        window.history.back();
        setTimeout(() => {
          if (window.location.href === before) postToNative({ type: 'HANDLE_BACK_PRESS' });
        }, BACK_PRESS_FALLBACK_MS);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [router]);

  return <ShellContext.Provider value={{ state, dispatch }}>{children}</ShellContext.Provider>;
}
