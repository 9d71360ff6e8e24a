// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER, LOADER_FALLBACK_MS, LOADER_FLAG } from '../../scripts/paint-first';
import { HYDRATED_ATTRIBUTE } from '../../lib/hydrated';
import { LOADER_HOLD } from '../../lib/paint-first';

/** The browser's paint timing, driven by hand: `paint()` reports the first contentful paint to the loader. */
function paintTiming(supported = true) {
  const observers: FakeObserver[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'resource'] : ['resource'];
    disconnected = false;
    constructor(readonly callback: PerformanceObserverCallback) {}
    observe() {
      observers.push(this);
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint(name: 'first-paint' | 'first-contentful-paint') {
      for (const observer of observers.filter((o) => !o.disconnected)) {
        const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
        observer.callback(list, observer as unknown as PerformanceObserver);
      }
    },
  };
}

function setDocumentState(visibility: DocumentVisibilityState, readyState: DocumentReadyState) {
  Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
  Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
}

/** The page as the server sends it: markers where Next had its script tags. */
function addMarkers(...srcs: string[]) {
  for (const src of srcs) {
    const marker = document.createElement('script');
    marker.type = 'text/plain';
    marker.setAttribute('data-after-paint', src);
    document.body.appendChild(marker);
  }
}

function runLoader() {
  const code = LOADER.replace(/^<script>/, '').replace(/<\/script>$/, '');
  new Function(code)();
}

const loaded = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

beforeEach(() => {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  Reflect.deleteProperty(self, LOADER_FLAG);
  setDocumentState('visible', 'complete');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the paint-first loader in the page', () => {
  it('fetches no script before the first contentful paint, then every one, async, in document order', () => {
    const timing = paintTiming();
    addMarkers('/_next/static/chunks/one.js', '/_next/static/chunks/two.js');
    runLoader();
    expect(loaded()).toEqual([]);
    timing.paint('first-paint');
    expect(loaded()).toEqual([]);
    timing.paint('first-contentful-paint');
    expect(loaded()).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/two.js']);
    expect([...document.head.querySelectorAll('script[src]')].every((script) => (script as HTMLScriptElement).async)).toBe(true);
    expect(document.querySelectorAll('script[data-after-paint]')).toHaveLength(0);
  });

  it('picks up the markers the parser adds after the paint, once each', async () => {
    const timing = paintTiming();
    setDocumentState('visible', 'loading');
    addMarkers('/_next/static/chunks/head.js');
    runLoader();
    timing.paint('first-contentful-paint');
    addMarkers('/_next/static/chunks/boot.js');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded()).toEqual(['/_next/static/chunks/head.js', '/_next/static/chunks/boot.js']);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    addMarkers('/_next/static/chunks/late.js');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // After the document is parsed the watch stops: nothing the page itself adds later is touched.
    expect(loaded()).toEqual(['/_next/static/chunks/head.js', '/_next/static/chunks/boot.js']);
  });

  it('loads the scripts at once in a page opened in the background, where no paint is coming', () => {
    paintTiming();
    setDocumentState('hidden', 'complete');
    addMarkers('/_next/static/chunks/one.js');
    runLoader();
    expect(loaded()).toEqual(['/_next/static/chunks/one.js']);
  });

  it('waits for the next frame where the browser has no paint timing', () => {
    paintTiming(false);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.useFakeTimers();
    addMarkers('/_next/static/chunks/one.js');
    runLoader();
    expect(loaded()).toEqual([]);
    frames.forEach((frame) => frame(0));
    vi.runAllTimers();
    expect(loaded()).toEqual(['/_next/static/chunks/one.js']);
  });

  it('loads the scripts anyway if no paint is reported in time, and only once when it comes later', () => {
    const timing = paintTiming();
    vi.useFakeTimers();
    addMarkers('/_next/static/chunks/one.js');
    runLoader();
    vi.advanceTimersByTime(LOADER_FALLBACK_MS - 1);
    expect(loaded()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(loaded()).toEqual(['/_next/static/chunks/one.js']);
    timing.paint('first-contentful-paint');
    expect(loaded()).toEqual(['/_next/static/chunks/one.js']);
  });

  it("waits for the page's hold as well as the paint, and loads on a hold that fails too", async () => {
    for (const outcome of ['resolve', 'reject'] as const) {
      document.head.innerHTML = '';
      Reflect.deleteProperty(self, LOADER_FLAG);
      const timing = paintTiming();
      let settle!: () => void;
      Reflect.set(self, LOADER_HOLD, new Promise<void>((resolve, reject) => (settle = outcome === 'resolve' ? resolve : () => reject(new Error('no session')))));
      addMarkers(`/_next/static/chunks/${outcome}.js`);
      runLoader();
      timing.paint('first-contentful-paint');
      await Promise.resolve();
      expect(loaded(), outcome).toEqual([]);
      settle();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(loaded(), outcome).toEqual([`/_next/static/chunks/${outcome}.js`]);
    }
    Reflect.deleteProperty(self, LOADER_HOLD);
  });

  it('never lets a hold keep the scripts past the fallback', () => {
    const timing = paintTiming();
    vi.useFakeTimers();
    Reflect.set(self, LOADER_HOLD, new Promise(() => {}));
    addMarkers('/_next/static/chunks/one.js');
    runLoader();
    timing.paint('first-contentful-paint');
    vi.advanceTimersByTime(LOADER_FALLBACK_MS - 1);
    expect(loaded()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(loaded()).toEqual(['/_next/static/chunks/one.js']);
    Reflect.deleteProperty(self, LOADER_HOLD);
  });

  it('loads each script once even if the loader is on the page twice', () => {
    const timing = paintTiming();
    addMarkers('/_next/static/chunks/one.js');
    runLoader();
    runLoader();
    timing.paint('first-contentful-paint');
    expect(loaded()).toEqual(['/_next/static/chunks/one.js']);
  });

  it('keeps a form from submitting natively until the page has hydrated, then leaves submits to the app', () => {
    paintTiming();
    const form = document.createElement('form');
    form.innerHTML = '<input name="phone" value="9876543210" /><button>Send code</button>';
    document.body.appendChild(form);
    runLoader();
    const submit = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit()).toBe(true);
    // A form that names where it posts (a payment page's hand-off, say) is left alone.
    form.setAttribute('action', '/pay');
    expect(submit()).toBe(false);
    form.removeAttribute('action');
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    expect(submit()).toBe(false);
  });
});
