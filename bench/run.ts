/**
 * `npm run bench`: our app against a bare Next.js baseline, both on the same serving path (`next start` with
 * Next's compression), on this machine, in one run. Not a test: it never fails on a budget, it reports. Phases run
 * one after another so they never disturb each other: builds, database, both servers up, probes and HTML weight,
 * origin load (ours and baseline alternating), memory, then the browser alone: Lighthouse with devtools throttling
 * in interleaved rounds (the budgeted browser figures), and the older Playwright phase if asked for.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BrowserBench,
  summarizeRuns,
  summarizeTaps,
  type BrowserRun,
  type MenuTap,
  type ObserveSettings,
} from './browser';
import {
  checkBrowser,
  checkHtml,
  checkLighthouse,
  checkMenu,
  checkOrigin,
  loadBudgets,
  summarize,
  type Budgets,
  type Check,
} from './budgets';
import { assertSameBuild, buildsRunningHere, prepareBaselineBuild, prepareOurBuild } from './build';
import {
  chooseDatabase,
  createPostgresDatabase,
  embeddedDatabase,
  postgresVersion,
  type BenchDatabase,
} from './database';
import { killBrowsers, LIGHTHOUSE_SETTINGS, lighthouseUnavailable, runLighthouseRounds } from './lighthouse';
import type { LighthouseSummary } from './lighthouse-figures';
import { lighthouseRows } from './lighthouse-table';
import { measureLoad } from './load';
import { BUSY_THRESHOLD, cpuBusyShare, machineInfo } from './machine';
import { sampleMemory } from './memory';
import { parseOptions, routeSelected, USAGE, UsageError, type BenchOptions } from './options';
import { ROOT } from './paths';
import { renderReport } from './report';
import { signInForBench } from './session';
import { readPreviousResults, writeResults, type BenchResults, type RouteResult } from './results';
import { BASELINE_DYNAMIC, BASELINE_STATIC, ROUTES, isPage } from './routes';
import {
  buildIdOf,
  killAllNow,
  portInUse,
  startAppOnPglite,
  startAppOnPostgres,
  startBaseline,
  stopAllServers,
  type RunningServer,
} from './servers';
import { htmlWeight, type HtmlWeight } from './weight';

/** A throttled load that has not settled by then is cut off (its TBT window ends there). */
const OBSERVE_CAP_MS = 30_000;

function versionOf(pkg: string): string {
  try {
    return (
      JSON.parse(readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }
    ).version;
  } catch {
    return 'not installed';
  }
}

interface Probe {
  status: number | null;
  location?: string;
  response?: RouteResult['response'];
  body?: Uint8Array;
}

/** One plain GET (compression accepted, as a browser), redirects not followed: only 2xx routes are worth loading. */
async function probe(url: string, cookie?: string): Promise<Probe> {
  try {
    const response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
      headers: { accept: 'text/html,*/*', 'accept-encoding': 'gzip, deflate, br', ...(cookie ? { cookie } : {}) },
    });
    const body = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      location: response.headers.get('location') ?? undefined,
      response: {
        cacheControl: response.headers.get('cache-control'),
        nextCache: response.headers.get('x-nextjs-cache'),
        contentEncoding: response.headers.get('content-encoding'),
      },
      body,
    };
  } catch {
    return { status: null };
  }
}

function skipReason(status: number | null, location: string | undefined): string | undefined {
  if (status === null) return 'no answer';
  if (status === 404) return 'answers 404: not built';
  if (status >= 300 && status < 400) return `redirects (${status}) to ${location ?? '?'}`;
  if (status < 200 || status >= 300) return `answers ${status}`;
  return undefined;
}

const log = (message: string) => console.log(`[bench] ${message}`);

async function measureOrigin(
  options: BenchOptions,
  app: RunningServer,
  baseline: RunningServer,
  routes: RouteResult[],
  sameBuild: () => void,
  cookie: string | undefined,
): Promise<NonNullable<BenchResults['baseline']['dynamicLoad']>> {
  const settings = { seconds: options.loadSeconds, warmupSeconds: options.warmupSeconds };
  for (const route of routes.filter((r) => !r.skipped)) {
    const connections = route.kind === 'api' ? options.connections.api : options.connections.page;
    log(`load ${route.path}${route.signedIn ? ' (signed in)' : ''} (${connections} connections), then baseline static`);
    // Alternating ours and baseline means a slow patch of the machine hits both sides of each ratio alike.
    const ours = await measureLoad(app.origin + route.path, {
      ...settings,
      connections,
      api: route.kind === 'api',
      ...(route.signedIn ? { cookie } : {}),
    });
    const base = await measureLoad(baseline.origin + BASELINE_STATIC, { ...settings, connections, api: false });
    route.load = {
      ours,
      baseline: base,
      throughputRatio: ours.requestsPerSec / base.requestsPerSec,
      p99Ratio: ours.p99Ms / Math.max(base.p99Ms, 1),
    };
    sameBuild();
  }
  log('load baseline /dynamic, then baseline static');
  const connections = options.connections.page;
  const figures = await measureLoad(baseline.origin + BASELINE_DYNAMIC, { ...settings, connections, api: false });
  const staticFigures = await measureLoad(baseline.origin + BASELINE_STATIC, { ...settings, connections, api: false });
  return { figures, staticFigures };
}

/**
 * The budgeted browser phase, alone on the machine: Lighthouse mobile with devtools throttling at its default mobile
 * constants, a fresh Chromium per load, in interleaved rounds (the baseline page once, then every budgeted page
 * once). Answers the baseline's summary; each page's goes on its route.
 */
async function measureWithLighthouse(
  options: BenchOptions,
  app: RunningServer,
  baseline: RunningServer,
  pages: RouteResult[],
  sameBuild: () => void,
  cookie: string | undefined,
  warnings: string[],
): Promise<LighthouseSummary | undefined> {
  const busy = await cpuBusyShare();
  if (busy > BUSY_THRESHOLD)
    warnings.push(
      `${Math.round(busy * 100)} % of the CPU was busy with something else just before the Lighthouse phase: its timings are noisy`,
    );
  const t = LIGHTHOUSE_SETTINGS.throttling;
  log(
    `Lighthouse (devtools throttling: ${t.requestLatencyMs} ms latency, ${t.downloadThroughputKbps.toFixed(2)} kbit/s down, ${t.uploadThroughputKbps} kbit/s up, ${t.cpuSlowdownMultiplier}× CPU): one warm-up load of the baseline, then ${options.lighthouseRuns} interleaved round(s) of the baseline and ${pages.length} page(s)…`,
  );
  const summaries = await runLighthouseRounds(
    { key: 'baseline', url: baseline.origin + BASELINE_STATIC },
    pages.map((route) => ({
      key: route.path,
      url: app.origin + route.path,
      ...(route.signedIn && cookie ? { cookie } : {}),
    })),
    options.lighthouseRuns,
    options.chromePath,
    {
      roundStarts: (round) => log(`Lighthouse round ${round}/${options.lighthouseRuns}…`),
      roundEnded: sameBuild,
    },
  );
  for (const route of pages) {
    const summary = summaries.get(route.path);
    if (!summary) continue;
    route.lighthouse = summary;
    const elsewhere = [...new Set(summary.runs.map((run) => run.finalUrl))].filter((url) => url !== summary.url);
    if (elsewhere.length > 0)
      warnings.push(`${route.path}: Lighthouse ended on ${elsewhere.join(', ')}, not on the page asked for`);
  }
  return summaries.get('baseline');
}

let browserBench: BrowserBench | undefined;

/**
 * The Playwright phase (--playwright), applied throttling, alone on the machine: in each round the baseline page
 * once, then every live page once, so a slow patch of the machine spreads over all pages and the baseline alike; then
 * the menu taps.
 */
async function measureInBrowser(
  options: BenchOptions,
  budgets: Budgets,
  app: RunningServer,
  baseline: RunningServer,
  pages: RouteResult[],
  sameBuild: () => void,
  cookie: string | undefined,
  warnings: string[],
): Promise<{ baseline: NonNullable<BenchResults['baseline']['browser']>; chromium: string }> {
  const settings: ObserveSettings = {
    throttling: budgets.browser.throttling,
    quietMs: budgets.browser.quietWindowMs,
    capMs: OBSERVE_CAP_MS,
  };
  const busy = await cpuBusyShare();
  if (busy > BUSY_THRESHOLD)
    warnings.push(
      `${Math.round(busy * 100)} % of the CPU was busy with something else just before the browser phase: its timings are noisy`,
    );
  browserBench = await BrowserBench.launch(options.chromePath);
  const bench = browserBench;
  const chromium = bench.version();

  const runs = new Map<string, { runs: BrowserRun[]; errors: string[] }>();
  const record = async (key: string, url: string, route?: RouteResult) => {
    const entry = runs.get(key) ?? { runs: [], errors: [] };
    runs.set(key, entry);
    try {
      entry.runs.push(await bench.load(url, settings, route?.signedIn ? cookie : undefined));
    } catch (error) {
      entry.errors.push(
        `run ${entry.runs.length + entry.errors.length + 1}: ${(error as Error).message.split('\n')[0]}`,
      );
    }
  };
  for (let round = 1; round <= options.browserRuns; round++) {
    log(`browser round ${round}/${options.browserRuns}: baseline and ${pages.length} page(s)…`);
    await record('baseline', baseline.origin + BASELINE_STATIC);
    for (const route of pages) await record(route.path, app.origin + route.path, route);
    sameBuild();
  }
  for (const route of pages) {
    const entry = runs.get(route.path) ?? { runs: [], errors: [] };
    route.browser = summarizeRuns(app.origin + route.path, entry.runs, entry.errors);
    const failed = [...new Set(entry.runs.flatMap((run) => run.failed))];
    if (failed.length > 0)
      warnings.push(`${route.path}: requests failed in the browser: ${failed.slice(0, 5).join('; ')}`);
    const httpErrors = [...new Set(entry.runs.flatMap((run) => run.httpErrors))];
    if (httpErrors.length > 0)
      warnings.push(`${route.path}: the page got error answers in the browser: ${httpErrors.slice(0, 5).join('; ')}`);
  }

  const timing = {
    tapAfterFcpMs: budgets.browser.menuTap.afterFcpMs,
    openWithinMs: budgets.browser.menuTap.openWithinMs,
  };
  log(`menu taps (${options.menuRuns} per page)…`);
  for (const route of pages) {
    const attempts: MenuTap[] = [];
    const session = route.signedIn ? cookie : undefined;
    const spot = await bench.burgerPosition(app.origin + route.path, session).catch(() => null);
    if (!spot)
      attempts.push({
        works: false,
        tapSentAfterFcpMs: null,
        tapAfterFcpMs: null,
        openMs: null,
        error: 'no visible [data-burger] on the loaded page',
      });
    for (let i = 0; spot && i < options.menuRuns; i++) {
      try {
        attempts.push(await bench.tapMenu(app.origin + route.path, settings, timing, spot, session));
      } catch (error) {
        attempts.push({
          works: false,
          tapSentAfterFcpMs: null,
          tapAfterFcpMs: null,
          openMs: null,
          error: (error as Error).message.split('\n')[0],
        });
      }
    }
    route.menu = summarizeTaps(app.origin + route.path, attempts);
  }
  sameBuild();
  await bench.close();
  browserBench = undefined;
  const base = runs.get('baseline') ?? { runs: [], errors: [] };
  return { baseline: summarizeRuns(baseline.origin + BASELINE_STATIC, base.runs, base.errors), chromium };
}

let database: BenchDatabase | undefined;

async function main(): Promise<number> {
  const started = Date.now();
  let options: BenchOptions;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message) console.error(`bench: ${error.message}`);
    console.error(USAGE);
    return error.message ? 2 : 0;
  }

  const warnings: string[] = [];
  const budgets = loadBudgets();
  const previous = readPreviousResults();
  const machine = await machineInfo();
  if (machine.cpuBusyAtStart > BUSY_THRESHOLD) {
    warnings.push(
      `${Math.round(machine.cpuBusyAtStart * 100)} % of the CPU was busy before the bench started (e2e tests, a build?): figures are noisy`,
    );
  }

  const unknownBudgeted = budgets.lighthouse.pages.filter((page) => !ROUTES.some((r) => r.path === page));
  if (unknownBudgeted.length > 0)
    throw new Error(
      `bench/budgets.json → lighthouse.pages lists ${unknownBudgeted.join(', ')}, not in bench/routes.ts (the path as written there)`,
    );
  const selected = ROUTES.filter((r) => routeSelected(r.path, options.routes));
  if (selected.length === 0)
    throw new UsageError(`--routes matches none of bench/routes.ts: ${options.routes?.join(', ')}`);
  const choice = chooseDatabase(options.database, { serverUrl: options.postgresUrl });

  const ports =
    choice.kind === 'postgres' ? { app: options.ports.app, baseline: options.ports.baseline } : options.ports;
  for (const [name, port] of Object.entries(ports)) {
    if (await portInUse(port))
      throw new Error(
        `port ${port} (${name}) is already in use on 127.0.0.1; stop what runs there or pass --${name}-port`,
      );
  }

  const building = buildsRunningHere();
  if (building.length > 0)
    throw new Error(
      `a \`next build\` is running in this checkout (pid ${building.join(', ')}); wait until it ends, it rewrites .next`,
    );

  const builds = {
    ours: await prepareOurBuild(options.rebuild, previous, warnings),
    baseline: await prepareBaselineBuild(options.rebuild, previous),
  };
  const buildIdAtStart = buildIdOf(ROOT);
  const sameBuild = () => assertSameBuild(buildIdAtStart);

  let app: RunningServer;
  let baseline: RunningServer;
  let pgVersion: string | undefined;
  if (choice.kind === 'postgres') {
    pgVersion = await postgresVersion(options.postgresUrl);
    log(`creating a fresh PostgreSQL database (${choice.reason}), migrating and seeding it…`);
    database = await createPostgresDatabase({ serverUrl: options.postgresUrl });
    log(
      `starting our app (next start, ${database.label}) on 127.0.0.1:${options.ports.app} and the baseline on 127.0.0.1:${options.ports.baseline}…`,
    );
    [app, baseline] = await Promise.all([
      startAppOnPostgres(options.ports.app, database.url as string),
      startBaseline(options.ports.baseline),
    ]);
  } else {
    database = embeddedDatabase(options.ports.db);
    warnings.push(
      `our app ran on the embedded PGlite (${choice.reason}): the signed-in and API budgets are meant for PostgreSQL`,
    );
    log(
      `starting our app (scripts/start.ts: next start on the embedded PGlite, port ${options.ports.db}) on 127.0.0.1:${options.ports.app} and the baseline on 127.0.0.1:${options.ports.baseline}…`,
    );
    [app, baseline] = await Promise.all([
      startAppOnPglite(options.ports.app, options.ports.db),
      startBaseline(options.ports.baseline),
    ]);
  }

  let cookie: string | undefined;
  if (selected.some((r) => r.signedIn)) {
    try {
      cookie = await signInForBench(app.origin);
    } catch (error) {
      warnings.push(`could not sign a customer in, so signed-in routes are skipped: ${(error as Error).message}`);
    }
  }

  const quality = budgets.weight.html.brotliQuality;
  const baseProbe = await probe(baseline.origin + BASELINE_STATIC);
  const baselineHtml: HtmlWeight | undefined = baseProbe.body ? htmlWeight(baseProbe.body, quality) : undefined;
  const routes: RouteResult[] = [];
  for (const route of selected) {
    const { status, location, response, body } = await probe(
      app.origin + route.path,
      route.signedIn ? cookie : undefined,
    );
    const skipped = route.signedIn && !cookie ? 'no signed-in session' : skipReason(status, location);
    routes.push({
      path: route.path,
      kind: route.kind,
      ...(route.note ? { note: route.note } : {}),
      ...(route.signedIn ? { signedIn: true } : {}),
      status,
      ...(response ? { response } : {}),
      ...(body && !skipped && isPage(route.kind) ? { html: htmlWeight(body, quality) } : {}),
      ...(skipped ? { skipped } : {}),
    });
  }
  const live = routes.filter((r) => !r.skipped);
  const livePages = live.filter((r) => isPage(r.kind));
  log(`${live.length} of ${routes.length} routes answer 2xx today`);
  for (const route of livePages) {
    if (route.response && !route.response.contentEncoding)
      warnings.push(`${route.path}: served without compression to a client that accepts gzip and br`);
  }

  const memoryBefore = { ours: sampleMemory(app.pid), baseline: sampleMemory(baseline.pid) };
  sameBuild();
  let dynamicLoad: BenchResults['baseline']['dynamicLoad'];
  if (options.load) dynamicLoad = await measureOrigin(options, app, baseline, routes, sameBuild, cookie);
  const memory = {
    ours: { before: memoryBefore.ours, after: sampleMemory(app.pid) },
    baseline: { before: memoryBefore.baseline, after: sampleMemory(baseline.pid) },
  };

  // The budgeted pages in the order bench/budgets.json lists them, those of them that answer 2xx.
  const lighthousePages = budgets.lighthouse.pages.flatMap((page) => livePages.filter((r) => r.path === page));
  for (const route of routes)
    if (route.skipped && budgets.lighthouse.pages.includes(route.path))
      warnings.push(`${route.path}: a Lighthouse-budgeted page, not measured (${route.skipped})`);
  let lighthouseNotRun: string | undefined = !options.browser
    ? 'skipped (--no-browser)'
    : !options.lighthouse
      ? 'skipped (--no-lighthouse)'
      : lighthousePages.length === 0
        ? 'none of the routes measured is in bench/budgets.json → lighthouse.pages'
        : lighthouseUnavailable(options.chromePath);
  let baselineLighthouse: LighthouseSummary | undefined;
  if (!lighthouseNotRun) {
    baselineLighthouse = await measureWithLighthouse(
      options,
      app,
      baseline,
      lighthousePages,
      sameBuild,
      cookie,
      warnings,
    );
    if (!baselineLighthouse) lighthouseNotRun = 'the Lighthouse phase measured nothing';
  }

  let browserUnavailable: string | undefined = !options.browser
    ? 'skipped (--no-browser)'
    : !options.playwright
      ? 'not asked for (--playwright runs it)'
      : existsSync(options.chromePath)
        ? undefined
        : `Chromium not found at ${options.chromePath} (set CHROMIUM_PATH; the bench never downloads a browser)`;
  let baselineBrowser: BenchResults['baseline']['browser'];
  let chromiumVersion = 'not run';
  if (!browserUnavailable) {
    try {
      const measured = await measureInBrowser(options, budgets, app, baseline, livePages, sameBuild, cookie, warnings);
      baselineBrowser = measured.baseline;
      chromiumVersion = measured.chromium;
    } catch (error) {
      if ((error as Error).message.includes('.next was replaced')) throw error;
      browserUnavailable = `the Playwright phase failed: ${(error as Error).message.split('\n')[0]}`;
    }
  }

  await stopAllServers();
  await database
    .drop()
    .catch((error: unknown) => warnings.push(`could not drop the bench database: ${(error as Error).message}`));

  const checks: Check[] = [];
  for (const route of lighthousePages) {
    if (route.lighthouse?.median)
      checks.push(
        ...checkLighthouse(budgets, route.path, route.lighthouse.median, baselineLighthouse?.median ?? null, {
          ...(route.html ? { ours: route.html } : {}),
          ...(baselineHtml ? { baseline: baselineHtml } : {}),
        }),
      );
    else if (route.lighthouse)
      warnings.push(`${route.path}: every Lighthouse run failed (${route.lighthouse.errors.join('; ')})`);
  }
  if (baselineLighthouse && !baselineLighthouse.median)
    warnings.push(
      `the baseline page failed in every Lighthouse run (${baselineLighthouse.errors.join('; ')}), so the Lighthouse budgets relative to it are n/a`,
    );
  for (const route of live) {
    if (route.browser?.median)
      checks.push(...checkBrowser(budgets, route.path, route.browser.median, baselineBrowser?.median ?? null));
    else if (route.browser)
      warnings.push(`${route.path}: every browser load failed (${route.browser.errors.join('; ')})`);
    if (route.menu) checks.push(checkMenu(budgets, route.path, route.menu));
    if (route.html) checks.push(...checkHtml(budgets, route.path, route.kind, route.html, baselineHtml ?? null));
    if (route.load)
      checks.push(...checkOrigin(budgets, route.path, route, route.load.ours, route.load.baseline, database.kind));
    if (route.load && (route.load.ours.non2xx > 0 || route.load.ours.errors > 0)) {
      warnings.push(
        `${route.path}: ${route.load.ours.non2xx} non-2xx answers and ${route.load.ours.errors} errors under load`,
      );
    }
  }
  if (baselineBrowser && !baselineBrowser.median)
    warnings.push(
      `the baseline page failed in the browser (${baselineBrowser.errors.join('; ')}), so the browser budgets relative to it are n/a`,
    );
  if (baselineBrowser?.median && baselineBrowser.median.hydratedMs === null)
    warnings.push(
      'the baseline page never set the hydrated mark (bench/baseline/app/hydrated-mark.tsx): is its build current?',
    );
  // Each of Lighthouse's warnings once, with the pages it came from.
  const lighthouseWarnings = new Map<string, string[]>();
  const measured: Array<{ label: string; summary: LighthouseSummary | undefined }> = [
    { label: 'baseline /', summary: baselineLighthouse },
    ...live.map((r) => ({ label: r.path, summary: r.lighthouse })),
  ];
  for (const { label, summary } of measured)
    for (const warning of summary?.warnings ?? [])
      lighthouseWarnings.set(warning, [...(lighthouseWarnings.get(warning) ?? []), label]);
  for (const [warning, pages] of lighthouseWarnings) warnings.push(`Lighthouse (${pages.join(', ')}): ${warning}`);

  const results: BenchResults = {
    date: new Date().toISOString(),
    mode: options.quick ? 'quick' : 'full',
    versions: {
      node: process.version,
      next: versionOf('next'),
      react: versionOf('react'),
      'react-dom': versionOf('react-dom'),
      playwright: versionOf('playwright-core'),
      autocannon: versionOf('autocannon'),
      chromium: chromiumVersion !== 'not run' ? chromiumVersion : (baselineLighthouse?.chromium ?? chromiumVersion),
      lighthouse: versionOf('lighthouse'),
      ...(pgVersion ? { postgresql: pgVersion } : {}),
    },
    machine,
    serving: 'both apps: next start (Next.js compression on), 127.0.0.1',
    database: {
      kind: database.kind,
      label: database.label,
      reason: choice.reason,
      ...(pgVersion ? { version: pgVersion } : {}),
    },
    settings: {
      connections: options.connections,
      warmupSeconds: options.warmupSeconds,
      loadSeconds: options.loadSeconds,
      browserRuns: options.browserRuns,
      menuRuns: options.menuRuns,
      lighthouseRuns: options.lighthouseRuns,
      lighthouse: { ...LIGHTHOUSE_SETTINGS, budgets: budgets.lighthouse },
      throttling: budgets.browser.throttling,
      quietWindowMs: budgets.browser.quietWindowMs,
      phases: {
        browser: options.browser,
        load: options.load,
        lighthouse: options.lighthouse,
        playwright: options.playwright,
      },
      ...(options.routes ? { routes: options.routes } : {}),
      ports: options.ports,
    },
    builds,
    routes,
    baseline: {
      ...(baselineHtml ? { html: baselineHtml } : {}),
      ...(baselineBrowser ? { browser: baselineBrowser } : {}),
      ...(dynamicLoad ? { dynamicLoad } : {}),
      ...(baselineLighthouse ? { lighthouse: baselineLighthouse } : {}),
    },
    memory,
    ...(browserUnavailable ? { browserUnavailable } : {}),
    ...(lighthouseNotRun ? { lighthouseUnavailable: lighthouseNotRun } : {}),
    ...(baselineLighthouse
      ? {
          lighthouseTable: lighthouseRows(
            { summary: baselineLighthouse, html: baselineHtml },
            lighthousePages.map((route) => ({ path: route.path, summary: route.lighthouse, html: route.html })),
            checks,
          ),
          lighthouseSummary: summarize(checks.filter((c) => c.group === 'lighthouse')),
        }
      : {}),
    checks,
    summary: summarize(checks),
    warnings,
    durationSeconds: Math.round((Date.now() - started) / 1000),
  };
  writeResults(results);
  console.log(renderReport(results));
  return 0;
}

let cleaning: Promise<void> | undefined;
/** Idempotent: browsers first (they talk to the servers), then the servers, the bench database, anything still tracked. */
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await browserBench?.close();
    killBrowsers();
    await stopAllServers();
    await database?.drop().catch(() => undefined);
    killAllNow();
  })();
  return cleaning;
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    console.error(`\n[bench] ${signal}: stopping the servers…`);
    void cleanup().finally(() => process.exit(code));
  });
}
// Nothing asynchronous runs in an exit handler: kill outright whatever is still alive.
process.on('exit', killAllNow);

main().then(
  async (code) => {
    await cleanup();
    process.exit(code);
  },
  async (error: unknown) => {
    if (error instanceof UsageError) console.error(`bench: ${error.message}`);
    else console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
    await cleanup();
    process.exit(1);
  },
);
