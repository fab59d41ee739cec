// How fast this machine's CPU is at the moment of a run. The host is shared: the same build's TBT has
// doubled from one hour to the next, so each run reports the time of a fixed workload, in the same
// Chromium (unthrottled), before and after its page loads. Runs are comparable when these are close.
import type { Browser } from 'playwright-core';

/** The fixed workload's times, in ms (median of a few tries), at the start and at the end of a run. */
export interface CpuSpeed {
  startMs: number;
  endMs: number;
}

const TRIES = 3;

/** Times the reference workload in a blank page of `browser`: the median of TRIES tries, in ms. */
export async function timeReferenceWorkload(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const times: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      // What a page's start does most: objects made and dropped, strings built and parsed, regexps.
      times.push(
        await page.evaluate(() => {
          const started = performance.now();
          let checksum = 0;
          for (let round = 0; round < 40; round++) {
            const rows = Array.from({ length: 2000 }, (_, index) => ({ id: index, name: `Country ${index}`, value: (index * 7919) % 1000 }));
            const parsed = JSON.parse(JSON.stringify(rows)) as typeof rows;
            checksum += parsed.filter((row) => /^Country \d*7$/.test(row.name)).reduce((sum, row) => sum + row.value, 0);
          }
          if (checksum < 0) throw new Error('unreachable');
          return performance.now() - started;
        }),
      );
    }
    return times.sort((a, b) => a - b)[Math.floor(TRIES / 2)]!;
  } finally {
    await context.close();
  }
}
