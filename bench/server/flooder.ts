// W10 and W13's flooding address on a thread of its own. Its loop of fetches (hundreds of refusals a
// second) ran on the thread that drives autocannon and times the reader's answers, so the load
// generator's own work showed as the hub's delay. Started by floodedReadsPlan (workloads.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { BROWSER_HEADERS } from './fixtures.ts';
import { uniqueSearchPath } from './unique-searches.ts';

/**
 * What the thread is given: where and as whom to flood, how many requests at a time, the first
 * search's number, and, for W13, how many requests a second to start (none: as fast as answered).
 */
export interface FlooderStart {
  baseUrl: string;
  address: string;
  concurrency: number;
  firstSearch: number;
  ratePerSecond?: number;
}

/** What it answers when told to stop: the statuses it got, its answered searches' times, and how many searches it made. */
export interface FlooderReport {
  statuses: Record<number, number>;
  searchMs: number[];
  made: number;
}

const { baseUrl, address, concurrency, firstSearch, ratePerSecond } = workerData as FlooderStart;
let running = true;
let made = 0;
const startedAt = performance.now();
let slots = 0;

/** With a rate, waits for the next request's slot on a fixed schedule (a client at that pace, not one answered faster). */
async function nextSlot(): Promise<void> {
  if (!ratePerSecond) return;
  const wait = startedAt + (slots++ * 1000) / ratePerSecond - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
const statuses = new Map<number, number>();
const searchMs: number[] = [];

async function flood(): Promise<void> {
  while (running) {
    await nextSlot();
    if (!running) break;
    const started = performance.now();
    try {
      const response = await fetch(new URL(uniqueSearchPath(firstSearch + made++), baseUrl), { headers: { ...BROWSER_HEADERS, 'x-forwarded-for': address } });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status === 200) searchMs.push(performance.now() - started);
    } catch {
      statuses.set(0, (statuses.get(0) ?? 0) + 1);
    }
  }
}

const workers = Array.from({ length: concurrency }, () => flood());
parentPort!.once('message', async () => {
  running = false;
  await Promise.all(workers);
  parentPort!.postMessage({ statuses: Object.fromEntries(statuses), searchMs, made } satisfies FlooderReport);
});
