import { readdirSync } from 'node:fs';
import path from 'node:path';
import { BITE_PROBLEM_PATHS } from './section-routes';
import { ACNE_CONDITIONS, acneConditionPath } from './skin-pages';

/**
 * The page routes of the app as the folder tree under app/[locale]/ defines them, locale-free, as patterns
 * (`/toothsi/products/:productId/:slug`): route groups `(site)` are left out of the path, `[name]` is `:name`, and
 * the catch-all `[...rest]` (the 404) is not a route. Node only (reads the file system): for scripts and tests, so
 * route tables that must agree with app/ are checked against it rather than kept in step by hand.
 */
export function appRoutes(root = path.join(process.cwd(), 'app', '[locale]')): string[] {
  const routes: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    if (entries.some((e) => e.isFile() && /^page\.(tsx|ts|jsx|js)$/.test(e.name)))
      routes.push(`/${segments.join('/')}`);
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name.startsWith('[...') || entry.name.startsWith('@')) continue;
      const name = entry.name;
      const segment = /^\(.+\)$/.test(name) ? null : /^\[(.+)\]$/.test(name) ? `:${name.slice(1, -1)}` : name;
      walk(path.join(dir, name), segment === null ? segments : [...segments, segment]);
    }
  };
  walk(root, []);
  return [...new Set(routes)].sort();
}

/** Whether a locale-free path (no query) is one of `routes` (patterns from appRoutes). */
export function matchesRoute(routes: readonly string[], pathname: string): boolean {
  const have = pathname.split('/').filter(Boolean);
  return routes.some((route) => {
    const want = route.split('/').filter(Boolean);
    return want.length === have.length && want.every((w, i) => w.startsWith(':') || w === have[i]);
  });
}

/**
 * appRoutes with the two dynamic routes that serve a fixed list spelled out: `/toothsi/:bite` is the seven
 * bite-problem pages and `/skinnsi/acne-treatment/:condition` the three conditions; any other path there is a 404.
 */
export function pageRoutes(): string[] {
  return [
    ...appRoutes().filter((r) => r !== '/toothsi/:bite' && r !== '/skinnsi/acne-treatment/:condition'),
    ...BITE_PROBLEM_PATHS,
    ...ACNE_CONDITIONS.map(acneConditionPath),
  ];
}
