/** Command-line options of `npm run bench`. Defaults stay clear of the e2e (3100/4100) and dev (3005/54400) ports. */

export interface BenchOptions {
  quick: boolean;
  rebuild: boolean;
  lighthouse: boolean;
  ports: { app: number; baseline: number; db: number };
  /** Seconds of discarded load before each measured run, so JIT warm-up and first-render caches don't count. */
  warmupSeconds: number;
  loadSeconds: number;
  /** Fixed so runs compare: pages are browsed by few clients at once, API reads are fired by many. */
  connections: { page: number; api: number };
  lighthouseRuns: number;
  chromePath: string;
}

export const USAGE = `npm run bench -- [options]
  --quick              short run: 5 s loads, one Lighthouse run per page (under 5 minutes)
  --rebuild            build our app even if .next/BUILD_ID exists (the baseline too)
  --no-lighthouse      skip Lighthouse
  --app-port=N         our app (default 3200, env BENCH_APP_PORT)
  --baseline-port=N    the baseline app (default 3201, env BENCH_BASELINE_PORT)
  --db-port=N          the embedded database of our app (default 54500, env BENCH_DB_PORT)
Chromium: env CHROMIUM_PATH (default /usr/bin/chromium).`;

export class UsageError extends Error {}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1024 || n > 65535) throw new UsageError(`${name} must be a port number between 1024 and 65535, got "${value}"`);
  return n;
}

export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptions {
  const flags = new Set<string>();
  const values = new Map<string, string>();
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) throw new UsageError(`unknown argument "${arg}"`);
    if (match[2] === undefined) flags.add(match[1]);
    else values.set(match[1], match[2]);
  }
  const known = new Set(['quick', 'rebuild', 'no-lighthouse', 'help', 'app-port', 'baseline-port', 'db-port']);
  for (const name of [...flags, ...values.keys()]) if (!known.has(name)) throw new UsageError(`unknown option --${name}`);
  if (flags.has('help')) throw new UsageError('');

  const quick = flags.has('quick');
  const ports = {
    app: port(values.get('app-port') ?? env.BENCH_APP_PORT, 3200, '--app-port'),
    baseline: port(values.get('baseline-port') ?? env.BENCH_BASELINE_PORT, 3201, '--baseline-port'),
    db: port(values.get('db-port') ?? env.BENCH_DB_PORT, 54500, '--db-port'),
  };
  if (new Set([ports.app, ports.baseline, ports.db]).size !== 3) throw new UsageError('the three ports must differ');

  return {
    quick,
    rebuild: flags.has('rebuild'),
    lighthouse: !flags.has('no-lighthouse'),
    ports,
    warmupSeconds: quick ? 1 : 3,
    loadSeconds: quick ? 5 : 10,
    connections: { page: 10, api: 50 },
    lighthouseRuns: quick ? 1 : 3,
    chromePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  };
}
