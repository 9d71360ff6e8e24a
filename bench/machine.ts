/** What the figures were measured on, and whether something else was competing for the CPU at the time. */
import os from 'node:os';

export interface MachineInfo {
  platform: string;
  release: string;
  arch: string;
  cpuModel: string;
  cpus: number;
  totalMemoryGb: number;
  loadAverageAtStart: number[];
  /** Share of all cores busy over a short idle sample before the run (0–1); the bench itself is idle then. */
  cpuBusyAtStart: number;
}

function cpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    busy += t.user + t.nice + t.sys + t.irq;
    total += t.user + t.nice + t.sys + t.irq + t.idle;
  }
  return { busy, total };
}

/**
 * Busy share of the machine over `ms`. The load average is no good for this: it still carries the bench's own
 * previous phase (or previous run) for minutes.
 */
export async function cpuBusyShare(ms = 2000): Promise<number> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? Number(((after.busy - before.busy) / total).toFixed(2)) : 0;
}

export async function machineInfo(): Promise<MachineInfo> {
  const cpus = os.cpus();
  return {
    platform: os.platform(),
    release: os.release(),
    arch: os.arch(),
    cpuModel: cpus[0]?.model ?? 'unknown',
    cpus: cpus.length,
    totalMemoryGb: Number((os.totalmem() / 2 ** 30).toFixed(1)),
    loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
    cpuBusyAtStart: await cpuBusyShare(),
  };
}

/** Above this share of busy CPU while the bench is idle, figures are flagged as noisy. */
export const BUSY_THRESHOLD = 0.25;
