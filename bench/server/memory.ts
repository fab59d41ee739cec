// Samples a process's resident memory while a load runs, to report its peak and whether it grows.

export const RSS_SAMPLE_MS = 250;
/** Samples at each end of a run compared for growth: one second, so one GC pause does not decide. */
const EDGE_SAMPLES = 4;

export interface RssSeries {
  everyMs: number;
  /** Bytes, one sample every `everyMs`. */
  samples: number[];
  peakBytes: number;
}

export interface RssGrowth {
  startBytes: number;
  endBytes: number;
  /** (end - start) / start, in percent. */
  percent: number;
}

/** A sampler of `readRss` every RSS_SAMPLE_MS between `start` and `stop` (no samples if never started). */
export function createRssSampler(readRss: () => number): { start(): void; stop(): RssSeries } {
  const samples: number[] = [];
  let timer: NodeJS.Timeout | undefined;
  const take = () => {
    try {
      samples.push(readRss());
    } catch {
      // The process ended; the run will report its errors.
    }
  };
  return {
    start() {
      take();
      timer = setInterval(take, RSS_SAMPLE_MS);
    },
    stop() {
      if (timer) {
        clearInterval(timer);
        take();
      }
      return { everyMs: RSS_SAMPLE_MS, samples, peakBytes: Math.max(0, ...samples) };
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Memory at the start of the run (after its warm-up) against memory at its end, each the median of a second of samples. */
export function rssGrowth(series: RssSeries): RssGrowth {
  const startBytes = median(series.samples.slice(0, EDGE_SAMPLES));
  const endBytes = median(series.samples.slice(-EDGE_SAMPLES));
  const percent = startBytes === 0 ? 0 : Math.round(((endBytes - startBytes) / startBytes) * 1000) / 10;
  return { startBytes, endBytes, percent };
}
