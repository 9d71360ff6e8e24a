#!/usr/bin/env node
// Renders nginx.conf.template into a configuration directory (nginx.conf + cache-generation.js beside it).
// Plain Node, no dependencies, so it runs on a production machine without the dev tools.
//   node deploy/nginx/render.mjs --out /etc/nginx --upstream 127.0.0.1:3000 --upstream 127.0.0.1:3001 [--listen 80]
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Debian's paths; every one can be overridden (the test puts everything in a temporary prefix). */
export const DEFAULTS = {
  upstreams: ['127.0.0.1:3000'],
  listen: '80',
  cacheDir: '/var/lib/nginx/cache', // /var/lib/nginx comes with Debian's package; nginx creates the last level
  cacheMaxSize: '2g',
  tempDir: '/var/lib/nginx',
  modulesDir: '/usr/lib/nginx/modules',
  user: 'www-data',
  errorLog: '/var/log/nginx/error.log',
  accessLog: '/var/log/nginx/access.log',
};

/** Writes `<outDir>/nginx.conf` and `<outDir>/cache-generation.js`; returns the configuration's path. */
export function renderNginxConf(outDir, options = {}) {
  const o = { ...DEFAULTS, ...options };
  if (o.upstreams.length === 0) throw new Error('at least one upstream (host:port) is needed');
  const values = {
    UPSTREAM_SERVERS: o.upstreams.map((u) => `    server ${u} max_fails=3 fail_timeout=10s;`).join('\n'),
    LISTEN: o.listen,
    CACHE_DIR: o.cacheDir,
    CACHE_MAX_SIZE: o.cacheMaxSize,
    TEMP_DIR: o.tempDir,
    MODULES_DIR: o.modulesDir,
    USER: o.user,
    ERROR_LOG: o.errorLog,
    ACCESS_LOG: o.accessLog,
    CONF_DIR: path.resolve(outDir),
  };
  const conf = readFileSync(path.join(here, 'nginx.conf.template'), 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`nginx.conf.template: unknown placeholder {{${name}}}`);
    return values[name];
  });
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'nginx.conf');
  writeFileSync(file, conf);
  copyFileSync(path.join(here, 'cache-generation.js'), path.join(outDir, 'cache-generation.js'));
  return file;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const options = { upstreams: [] };
  let outDir = '';
  const names = {
    '--listen': 'listen',
    '--cache-dir': 'cacheDir',
    '--cache-max-size': 'cacheMaxSize',
    '--temp-dir': 'tempDir',
    '--modules-dir': 'modulesDir',
    '--user': 'user',
    '--error-log': 'errorLog',
    '--access-log': 'accessLog',
  };
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--out') outDir = value;
    else if (flag === '--upstream') options.upstreams.push(value);
    else if (flag in names) options[names[flag]] = value;
    else throw new Error(`unknown option ${flag}`);
  }
  if (!outDir)
    throw new Error(
      'usage: render.mjs --out DIR --upstream HOST:PORT [--upstream HOST:PORT ...] [--listen 80] [--cache-dir DIR]',
    );
  if (options.upstreams.length === 0) delete options.upstreams;
  console.log(renderNginxConf(outDir, options));
}
