import { stripSection } from '@/lib/section-routes';

/**
 * The native webview protocol of spec §7. Pages post messages to `window.ReactNativeWebView`; the app answers
 * with `message` events carrying JSON.
 */
export const DEVICE_INFO_TIMEOUT_MS = 2500;
export const BACK_PRESS_FALLBACK_MS = 700;

export type OutgoingMessage =
  | { type: 'REQUEST_DEVICE_INFO' }
  | { type: 'HANDLE_BACK_PRESS' }
  | { type: 'SET_SHOW_FOOTER_TAB'; data: { show: boolean } }
  /** Refer and earn: the app opens its native share sheet with the invitation. */
  | { type: 'SHARE'; data: { title: string; text: string; url: string } }
  /** The rate-us flow after a high rating: the app opens the store's own rating sheet (Play in-app review, SKStoreReviewController). */
  | { type: 'REQUEST_STORE_RATING' }
  | { type: 'ROUTE_CHANGE_START'; data: { path: string } }
  | { type: 'ROUTE_CHANGE_COMPLETE'; data: { path: string } };

export type IncomingMessage =
  | { type: 'BOTTOM_NAV_CLICK'; tabName: string; countryCode?: string }
  | { type: 'HANDLE_BACK_BUTTON_ANDROID' }
  | { type: 'WEBVIEW_FOCUS' }
  | { type: 'NATIVE_DEVICE_INFO'; data: { deviceBrand: string; deviceId: string; deviceName: string } };

interface NativeWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
}

export function isNativeWebview(win: unknown = typeof window === 'undefined' ? undefined : window): boolean {
  return Boolean((win as NativeWindow | undefined)?.ReactNativeWebView);
}

export function postToNative(message: OutgoingMessage): boolean {
  const bridge = (window as unknown as NativeWindow).ReactNativeWebView;
  if (!bridge) return false;
  bridge.postMessage(JSON.stringify(message));
  return true;
}

export function parseIncoming(raw: unknown): IncomingMessage | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object' || typeof (value as { type?: unknown }).type !== 'string') return null;
  const type = (value as { type: string }).type;
  const known = ['BOTTOM_NAV_CLICK', 'HANDLE_BACK_BUTTON_ANDROID', 'WEBVIEW_FOCUS', 'NATIVE_DEVICE_INFO'];
  return known.includes(type) ? (value as IncomingMessage) : null;
}

/**
 * Whether a `message` event comes from the native shell around this page. React Native's webview delivers the app's
 * messages as a MessageEvent it dispatches itself, on `window` (iOS) or `document` (Android): no source window (or
 * this window) and no origin (or this page's). A message another window posts (an iframe, an opener, a popup) has
 * that window as its source and its own origin, and a page outside the app has no native shell at all: both ignored.
 */
export function isFromNativeShell(event: MessageEvent, win: Window = window): boolean {
  if (!isNativeWebview(win)) return false;
  if (event.source !== null && event.source !== win) return false;
  return event.origin === '' || event.origin === win.location.origin;
}

/**
 * Calls `handler` with every message the native shell sends, on either channel (`window` and `document`), once per
 * event; anything else is ignored. Returns the unsubscribe.
 */
export function onNativeMessage(handler: (message: IncomingMessage) => void, win: Window = window): () => void {
  const seen = new WeakSet<Event>();
  const listener = (event: Event) => {
    if (!isMessageEvent(event, win) || seen.has(event)) return;
    seen.add(event);
    if (!isFromNativeShell(event, win)) return;
    const message = parseIncoming(event.data);
    if (message) handler(message);
  };
  win.addEventListener('message', listener);
  win.document.addEventListener('message', listener);
  return () => {
    win.removeEventListener('message', listener);
    win.document.removeEventListener('message', listener);
  };
}

/** A message event of `win`'s realm (a test's window brings its own constructor). */
function isMessageEvent(event: Event, win: Window): event is MessageEvent {
  const ctor = (win as Window & { MessageEvent?: typeof MessageEvent }).MessageEvent ?? MessageEvent;
  return event instanceof ctor;
}

/** Asks the app for device info; resolves with null when no reply comes within 2500 ms (spec §4). */
export function requestDeviceInfo(
  target: Window = window,
  timeoutMs = DEVICE_INFO_TIMEOUT_MS,
): Promise<Extract<IncomingMessage, { type: 'NATIVE_DEVICE_INFO' }>['data'] | null> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (value: Extract<IncomingMessage, { type: 'NATIVE_DEVICE_INFO' }>['data'] | null) => {
      if (settled) return;
      settled = true;
      stop();
      clearTimeout(timer);
      resolve(value);
    };
    const stop = onNativeMessage((message) => {
      if (message.type === 'NATIVE_DEVICE_INFO') finish(message.data);
    }, target);
    const timer = setTimeout(() => finish(null), timeoutMs);
    if (!postToNative({ type: 'REQUEST_DEVICE_INFO' })) finish(null);
  });
}

/** The section-stripped path of the page on screen (null before the first), for the route notifications. */
let sectionPath: string | null = null;

/**
 * A client navigation to `target` (a locale-free path) starts: the app is told only when it leaves the current
 * section-stripped path (spec §4).
 */
export function announceRouteStart(target: string): void {
  const pathname = target.split(/[?#]/)[0] || '/';
  if (sectionPath !== null && stripSection(pathname) !== sectionPath)
    postToNative({ type: 'ROUTE_CHANGE_START', data: { path: pathname } });
}

/** A page is on screen at `pathname` (locale-free): the app is told a navigation completed when its path changed. */
export function announceRouteComplete(pathname: string): void {
  const path = stripSection(pathname);
  if (sectionPath !== null && sectionPath !== path)
    postToNative({ type: 'ROUTE_CHANGE_COMPLETE', data: { path: pathname } });
  sectionPath = path;
}

/** What the app was last told about its bottom tab bar (null: nothing yet), so it is told only of a change. */
let tabsShown: boolean | null = null;

/** Shows or hides the native app's bottom tab bar (SET_SHOW_FOOTER_TAB); inside the app only, once per change. */
export function showNativeTabs(show: boolean): void {
  if (tabsShown === show) return;
  if (postToNative({ type: 'SET_SHOW_FOOTER_TAB', data: { show } })) tabsShown = show;
}

/** How many mounted pages want the app's back button to go home (payment-status pages, spec §2). */
let backHomeHolders = 0;

/** While the returned release is not called, back in the app goes home (components/shell/native-frame.tsx). */
export function holdBackGoesHome(): () => void {
  backHomeHolders++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    backHomeHolders--;
  };
}

export function backGoesHome(): boolean {
  return backHomeHolders > 0;
}

/** Where each native bottom tab goes (spec §2). */
export function bottomTabPath(tabName: string, countryCode?: string): string | null {
  switch (tabName) {
    case 'home':
      return '/';
    case 'toothsi':
      return '/toothsi';
    case 'skinnsi':
      return '/skinnsi';
    case 'centre':
      return '/experience-centre';
    case 'profile':
      return countryCode?.toUpperCase() === 'AE' ? '/ae/toothsi/profile' : '/profile';
    case 'laser-hair-removal':
      return '/skinnsi/laser-hair-removal';
    default:
      return null;
  }
}
