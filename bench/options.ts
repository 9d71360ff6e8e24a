/** Command-line options of `npm run bench`. Defaults stay clear of the e2e (3100/4100) and dev (3005/54400) ports. */
import type { DatabaseChoice } from './database';

export interface BenchOptions {
  quick: boolean;
  rebuild: boolean;
  /** Any browser at all: false (--no-browser) skips the Lighthouse and the Playwright phases. */
  browser: boolean;
  /** The origin phase (autocannon). */
  load: boolean;
  /** The budgeted browser phase: Lighthouse mobile with devtools throttling, interleaved rounds (--no-lighthouse skips). */
  lighthouse: boolean;
  /** The older Playwright phase with applied throttling (hydrated, menu tap; its own budgets), only with --playwright. */
  playwright: boolean;
  /** Only the routes whose path (with or without its query) is listed; undefined means every route. */
  routes?: string[];
  database: DatabaseChoice;
  /** The PostgreSQL server (no database name: the bench creates its own). */
  postgresUrl: string;
  ports: { app: number; baseline: number; db: number };
  /** Seconds of discarded load before each measured run, so JIT warm-up and first-render caches don't count. */
  warmupSeconds: number;
  loadSeconds: number;
  /** Fixed so runs compare: pages are browsed by few clients at once, API reads are fired by many. */
  connections: { page: number; api: number };
  /** Playwright loads per page; the figures are their median. */
  browserRuns: number;
  /** Menu taps per page; the tap "works" when every attempt opened the menu in time. */
  menuRuns: number;
  /** Interleaved Lighthouse rounds (the baseline, then every budgeted page, each once); figures are their median. */
  lighthouseRuns: number;
  chromePath: string;
}

export const USAGE = `npm run bench -- [options]
  --quick              short run: 1 Lighthouse round, 5 s loads (instead of 5 rounds and 10 s); with --playwright
                       1 load and 1 menu tap per page (instead of 5 and 3)
  --rebuild            build our app even if .next/BUILD_ID exists (the baseline too)
  --runs=N             Lighthouse rounds, and Playwright loads per page (default 5, --quick 1)
  --routes=A,B         only these routes of bench/routes.ts (path, with or without its query); Lighthouse
                       measures those of them that bench/budgets.json → lighthouse.pages lists
  --no-browser         skip every browser phase (Lighthouse and Playwright)
  --no-lighthouse      skip the Lighthouse phase (devtools throttling at Lighthouse's mobile defaults; on by
                       default, --lighthouse accepted)
  --playwright         also run the older Playwright phase with applied throttling (hydrated, menu tap)
  --no-load            skip the origin (autocannon) phase
  --db=auto|postgres|pglite
                       our app's database (default auto: PostgreSQL when pg_isready answers at --pg-url)
  --pg-url=URL         PostgreSQL server, no database name (default postgres://postgres@127.0.0.1:5432,
                       env BENCH_PG_URL); the bench creates a fresh database there and drops it afterwards
  --app-port=N         our app (default 3200, env BENCH_APP_PORT)
  --baseline-port=N    the baseline app (default 3201, env BENCH_BASELINE_PORT)
  --db-port=N          the embedded database of our app on PGlite (default 54500, env BENCH_DB_PORT)
Chromium: env CHROMIUM_PATH (default /usr/bin/chromium).`;

export class UsageError extends Error {}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1024 || n > 65535)
    throw new UsageError(`${name} must be a port number between 1024 and 65535, got "${value}"`);
  return n;
}

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 25)
    throw new UsageError(`${name} must be a whole number from 1 to 25, got "${value}"`);
  return n;
}

export function parseOptions(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): BenchOptions {
  const flags = new Set<string>();
  const values = new Map<string, string>();
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) throw new UsageError(`unknown argument "${arg}"`);
    if (match[2] === undefined) flags.add(match[1]);
    else values.set(match[1], match[2]);
  }
  const knownFlags = new Set([
    'quick',
    'rebuild',
    'no-browser',
    'no-load',
    'lighthouse',
    'no-lighthouse',
    'playwright',
    'help',
  ]);
  const knownValues = new Set(['runs', 'routes', 'db', 'pg-url', 'app-port', 'baseline-port', 'db-port']);
  for (const name of flags)
    if (!knownFlags.has(name))
      throw new UsageError(
        knownValues.has(name) ? `--${name} needs a value (--${name}=…)` : `unknown option --${name}`,
      );
  for (const name of values.keys()) if (!knownValues.has(name)) throw new UsageError(`unknown option --${name}=…`);
  if (flags.has('help')) throw new UsageError('');
  if (flags.has('lighthouse') && flags.has('no-lighthouse'))
    throw new UsageError('--lighthouse and --no-lighthouse contradict each other');

  const quick = flags.has('quick');
  const ports = {
    app: port(values.get('app-port') ?? env.BENCH_APP_PORT, 3200, '--app-port'),
    baseline: port(values.get('baseline-port') ?? env.BENCH_BASELINE_PORT, 3201, '--baseline-port'),
    db: port(values.get('db-port') ?? env.BENCH_DB_PORT, 54500, '--db-port'),
  };
  if (new Set([ports.app, ports.baseline, ports.db]).size !== 3) throw new UsageError('the three ports must differ');

  const database = values.get('db') ?? 'auto';
  if (database !== 'auto' && database !== 'postgres' && database !== 'pglite')
    throw new UsageError(`--db must be auto, postgres or pglite, got "${database}"`);
  const postgresUrl = values.get('pg-url') ?? env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
  if (!/^postgres(ql)?:\/\//.test(postgresUrl))
    throw new UsageError(`--pg-url must be a postgres:// URL, got "${postgresUrl}"`);

  const routes = values
    .get('routes')
    ?.split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  if (routes !== undefined && routes.length === 0) throw new UsageError('--routes needs at least one path');

  const runs = count(values.get('runs'), quick ? 1 : 5, '--runs');
  const browser = !flags.has('no-browser');
  return {
    quick,
    rebuild: flags.has('rebuild'),
    browser,
    load: !flags.has('no-load'),
    lighthouse: browser && !flags.has('no-lighthouse'),
    playwright: browser && flags.has('playwright'),
    ...(routes ? { routes } : {}),
    database,
    postgresUrl,
    ports,
    warmupSeconds: quick ? 1 : 3,
    loadSeconds: quick ? 5 : 10,
    connections: { page: 10, api: 50 },
    browserRuns: runs,
    menuRuns: quick ? 1 : 3,
    lighthouseRuns: runs,
    chromePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  };
}

/** Does a route of bench/routes.ts pass the --routes filter? */
export function routeSelected(path: string, selected: readonly string[] | undefined): boolean {
  if (!selected) return true;
  const bare = path.split('?')[0];
  return selected.some((wanted) => wanted === path || wanted === bare);
}
