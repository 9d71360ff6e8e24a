/**
 * `npm run openapi:lint`: writes the OpenAPI document the app serves (/api/openapi.json) and lints it with Redocly's
 * recommended rules, so the native apps can generate a client from it. Any error or warning fails.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The document as production serves it: its server is the public origin, not a developer's localhost.
process.env.NEXT_PUBLIC_SITE_URL ??= 'https://www.toothsi.in';
const { openApiDocument } = await import('@/server/api/openapi');

const file = path.join(process.cwd(), '.data', 'openapi.json');
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(openApiDocument(), null, 2));
const bin = path.join(process.cwd(), 'node_modules', '.bin', 'redocly');
const run = spawnSync(bin, ['lint', file, '--extends=recommended', '--format=json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const report = JSON.parse(run.stdout) as {
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
};
for (const problem of report.problems)
  console.error(`${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`);
if (report.problems.length > 0) {
  console.error(`openapi:lint: ${report.problems.length} problem(s) in the OpenAPI document`);
  process.exit(1);
}
console.log("openapi:lint: the OpenAPI document is clean under Redocly's recommended rules");
