import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bottomTabPath,
  DEVICE_INFO_TIMEOUT_MS,
  isFromNativeShell,
  isNativeWebview,
  onNativeMessage,
  parseIncoming,
  requestDeviceInfo,
} from '@/client/native-bridge';

const ORIGIN = 'https://toothsi.test';

/** The parts of a webview's window the bridge uses: its two message channels, its origin, and the app's bridge. */
class FakeWindow extends EventTarget {
  posted: string[] = [];
  ReactNativeWebView: { postMessage(m: string): void } | undefined = {
    postMessage: (m: string) => this.posted.push(m),
  };
  document = new EventTarget();
  location = { origin: ORIGIN };
  MessageEvent = MessageEvent;
}

const focus = JSON.stringify({ type: 'WEBVIEW_FOCUS' });

/** A message event as a browser makes it for `postMessage` from `source` (Node's constructor takes only ports). */
function posted(data: string, origin: string, source: FakeWindow): MessageEvent {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  return event;
}

describe('native bridge (spec §7)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('detects the webview by its bridge object', () => {
    expect(isNativeWebview({})).toBe(false);
    expect(isNativeWebview(new FakeWindow())).toBe(true);
  });

  it('resolves device info when the app answers', async () => {
    const win = new FakeWindow();
    vi.stubGlobal('window', win);
    const pending = requestDeviceInfo(win as unknown as Window);
    expect(JSON.parse(win.posted[0] ?? '{}')).toEqual({ type: 'REQUEST_DEVICE_INFO' });
    win.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify({
          type: 'NATIVE_DEVICE_INFO',
          data: { deviceBrand: 'Samsung', deviceId: 'x', deviceName: 'A14' },
        }),
      }),
    );
    await expect(pending).resolves.toEqual({ deviceBrand: 'Samsung', deviceId: 'x', deviceName: 'A14' });
  });

  it('resolves null when no reply comes within 2500 ms', async () => {
    vi.useFakeTimers();
    const win = new FakeWindow();
    vi.stubGlobal('window', win);
    const pending = requestDeviceInfo(win as unknown as Window);
    vi.advanceTimersByTime(DEVICE_INFO_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(pending).resolves.toBeNull();
    expect(DEVICE_INFO_TIMEOUT_MS).toBe(2500);
  });

  it('takes the app’s messages from both channels React Native uses (window on iOS, document on Android), once each', () => {
    const win = new FakeWindow();
    const got: string[] = [];
    const stop = onNativeMessage((m) => got.push(m.type), win as unknown as Window);
    win.dispatchEvent(new MessageEvent('message', { data: focus }));
    win.document.dispatchEvent(new MessageEvent('message', { data: focus }));
    // The page's own window posting (what a test stand-in does) is the webview's own window too.
    win.dispatchEvent(posted(focus, ORIGIN, win));
    expect(got).toEqual(['WEBVIEW_FOCUS', 'WEBVIEW_FOCUS', 'WEBVIEW_FOCUS']);
    stop();
    win.dispatchEvent(new MessageEvent('message', { data: focus }));
    expect(got).toHaveLength(3);
  });

  it('ignores a message another window posts, and every message outside the app', () => {
    const win = new FakeWindow();
    const other = new FakeWindow();
    const got: string[] = [];
    onNativeMessage((m) => got.push(m.type), win as unknown as Window);
    const fromFrame = posted(
      JSON.stringify({ type: 'BOTTOM_NAV_CLICK', tabName: 'profile' }),
      'https://evil.example',
      other,
    );
    expect(isFromNativeShell(fromFrame, win as unknown as Window)).toBe(false);
    win.dispatchEvent(fromFrame);
    // Another origin claiming no source is not the shell either.
    win.dispatchEvent(new MessageEvent('message', { data: focus, origin: 'https://evil.example' }));
    expect(got).toEqual([]);
    const browser = new FakeWindow();
    browser.ReactNativeWebView = undefined;
    expect(isFromNativeShell(new MessageEvent('message', { data: focus }), browser as unknown as Window)).toBe(false);
  });

  it('ignores messages that are not ours', () => {
    expect(parseIncoming('not json')).toBeNull();
    expect(parseIncoming({ type: 'SOMETHING_ELSE' })).toBeNull();
    expect(parseIncoming({ type: 'WEBVIEW_FOCUS' })).toEqual({ type: 'WEBVIEW_FOCUS' });
  });

  it('maps the native bottom tabs to their routes', () => {
    expect(bottomTabPath('home')).toBe('/');
    expect(bottomTabPath('centre')).toBe('/experience-centre');
    expect(bottomTabPath('profile', 'AE')).toBe('/ae/toothsi/profile');
    expect(bottomTabPath('profile', 'IN')).toBe('/profile');
    expect(bottomTabPath('laser-hair-removal')).toBe('/skinnsi/laser-hair-removal');
    expect(bottomTabPath('unknown')).toBeNull();
  });
});
