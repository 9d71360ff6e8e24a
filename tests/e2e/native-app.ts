import type { Page } from '@playwright/test';

/**
 * A stand-in for the native Android/iOS app around the webview (spec §7): it injects `window.ReactNativeWebView`
 * before the page's scripts run, records every message the page posts, and plays the app's side: device info,
 * bottom-tab clicks, the Android back button and the webview regaining focus.
 */
export interface NativeMessage {
  type: string;
  data?: Record<string, unknown>;
}

export class NativeApp {
  private constructor(private readonly page: Page) {}

  /** Installs the app's bridge in every document the page loads; `deviceInfo` answers REQUEST_DEVICE_INFO. */
  static async attach(
    page: Page,
    deviceInfo: { deviceBrand: string; deviceId: string; deviceName: string } | null = {
      deviceBrand: 'Pixel',
      deviceId: 'sim-1',
      deviceName: 'Pixel 7',
    },
  ): Promise<NativeApp> {
    await page.addInitScript((info) => {
      const store = window as unknown as { __native: string[] };
      store.__native = JSON.parse(sessionStorage.getItem('__native') ?? '[]') as string[];
      (window as unknown as { ReactNativeWebView: { postMessage(m: string): void } }).ReactNativeWebView = {
        postMessage(message: string) {
          store.__native.push(message);
          sessionStorage.setItem('__native', JSON.stringify(store.__native));
          if (info && (JSON.parse(message) as { type: string }).type === 'REQUEST_DEVICE_INFO') {
            const data = JSON.stringify({ type: 'NATIVE_DEVICE_INFO', data: info });
            setTimeout(() => document.dispatchEvent(new MessageEvent('message', { data })), 20);
          }
        },
      };
    }, deviceInfo);
    return new NativeApp(page);
  }

  /** Every message the page has posted since the app attached, across page loads, oldest first. */
  async messages(): Promise<NativeMessage[]> {
    const raw = await this.page.evaluate(() => (window as unknown as { __native?: string[] }).__native ?? []);
    return raw.map((m) => JSON.parse(m) as NativeMessage);
  }

  async clear(): Promise<void> {
    await this.page.evaluate(() => {
      (window as unknown as { __native: string[] }).__native = [];
      sessionStorage.setItem('__native', '[]');
    });
  }

  /**
   * Sends a message from the app to the page as React Native's webview does: a MessageEvent it dispatches itself,
   * on `window` (iOS) or on `document` (Android).
   */
  async send(message: Record<string, unknown>, channel: 'window' | 'document' = 'window'): Promise<void> {
    await this.page.evaluate(
      ([m, on]) => (on === 'document' ? document : window).dispatchEvent(new MessageEvent('message', { data: m })),
      [JSON.stringify(message), channel] as const,
    );
  }

  /** The same message posted by another window (a frame inside the page, its own script): the page must ignore it. */
  async sendFromFrame(message: Record<string, unknown>): Promise<void> {
    await this.page.evaluate((m) => {
      const frame = document.createElement('iframe');
      // The frame's own script posts, so the message's source is the frame's window, as it would be for any page
      // another site (or an ad) puts in a frame.
      frame.srcdoc = `<script>parent.postMessage(${JSON.stringify(m)}, '*');</script>`;
      // Resolves once the page has received it (so the test's "nothing happened" is not for want of a message).
      return new Promise<void>((resolve) => {
        const seen = (event: MessageEvent) => {
          if (event.source !== frame.contentWindow) return;
          window.removeEventListener('message', seen);
          resolve();
        };
        window.addEventListener('message', seen);
        document.body.append(frame);
      });
    }, JSON.stringify(message));
  }

  tab(tabName: string, countryCode?: string, channel: 'window' | 'document' = 'window'): Promise<void> {
    return this.send({ type: 'BOTTOM_NAV_CLICK', tabName, ...(countryCode ? { countryCode } : {}) }, channel);
  }

  back(): Promise<void> {
    return this.send({ type: 'HANDLE_BACK_BUTTON_ANDROID' });
  }

  focus(): Promise<void> {
    return this.send({ type: 'WEBVIEW_FOCUS' });
  }
}
