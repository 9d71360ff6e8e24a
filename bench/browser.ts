/**
 * The real-browser figures: Debian's Chromium driven by Playwright, with throttling applied through the DevTools
 * protocol (Emulation.setCPUThrottlingRate, Network.emulateNetworkConditions), on a phone-sized viewport (Pixel 7 at
 * 390 × 844, as the e2e suite). Every load gets a fresh browser context: empty cache, no cookies but the session
 * header of a signed-in route. What the page reports comes from PerformanceObservers installed before any of its
 * scripts run; the arithmetic is in bench/metrics.ts.
 */
import { chromium, devices, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydrated';
import {
  cumulativeLayoutShift,
  emptyTransfer,
  firstViewBytes,
  lastLongTaskEnd,
  medianOf,
  totalBlockingTime,
  transferKind,
  type LayoutShift,
  type LongTask,
  type TransferBytes,
  type TransferKind,
} from './metrics';

export interface Throttling {
  /** Emulation.setCPUThrottlingRate: 4 means the page's main thread runs 4× slower than this machine's. */
  cpuSlowdown: number;
  /** Added to every request by Chromium's network emulation (per request, not per TCP round trip). */
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
}

export interface ObserveSettings {
  throttling: Throttling;
  /** The observation ends once the page has hydrated, fired load, and then run this long without a long task. */
  quietMs: number;
  /** ... or at this many ms after navigation, whatever happened. */
  capMs: number;
}

/** One throttled load. Times in ms since navigation start; null when the page never reported the figure. */
export interface BrowserRun {
  fcpMs: number | null;
  lcpMs: number | null;
  /** Tag, id and classes of the last LCP candidate, to tell what the figure is about. */
  lcpElement: string | null;
  tbtMs: number;
  cls: number;
  hydratedMs: number | null;
  loadMs: number | null;
  longTasks: number;
  /** When the observation ended (TBT's window end). */
  observedMs: number;
  /** Bytes on the wire per kind (DevTools Network.loadingFinished encodedDataLength: headers and encoded body). */
  transfer: TransferBytes;
  firstViewBytes: number;
  requests: number;
  /** Requests that failed (for example to another host, which the bench's browser cannot reach). */
  failed: string[];
  /** Answers of 400 and up the page got while loading ("status type path"). */
  httpErrors: string[];
}

export interface BrowserSummary {
  url: string;
  runs: BrowserRun[];
  errors: string[];
  /** Figure-by-figure median of the successful runs (null figure: never reported in most runs). */
  median: BrowserMedian | null;
}

export interface BrowserMedian {
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number;
  cls: number;
  hydratedMs: number | null;
  firstViewBytes: number;
  transfer: TransferBytes;
}

export interface MenuTap {
  works: boolean;
  /** When the bench sent the touch, after First Contentful Paint (page clock, converted). */
  tapSentAfterFcpMs: number | null;
  /** When the tap landed (pointerdown, page clock) after First Contentful Paint: later when the main thread is busy. */
  tapAfterFcpMs: number | null;
  /** From the touch sent to the menu's toggle event (page clock): what the finger waits. */
  openMs: number | null;
  error?: string;
}

export interface MenuSummary {
  url: string;
  attempts: MenuTap[];
  /** Every attempt opened the menu in time. */
  works: boolean;
}

const LAUNCH_ARGS = [
  // As playwright.config.ts launches the same Chromium for the e2e suite.
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Belt and braces for "traffic to 127.0.0.1 only": any other host name fails to resolve.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };

/**
 * Installed with addInitScript, so it runs in every document before the page's own scripts. A string, not a
 * function: tsx would wrap a serialised function in helpers the page does not have.
 */
const INIT_SCRIPT = `(() => {
  if (window.__bench) return;
  const state = { fcp: null, lcp: null, lcpElement: null, longTasks: [], shifts: [], hydrated: null, tapAt: null, menuOpenAt: null };
  Object.defineProperty(window, '__bench', { value: state });
  const observe = (type, onEntry) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true }); } catch (e) {}
  };
  const describe = (el) => el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).slice(0, 2).join('.') : '') : null;
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') state.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => { state.lcp = e.startTime; state.lcpElement = describe(e.element); });
  observe('longtask', (e) => state.longTasks.push({ start: e.startTime, duration: e.duration }));
  observe('layout-shift', (e) => state.shifts.push({ start: e.startTime, value: e.value, hadRecentInput: e.hadRecentInput }));
  const attribute = ${JSON.stringify(HYDRATED_ATTRIBUTE)};
  const mark = () => {
    if (state.hydrated === null && document.documentElement && document.documentElement.hasAttribute(attribute)) state.hydrated = performance.now();
  };
  new MutationObserver(mark).observe(document, { attributes: true, attributeFilter: [attribute], subtree: true });
  addEventListener('pointerdown', () => { if (state.tapAt === null) state.tapAt = performance.now(); }, { capture: true });
  document.addEventListener('toggle', (e) => {
    if (state.menuOpenAt === null && e.target && e.target.id === 'mobile-menu' && e.newState === 'open') state.menuOpenAt = performance.now();
  }, { capture: true });
})();`;

interface PageState {
  fcp: number | null;
  lcp: number | null;
  lcpElement: string | null;
  longTasks: LongTask[];
  shifts: LayoutShift[];
  hydrated: number | null;
  tapAt: number | null;
  menuOpenAt: number | null;
  loadEnd: number;
  now: number;
}

const READ_STATE = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  return { ...window.__bench, loadEnd: nav ? nav.loadEventEnd : 0, now: performance.now() };
})()`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const READ_FCP = `(() => ({ fcp: window.__bench ? window.__bench.fcp : null, now: performance.now() }))()`;

/**
 * Polls the page for First Contentful Paint every 50 ms. Not page.waitForFunction: a string predicate is compiled
 * with eval inside the page, which the app's Content-Security-Policy (no 'unsafe-eval') refuses; page.evaluate goes
 * through the DevTools protocol, which CSP does not govern.
 */
async function waitForFcp(page: Page, timeoutMs: number): Promise<{ fcp: number; now: number }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // Right after commit the new document's context may not exist yet: that is a "not yet".
    const read = (await page.evaluate(READ_FCP).catch(() => null)) as { fcp: number | null; now: number } | null;
    if (read && read.fcp !== null) return { fcp: read.fcp, now: read.now };
    await sleep(50);
  }
  throw new Error(`no First Contentful Paint within ${timeoutMs} ms`);
}

/** The phone's network and CPU (bench/budgets.json → browser.throttling), applied through the DevTools protocol. */
export async function applyThrottling(cdp: CDPSession, t: Throttling): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: t.latencyMs,
    downloadThroughput: (t.downloadKbps * 1000) / 8,
    uploadThroughput: (t.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: t.cpuSlowdown });
}

export class BrowserBench {
  private constructor(
    private browser: Browser,
    private readonly chromePath: string,
  ) {}

  static async launch(chromePath: string): Promise<BrowserBench> {
    return new BrowserBench(
      await chromium.launch({ executablePath: chromePath, headless: true, args: LAUNCH_ARGS }),
      chromePath,
    );
  }

  version(): string {
    return this.browser.version();
  }

  async close(): Promise<void> {
    await this.browser.close().catch(() => undefined);
  }

  /** A crashed or disconnected browser is replaced, so one bad load does not end the phase. */
  private async ensureBrowser(): Promise<Browser> {
    if (!this.browser.isConnected())
      this.browser = await chromium.launch({ executablePath: this.chromePath, headless: true, args: LAUNCH_ARGS });
    return this.browser;
  }

  private async throttledPage(
    settings: ObserveSettings,
    cookie: string | undefined,
  ): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
    const browser = await this.ensureBrowser();
    const context = await browser.newContext({ ...PHONE, ...(cookie ? { extraHTTPHeaders: { cookie } } : {}) });
    try {
      await context.addInitScript({ content: INIT_SCRIPT });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await applyThrottling(cdp, settings.throttling);
      return { context, page, cdp };
    } catch (error) {
      await context.close().catch(() => undefined);
      throw error;
    }
  }

  /** One throttled first view: metrics and bytes, observed until the page is quiet (see ObserveSettings). */
  async load(url: string, settings: ObserveSettings, cookie?: string): Promise<BrowserRun> {
    const { context, page, cdp } = await this.throttledPage(settings, cookie);
    try {
      const kinds = new Map<string, TransferKind>();
      const transfer = emptyTransfer();
      const failed: string[] = [];
      const httpErrors: string[] = [];
      let requests = 0;
      cdp.on('Network.requestWillBeSent', (e) => {
        if (!e.redirectResponse) requests++;
      });
      cdp.on('Network.responseReceived', (e) => {
        kinds.set(e.requestId, transferKind(e.type));
        if (e.response.status >= 400)
          httpErrors.push(`${e.response.status} ${e.type} ${new URL(e.response.url).pathname}`);
      });
      cdp.on('Network.loadingFinished', (e) => {
        transfer[kinds.get(e.requestId) ?? 'other'] += e.encodedDataLength;
      });
      cdp.on('Network.loadingFailed', (e) => {
        if (!e.canceled) failed.push(`${e.type ?? '?'}: ${e.errorText}`);
      });

      const started = Date.now();
      await page.goto(url, { waitUntil: 'load', timeout: settings.capMs });
      let state = (await page.evaluate(READ_STATE)) as PageState;
      while (Date.now() - started < settings.capMs) {
        const busyUntil = Math.max(state.hydrated ?? 0, state.loadEnd, lastLongTaskEnd(state.longTasks));
        if (state.hydrated !== null && state.loadEnd > 0 && state.now - busyUntil >= settings.quietMs) break;
        await sleep(500);
        state = (await page.evaluate(READ_STATE)) as PageState;
      }
      const tbtMs = state.fcp === null ? 0 : totalBlockingTime(state.longTasks, state.fcp, state.now);
      return {
        fcpMs: state.fcp,
        lcpMs: state.lcp,
        lcpElement: state.lcpElement,
        tbtMs,
        cls: cumulativeLayoutShift(state.shifts),
        hydratedMs: state.hydrated,
        loadMs: state.loadEnd > 0 ? state.loadEnd : null,
        longTasks: state.longTasks.length,
        observedMs: state.now,
        transfer,
        firstViewBytes: firstViewBytes(transfer),
        requests,
        failed,
        httpErrors,
      };
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  /**
   * Where the burger `[data-burger]` sits when it first shows, in an unthrottled context of the same phone: the spot
   * a finger aims at. Null when the page shows no burger.
   */
  async burgerPosition(url: string, cookie?: string): Promise<{ x: number; y: number } | null> {
    const browser = await this.ensureBrowser();
    const context = await browser.newContext({ ...PHONE, ...(cookie ? { extraHTTPHeaders: { cookie } } : {}) });
    try {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'commit', timeout: 30_000 });
      // As soon as it shows: where it is at first paint is what a finger aims at.
      const burger = page.locator('[data-burger]').first();
      const box = await burger
        .waitFor({ state: 'visible', timeout: 15_000 })
        .then(() => burger.boundingBox({ timeout: 5000 }))
        .catch(() => null);
      return box && box.width > 0 && box.height > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  /**
   * "A tap on the header menu 300 ms after first paint works": waits for First Contentful Paint, then until
   * `tapAfterFcpMs` later, touches the spot where the burger sits (`burgerPosition`, a touch through the DevTools
   * protocol, as a finger would: no question to the page first, whose main thread may be busy), and passes when
   * `#mobile-menu` is open and visible within `openWithinMs` of the touch. A burger not painted there yet is missed.
   */
  async tapMenu(
    url: string,
    settings: ObserveSettings,
    timing: { tapAfterFcpMs: number; openWithinMs: number },
    spot: { x: number; y: number },
    cookie?: string,
  ): Promise<MenuTap> {
    const { context, page } = await this.throttledPage(settings, cookie);
    try {
      await page.goto(url, { waitUntil: 'commit', timeout: settings.capMs });
      const { fcp, now } = await waitForFcp(page, settings.capMs);
      // Node's clock minus the page's (read back a little late, so the touch errs on the late side).
      const offset = Date.now() - now;
      await sleep(offset + fcp + timing.tapAfterFcpMs - Date.now());
      const sent = Date.now() - offset - fcp;
      await page.touchscreen.tap(spot.x, spot.y);
      const visible = await page
        .locator('#mobile-menu')
        .waitFor({ state: 'visible', timeout: timing.openWithinMs })
        .then(
          () => true,
          () => false,
        );
      const state = (await page.evaluate(READ_STATE)) as PageState;
      const tapAfterFcpMs = state.tapAt === null ? null : state.tapAt - fcp;
      // From the touch sent (not from when the busy page got round to it) to the popover's toggle event.
      const openMs = state.menuOpenAt === null ? null : state.menuOpenAt - (fcp + sent);
      const works = visible && openMs !== null && openMs <= timing.openWithinMs;
      const error =
        state.tapAt === null
          ? 'the tap never reached the page'
          : works
            ? undefined
            : `#mobile-menu not open and visible within ${timing.openWithinMs} ms of the tap`;
      return { works, tapSentAfterFcpMs: sent, tapAfterFcpMs, openMs, ...(error ? { error } : {}) };
    } finally {
      await context.close().catch(() => undefined);
    }
  }
}

export function summarizeRuns(url: string, runs: BrowserRun[], errors: string[]): BrowserSummary {
  if (runs.length === 0) return { url, runs, errors, median: null };
  const pick = (figure: (run: BrowserRun) => number | null) => medianOf(runs.map(figure)) ?? null;
  const transfer = emptyTransfer();
  for (const kind of Object.keys(transfer) as TransferKind[]) transfer[kind] = pick((run) => run.transfer[kind]) ?? 0;
  return {
    url,
    runs,
    errors,
    median: {
      fcpMs: pick((run) => run.fcpMs),
      lcpMs: pick((run) => run.lcpMs),
      tbtMs: pick((run) => run.tbtMs) ?? 0,
      cls: pick((run) => run.cls) ?? 0,
      hydratedMs: pick((run) => run.hydratedMs),
      firstViewBytes: pick((run) => run.firstViewBytes) ?? 0,
      transfer,
    },
  };
}

export function summarizeTaps(url: string, attempts: MenuTap[]): MenuSummary {
  return { url, attempts, works: attempts.length > 0 && attempts.every((a) => a.works) };
}
