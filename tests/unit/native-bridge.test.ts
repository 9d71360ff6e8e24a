import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bottomTabPath,
  DEVICE_INFO_TIMEOUT_MS,
  isNativeWebview,
  parseIncoming,
  requestDeviceInfo,
} from '@/client/native-bridge';

class FakeWindow extends EventTarget {
  posted: string[] = [];
  ReactNativeWebView = { postMessage: (m: string) => this.posted.push(m) };
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
