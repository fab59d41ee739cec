// Prints what the generator is doing and how long each step took: wall time, and CPU time of the
// process doing the work, which is what the step costs on a machine other jobs are not sharing.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client.ts';
import { rowsOf } from './bulk.ts';

/** One finished step: wall seconds, and CPU seconds when the engine's process can be read. */
export interface StepTiming {
  step: string;
  seconds: number;
  cpuSeconds?: number;
}

/** Seconds of CPU a clock has counted so far; undefined when it cannot be read. */
export type CpuClock = () => number | undefined;

const processCpu: CpuClock = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

// Linux counts a process's CPU time in clock ticks of 1/100 s (USER_HZ).
const TICKS_PER_SECOND = 100;

function linuxProcessCpu(pid: number): number | undefined {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * The CPU clock of an engine: PGlite runs inside this process; a PostgreSQL on this machine runs the
 * statements in its backend process (the generator holds one connection), read from /proc.
 */
export async function engineCpuClock(database: Database): Promise<CpuClock> {
  if (database.kind === 'pglite') return processCpu;
  const [row] = await rowsOf<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
  const pid = Number(row?.pid);
  if (linuxProcessCpu(pid) === undefined) return processCpu;
  return () => {
    const backend = linuxProcessCpu(pid);
    return backend === undefined ? undefined : backend + processCpu()!;
  };
}

const formatSeconds = (timing: StepTiming) =>
  `${timing.seconds.toFixed(1)} s${timing.cpuSeconds === undefined ? '' : ` (CPU ${timing.cpuSeconds.toFixed(1)} s)`}`;

/** A log of one engine's steps: prints each as it starts and ends, and keeps the timings. */
export function createStepLog(engine: string) {
  const timings: StepTiming[] = [];
  let cpuClock: CpuClock = processCpu;
  const print = (text: string) => console.log(`[${engine}] ${text}`);
  return {
    timings,
    print,
    /** Measures CPU with this clock from now on (the engine's, once the database is open). */
    useCpuClock(clock: CpuClock) {
      cpuClock = clock;
    },
    /** Runs one step, printing its start and its duration. */
    async step<T>(name: string, work: () => Promise<T>): Promise<T> {
      print(`${name}…`);
      const started = performance.now();
      const cpuStarted = cpuClock();
      const result = await work();
      const cpuEnded = cpuClock();
      const timing: StepTiming = { step: name, seconds: (performance.now() - started) / 1000 };
      if (cpuStarted !== undefined && cpuEnded !== undefined) timing.cpuSeconds = cpuEnded - cpuStarted;
      timings.push(timing);
      print(`${name}: ${formatSeconds(timing)}`);
      return result;
    },
    /** A progress callback for a step that writes `total` rows in chunks. */
    progress(name: string, total: number) {
      const started = performance.now();
      return (written: number) =>
        print(`  ${name}: ${written.toLocaleString('en')} / ${total.toLocaleString('en')} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    },
    /** The sum of the steps so far. */
    total(): StepTiming {
      const cpu = timings.every((t) => t.cpuSeconds !== undefined) ? timings.reduce((sum, t) => sum + t.cpuSeconds!, 0) : undefined;
      return { step: 'total', seconds: timings.reduce((sum, t) => sum + t.seconds, 0), ...(cpu === undefined ? {} : { cpuSeconds: cpu }) };
    },
  };
}
