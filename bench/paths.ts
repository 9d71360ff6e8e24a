/** Where the bench reads and writes, all relative to the repository root (wherever npm runs it from). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BASELINE_DIR = path.join(ROOT, 'bench', 'baseline');
export const BUDGETS_FILE = path.join(ROOT, 'bench', 'budgets.json');
/** Committed: the figures of the last run, so a diff shows how a change moved them. */
export const RESULTS_FILE = path.join(ROOT, 'bench', 'results.json');
/** Scratch space (database, logs), under the git-ignored .data. */
export const WORK_DIR = path.join(ROOT, '.data', 'bench');
export const LOG_DIR = path.join(WORK_DIR, 'logs');
