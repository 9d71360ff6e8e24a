/**
 * `npm run bench`: our app against a bare Next.js baseline, on this machine, in one run. Not a test: it never
 * fails on a budget, it reports. Phases run one after another so they never disturb each other: builds, both
 * servers up, probes and first-load JS, load tests (ours and baseline alternating), memory, then Lighthouse alone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkFirstLoadJs, checkLighthouse, checkLoad, checkMemory, loadBudgets, type Check } from './budgets';
import { assertSameBuild, buildsRunningHere, prepareBaselineBuild, prepareOurBuild } from './build';
import { firstLoadJs } from './js-size';
import { killBrowsers, lighthouseUnavailable, runLighthouse } from './lighthouse';
import { measureLoad } from './load';
import { BUSY_THRESHOLD, cpuBusyShare, machineInfo } from './machine';
import { sampleMemory } from './memory';
import { parseOptions, USAGE, UsageError, type BenchOptions } from './options';
import { ROOT } from './paths';
import { renderReport } from './report';
import { signInForBench } from './session';
import { readPreviousResults, toJsFigures, writeResults, type BenchResults, type RouteResult } from './results';
import { BASELINE_DYNAMIC, BASELINE_STATIC, ROUTES, isPage } from './routes';
import { buildIdOf, killAllNow, portInUse, startApp, startBaseline, stopAllServers, type RunningServer } from './servers';

function versionOf(pkg: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'not installed';
  }
}

/** One plain GET, redirects not followed: only routes that answer 2xx themselves are worth loading. */
async function probe(url: string, cookie?: string): Promise<{ status: number | null; location?: string; response?: RouteResult['response'] }> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000), ...(cookie ? { headers: { cookie } } : {}) });
    const body = await response.arrayBuffer();
    return {
      status: response.status,
      location: response.headers.get('location') ?? undefined,
      response: { cacheControl: response.headers.get('cache-control'), nextCache: response.headers.get('x-nextjs-cache'), htmlBytes: body.byteLength },
    };
  } catch {
    return { status: null };
  }
}

function skipReason(status: number | null, location: string | undefined): string | undefined {
  if (status === null) return 'no answer';
  if (status === 404) return 'answers 404: not built yet';
  if (status >= 300 && status < 400) return `redirects (${status}) to ${location ?? '?'}`;
  if (status < 200 || status >= 300) return `answers ${status}`;
  return undefined;
}

const log = (message: string) => console.log(`[bench] ${message}`);

async function measureRoutes(options: BenchOptions, app: RunningServer, baseline: RunningServer, routes: RouteResult[], sameBuild: () => void, cookie: string | undefined): Promise<NonNullable<BenchResults['baseline']['dynamicLoad']>> {
  const settings = { seconds: options.loadSeconds, warmupSeconds: options.warmupSeconds };
  for (const route of routes.filter((r) => !r.skipped)) {
    const connections = route.kind === 'api' ? options.connections.api : options.connections.page;
    log(`load ${route.path}${route.signedIn ? ' (signed in)' : ''} (${connections} connections), then baseline static`);
    // Alternating ours and baseline means a slow patch of the machine hits both sides of each ratio alike.
    const ours = await measureLoad(app.origin + route.path, { ...settings, connections, api: route.kind === 'api', ...(route.signedIn ? { cookie } : {}) });
    const base = await measureLoad(baseline.origin + BASELINE_STATIC, { ...settings, connections, api: false });
    route.load = { ours, baseline: base, throughputRatio: ours.requestsPerSec / base.requestsPerSec, p99Ratio: ours.p99Ms / Math.max(base.p99Ms, 1) };
    sameBuild();
  }
  log('load baseline /dynamic, then baseline static');
  const connections = options.connections.page;
  const figures = await measureLoad(baseline.origin + BASELINE_DYNAMIC, { ...settings, connections, api: false });
  const staticFigures = await measureLoad(baseline.origin + BASELINE_STATIC, { ...settings, connections, api: false });
  return { figures, staticFigures };
}

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
    warnings.push(`${Math.round(machine.cpuBusyAtStart * 100)} % of the CPU was busy before the bench started (e2e tests, a build?): figures are noisy`);
  }

  for (const [name, port] of Object.entries(options.ports)) {
    if (await portInUse(port)) throw new Error(`port ${port} (${name}) is already in use on 127.0.0.1; stop what runs there or pass --${name}-port`);
  }

  const building = buildsRunningHere();
  if (building.length > 0) throw new Error(`a \`next build\` is running in this checkout (pid ${building.join(', ')}); wait until it ends, it rewrites .next`);

  const builds = { ours: await prepareOurBuild(options.rebuild, previous, warnings), baseline: await prepareBaselineBuild(options.rebuild, previous) };
  const buildIdAtStart = buildIdOf(ROOT);
  const sameBuild = () => assertSameBuild(buildIdAtStart);

  log(`starting our app on 127.0.0.1:${options.ports.app} (embedded database on ${options.ports.db}) and the baseline on 127.0.0.1:${options.ports.baseline}…`);
  const [app, baseline] = await Promise.all([startApp(options.ports.app, options.ports.db), startBaseline(options.ports.baseline)]);

  let cookie: string | undefined;
  if (ROUTES.some((r) => r.signedIn)) {
    try {
      cookie = await signInForBench(app.origin);
    } catch (error) {
      warnings.push(`could not sign a customer in, so signed-in routes are skipped: ${(error as Error).message}`);
    }
  }

  const routes: RouteResult[] = [];
  for (const route of ROUTES) {
    const { status, location, response } = await probe(app.origin + route.path, route.signedIn ? cookie : undefined);
    const skipped = route.signedIn && !cookie ? 'no signed-in session' : skipReason(status, location);
    routes.push({
      path: route.path,
      kind: route.kind,
      ...(route.note ? { note: route.note } : {}),
      ...(route.signedIn ? { signedIn: true } : {}),
      status,
      ...(response ? { response } : {}),
      ...(skipped ? { skipped } : {}),
    });
  }
  const live = routes.filter((r) => !r.skipped);
  log(`${live.length} of ${routes.length} routes answer 2xx today`);

  const memoryBefore = { ours: sampleMemory(app.pid), baseline: sampleMemory(baseline.pid) };

  log('first-load JS…');
  const baseStaticJs = toJsFigures(await firstLoadJs(baseline.origin + BASELINE_STATIC));
  const baseDynamicJs = toJsFigures(await firstLoadJs(baseline.origin + BASELINE_DYNAMIC));
  for (const route of live.filter((r) => isPage(r.kind))) {
    const js = toJsFigures(await firstLoadJs(app.origin + route.path, route.signedIn ? cookie : undefined));
    route.firstLoadJs = { ...js, extraGzipBytes: js.gzipBytes - baseStaticJs.gzipBytes };
    if (js.external.length > 0) warnings.push(`${route.path} loads scripts from other origins, not counted: ${js.external.join(', ')}`);
  }

  sameBuild();
  const dynamicLoad = await measureRoutes(options, app, baseline, routes, sameBuild, cookie);
  const memory = { ours: { before: memoryBefore.ours, after: sampleMemory(app.pid) }, baseline: { before: memoryBefore.baseline, after: sampleMemory(baseline.pid) } };

  const unavailable = options.lighthouse ? lighthouseUnavailable(options.chromePath) : 'skipped (--no-lighthouse)';
  let baselineLighthouse: BenchResults['baseline']['lighthouse'];
  if (!unavailable) {
    const busy = await cpuBusyShare();
    if (busy > BUSY_THRESHOLD) warnings.push(`${Math.round(busy * 100)} % of the CPU was busy with something else just before Lighthouse: its scores are noisy`);
    // Only now, with every load test finished: Lighthouse's simulated throttling is sensitive to a busy CPU.
    log(`Lighthouse (${options.lighthouseRuns} run(s) per page) on the baseline…`);
    baselineLighthouse = await runLighthouse(baseline.origin + BASELINE_STATIC, options.lighthouseRuns, options.chromePath);
    for (const route of live.filter((r) => isPage(r.kind))) {
      log(`Lighthouse ${route.path}…`);
      route.lighthouse = await runLighthouse(app.origin + route.path, options.lighthouseRuns, options.chromePath, route.signedIn ? cookie : undefined);
      sameBuild();
    }
  }

  await stopAllServers();

  const checks: Check[] = [];
  for (const route of live) {
    if (route.load) checks.push(...checkLoad(budgets, route.path, route.kind, route.load.ours, route.load.baseline));
    if (route.firstLoadJs) checks.push(...checkFirstLoadJs(budgets, route.path, route.kind, route.firstLoadJs.gzipBytes, baseStaticJs.gzipBytes));
    if (route.lighthouse?.median) checks.push(...checkLighthouse(budgets, route.path, route.lighthouse.median, baselineLighthouse?.median ?? null));
    if (route.load && (route.load.ours.non2xx > 0 || route.load.ours.errors > 0)) {
      warnings.push(`${route.path}: ${route.load.ours.non2xx} non-2xx answers and ${route.load.ours.errors} errors under load`);
    }
  }
  checks.push(...checkMemory(budgets, memory.ours.after.serverKb, memory.baseline.after.serverKb));
  if (baselineLighthouse && !baselineLighthouse.median) warnings.push('Lighthouse failed on the baseline page, so TBT has no budget this run');
  if (baselineLighthouse?.median) {
    // The absolute Lighthouse budgets assume a fast machine; when even the bare page misses them, say so plainly.
    const missed = checkLighthouse(budgets, 'baseline /', baselineLighthouse.median, null).filter((c) => c.verdict === 'over');
    if (missed.length > 0) {
      warnings.push(
        `the bare baseline page itself misses ${missed.map((c) => `${c.figure} ${c.value} (${c.comparison} ${c.limit})`).join(', ')} here (Lighthouse benchmarkIndex ${baselineLighthouse.benchmarkIndex ?? '?'}): on this machine those absolute budgets measure the CPU as much as the app`,
      );
    }
  }
  for (const summary of [baselineLighthouse, ...live.map((r) => r.lighthouse)]) {
    for (const warning of summary?.warnings ?? []) if (!warnings.includes(`Lighthouse: ${warning}`)) warnings.push(`Lighthouse: ${warning}`);
  }

  const results: BenchResults = {
    date: new Date().toISOString(),
    mode: options.quick ? 'quick' : 'full',
    versions: {
      node: process.version,
      next: versionOf('next'),
      react: versionOf('react'),
      'react-dom': versionOf('react-dom'),
      lighthouse: versionOf('lighthouse'),
      autocannon: versionOf('autocannon'),
      chromium: baselineLighthouse?.userAgent?.match(/Chrome\/([\d.]+)/)?.[1] ?? 'not run',
    },
    machine,
    settings: { connections: options.connections, warmupSeconds: options.warmupSeconds, loadSeconds: options.loadSeconds, lighthouseRuns: options.lighthouseRuns, ports: options.ports },
    builds,
    routes,
    baseline: { dynamicLoad, firstLoadJs: { static: baseStaticJs, dynamic: baseDynamicJs }, ...(baselineLighthouse ? { lighthouse: baselineLighthouse } : {}) },
    memory,
    ...(unavailable ? { lighthouseUnavailable: unavailable } : {}),
    checks,
    summary: { within: checks.filter((c) => c.verdict === 'within').length, over: checks.filter((c) => c.verdict === 'over').length },
    warnings,
    durationSeconds: Math.round((Date.now() - started) / 1000),
  };
  writeResults(results);
  console.log(renderReport(results));
  return 0;
}

let cleaning: Promise<void> | undefined;
/** Idempotent: browsers first (they talk to the servers), then the servers, then anything still tracked. */
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    killBrowsers();
    await stopAllServers();
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
    console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
    await cleanup();
    process.exit(1);
  },
);
