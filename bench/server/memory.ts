// Samples a process's resident memory while a load runs, to report its peak and whether it grows.

export const RSS_SAMPLE_MS = 250;
/**
 * How much of each end of a run is compared for growth. A Node heap is a sawtooth: under W7 the
 * committed V8 heap swings between about 120 and 250 MB between full collections, 20-25 s apart,
 * while the heap kept after each collection stays flat (58-61 MB, --trace-gc). One second at each
 * end landed anywhere on that sawtooth (-4.8% to +32% in four runs), so each end is a minute (a fifth
 * of shorter runs): several collections, whose median a leak still moves.
 */
const EDGE_SECONDS = 60;
const EDGE_FRACTION = 0.2;
const MIN_EDGE_SAMPLES = 4;

export interface RssSeries {
  everyMs: number;
  /** Bytes, one sample every `everyMs`. */
  samples: number[];
  peakBytes: number;
}

export interface RssGrowth {
  /** Seconds at each end whose samples are compared. */
  edgeSeconds: number;
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

/** Memory over the first minute after the warm-up against the last minute (a fifth of shorter runs), each a median. */
export function rssGrowth(series: RssSeries): RssGrowth {
  const edge = Math.max(MIN_EDGE_SAMPLES, Math.min(Math.round((EDGE_SECONDS * 1000) / series.everyMs), Math.floor(series.samples.length * EDGE_FRACTION)));
  const startBytes = median(series.samples.slice(0, edge));
  const endBytes = median(series.samples.slice(-edge));
  const percent = startBytes === 0 ? 0 : Math.round(((endBytes - startBytes) / startBytes) * 1000) / 10;
  return { edgeSeconds: (edge * series.everyMs) / 1000, startBytes, endBytes, percent };
}

/** The series as one figure a second (MB, the median of that second's samples), for the report's JSON. */
export function rssPerSecondMb(series: RssSeries): number[] {
  const perSecond = Math.max(1, Math.round(1000 / series.everyMs));
  const seconds: number[] = [];
  for (let at = 0; at < series.samples.length; at += perSecond) {
    seconds.push(Math.round(median(series.samples.slice(at, at + perSecond)) / 1024 ** 2));
  }
  return seconds;
}
