// Drives one load with autocannon and measures it. The warm-up and the measured part are one
// continuous run: stopping between them would abort the requests in flight, which a slow server
// still works through, and the measured part would start behind that backlog. autocannon's own
// histogram has no p95, so every answer of the measured part is kept here and percentiles are exact.
import { REQUEST_TIMEOUT_MS } from '@wefe/contract';
import autocannon, { type AutocannonRequest } from 'autocannon';

export const CONNECTIONS = 50;

/** The web client's limit: an answer slower than this counts as an error. */
export const DEFAULT_TIMEOUT_SECONDS = REQUEST_TIMEOUT_MS / 1000;

export interface LoadMeasurement {
  /** Length of the measured part (after the warm-up). */
  seconds: number;
  answers: number;
  rps: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** Answers with a status outside 2xx. */
  non2xx: number;
  /** Connection errors, timeouts included. */
  socketErrors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Mean bytes per answer on the wire: status line, headers and body as the server sent them. */
  bytesPerAnswer: number;
}

export interface LoadSchedule {
  warmupSeconds: number;
  seconds: number;
  timeoutSeconds?: number;
  /** Called when the warm-up ends and measuring begins. */
  onMeasureStart?: () => void;
}

/** A growable list of numbers, sorted once when percentiles are asked. */
function createSeries() {
  let values = new Float64Array(1 << 16);
  let count = 0;
  return {
    add(value: number) {
      if (count === values.length) {
        const grown = new Float64Array(values.length * 2);
        grown.set(values);
        values = grown;
      }
      values[count++] = value;
    },
    get count() {
      return count;
    },
    /** Nearest-rank percentiles of what was added. */
    percentiles(...ranks: number[]): number[] {
      const sorted = values.slice(0, count).sort();
      return ranks.map((rank) => (count === 0 ? 0 : sorted[Math.max(0, Math.ceil((rank / 100) * count) - 1)]!));
    },
  };
}

/** What the measured part saw: latencies, bytes, status codes and errors. */
function createTally() {
  const latencies = createSeries();
  const statusCodes: Record<string, number> = {};
  let bytes = 0;
  let socketErrors = 0;
  let timeouts = 0;
  return {
    answer(status: number, answerBytes: number, responseMs: number) {
      latencies.add(responseMs);
      bytes += answerBytes;
      statusCodes[status] = (statusCodes[status] ?? 0) + 1;
    },
    error(error: Error) {
      socketErrors += 1;
      if (error.message.includes('timed out')) timeouts += 1;
    },
    result(seconds: number): LoadMeasurement {
      const [p50 = 0, p95 = 0, p99 = 0, max = 0] = latencies.percentiles(50, 95, 99, 100).map((ms) => round(ms));
      const answers = latencies.count;
      const non2xx = Object.entries(statusCodes).reduce((sum, [code, count]) => (code.startsWith('2') ? sum : sum + count), 0);
      return {
        seconds: round(seconds),
        answers,
        rps: seconds > 0 ? round(answers / seconds, 1) : 0,
        latencyMs: { p50, p95, p99, max },
        non2xx,
        socketErrors,
        timeouts,
        statusCodes,
        bytesPerAnswer: answers === 0 ? 0 : Math.round(bytes / answers),
      };
    },
  };
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Runs the requests on CONNECTIONS connections against `url` for the warm-up and then the measured seconds. */
export async function driveLoad(url: string, requests: AutocannonRequest[], schedule: LoadSchedule): Promise<LoadMeasurement> {
  const tally = createTally();
  let measuring = false;
  let measureStartedAt = 0;
  const startMeasuring = () => {
    measuring = true;
    measureStartedAt = performance.now();
    schedule.onMeasureStart?.();
  };
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: schedule.warmupSeconds + schedule.seconds,
    timeout: schedule.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
    requests,
  });
  instance.on('response', (_client: unknown, status: number, answerBytes: number, responseMs: number) => {
    if (measuring) tally.answer(status, answerBytes, responseMs);
  });
  instance.on('reqError', (error: Error) => {
    if (measuring) tally.error(error);
  });
  let warmup: NodeJS.Timeout | undefined;
  if (schedule.warmupSeconds > 0) warmup = setTimeout(startMeasuring, schedule.warmupSeconds * 1000);
  else startMeasuring();
  await instance;
  clearTimeout(warmup);
  return tally.result(measuring ? (performance.now() - measureStartedAt) / 1000 : 0);
}
