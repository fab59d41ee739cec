// The server benchmark's settings: durations from the environment, engines and workloads from flags.

export const ENGINES = ['pglite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

export const WORKLOAD_IDS = ['W0', 'W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10', 'W11', 'W12', 'W13', 'W14'] as const;
export type WorkloadId = (typeof WORKLOAD_IDS)[number];

export interface ServerBenchOptions {
  engines: Engine[];
  workloads: WorkloadId[];
  /** Seconds each workload is measured (W7 has its own). */
  seconds: number;
  warmupSeconds: number;
  w7Seconds: number;
  /** Reuse the last web build in bench/.data/web-dist instead of building again. */
  skipBuild: boolean;
  /** The hub's LOG_LEVEL: quiet by default, as every load's end aborts its requests in flight and each would log an error. */
  hubLogLevel: string;
}

export const USAGE =
  'Usage: npm run bench:server -- [--only=pglite|postgres] [--workloads=W1,W2] [--skip-build]\n' +
  'Environment: BENCH_SECONDS (20), BENCH_WARMUP_SECONDS (5), BENCH_W7_SECONDS (300), BENCH_DATABASE_URL, BENCH_PG_PORT,\n' +
  'BENCH_HUB_LOG_LEVEL (fatal; error shows the hub\'s failures), BENCH_HUB_NODE_ARGS (Node flags for the hub, e.g. --trace-gc).';

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of seconds, got '${env[name]}'.`);
  return value;
}

function flag(argv: string[], name: string): string | undefined {
  return argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function pick<T extends string>(value: string | undefined, known: readonly T[], name: string): T[] {
  if (value === undefined) return [...known];
  const chosen = value.split(',').map((item) => item.trim()).filter(Boolean);
  const unknown = chosen.filter((item) => !(known as readonly string[]).includes(item));
  if (unknown.length || !chosen.length) throw new Error(`--${name} takes ${known.join(', ')}; got '${value}'.\n${USAGE}`);
  return known.filter((item) => chosen.includes(item));
}

/** Reads the options from the command line and the environment. */
export function readServerBenchOptions(argv = process.argv.slice(2), env = process.env): ServerBenchOptions {
  const known = ['--only=', '--workloads=', '--skip-build'];
  const stray = argv.filter((arg) => !known.some((prefix) => arg.startsWith(prefix)));
  if (stray.length) throw new Error(`Unknown argument ${stray.join(' ')}.\n${USAGE}`);
  return {
    engines: pick(flag(argv, 'only'), ENGINES, 'only'),
    workloads: pick(flag(argv, 'workloads')?.toUpperCase(), WORKLOAD_IDS, 'workloads'),
    seconds: seconds(env, 'BENCH_SECONDS', 20),
    warmupSeconds: seconds(env, 'BENCH_WARMUP_SECONDS', 5),
    w7Seconds: seconds(env, 'BENCH_W7_SECONDS', 300),
    skipBuild: argv.includes('--skip-build'),
    hubLogLevel: env.BENCH_HUB_LOG_LEVEL ?? 'fatal',
  };
}
