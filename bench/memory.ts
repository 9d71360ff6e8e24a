/**
 * Resident memory of a server's process tree, read from /proc (Linux only). Our app runs as scripts/start.ts (which
 * also hosts the embedded PGlite database) with next-server as its child; the baseline is next-server alone. The
 * budget compares the next-server trees, so the database in our launcher does not count against the app; the
 * launcher is reported beside it.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface MemorySample {
  /** next-server and its descendants, in kB. */
  serverKb: number;
  /** Everything else in the tree the bench started (for our app: scripts/start.ts with PGlite), in kB. */
  launcherKb: number;
}

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function parentOf(pid: number): number | undefined {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[1]);
}

function descendants(root: number): number[] {
  const byParent = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const parent = parentOf(pid);
    if (parent === undefined) continue;
    byParent.set(parent, [...(byParent.get(parent) ?? []), pid]);
  }
  const out: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    out.push(pid);
    queue.push(...(byParent.get(pid) ?? []));
  }
  return out;
}

function rssKb(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(read(`/proc/${pid}/status`) ?? '');
  return match?.[1] ? Number(match[1]) : 0;
}

function isNextServer(pid: number): boolean {
  // Next.js sets its process title to "next-server (vX.Y.Z)", which replaces the command line.
  return (read(`/proc/${pid}/cmdline`) ?? '').startsWith('next-server');
}

export function sampleMemory(rootPid: number): MemorySample {
  const tree = descendants(rootPid);
  const server = tree.find(isNextServer) ?? rootPid;
  const serverPids = descendants(server);
  const serverKb = serverPids.reduce((sum, pid) => sum + rssKb(pid), 0);
  const launcherKb = tree.filter((pid) => !serverPids.includes(pid)).reduce((sum, pid) => sum + rssKb(pid), 0);
  return { serverKb, launcherKb };
}
