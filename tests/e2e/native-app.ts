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
            setTimeout(() => window.postMessage(JSON.stringify({ type: 'NATIVE_DEVICE_INFO', data: info }), '*'), 20);
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

  /** Sends a message from the app to the page, as React Native's webview does. */
  async send(message: Record<string, unknown>): Promise<void> {
    await this.page.evaluate((m) => window.postMessage(JSON.stringify(m), '*'), message);
  }

  tab(tabName: string, countryCode?: string): Promise<void> {
    return this.send({ type: 'BOTTOM_NAV_CLICK', tabName, ...(countryCode ? { countryCode } : {}) });
  }

  back(): Promise<void> {
    return this.send({ type: 'HANDLE_BACK_BUTTON_ANDROID' });
  }

  focus(): Promise<void> {
    return this.send({ type: 'WEBVIEW_FOCUS' });
  }
}
