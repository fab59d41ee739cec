// The peers benchmark's report: every round as measured, each server's median, and the median of the
// per-round ratios of the hub to each peer (a ratio within a round compares servers measured minutes
// apart on the same machine; the median of three keeps one disturbed round from deciding).
import type { LoadMeasurement } from '../server/load.ts';
import type { PeerWorkloadId } from './peers.ts';

export interface PeerRound {
  round: number;
  workload: PeerWorkloadId;
  server: string;
  load: LoadMeasurement;
  /** The server's resident memory after the round's load. */
  rssMb: number;
}

export interface PeerSummary {
  workload: PeerWorkloadId;
  server: string;
  medianRps: number;
  medianP50: number;
  medianP99: number;
  errors: number;
  /** For a peer: the median over rounds of the hub's answers a second divided by the peer's. */
  hubRpsRatio?: number;
  /** For a peer: the median over rounds of the peer's p99 divided by the hub's (above 1: the hub's tail is shorter). */
  peerP99Ratio?: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Each server's medians per workload, and each peer's ratios to the hub. */
export function summarise(rounds: PeerRound[], hubName: string): PeerSummary[] {
  const workloads = [...new Set(rounds.map((row) => row.workload))];
  const servers = [...new Set(rounds.map((row) => row.server))];
  return workloads.flatMap((workload) =>
    servers.map((server) => {
      const mine = rounds.filter((row) => row.workload === workload && row.server === server);
      const summary: PeerSummary = {
        workload,
        server,
        medianRps: round2(median(mine.map((row) => row.load.rps))),
        medianP50: round2(median(mine.map((row) => row.load.latencyMs.p50))),
        medianP99: round2(median(mine.map((row) => row.load.latencyMs.p99))),
        errors: mine.reduce((sum, row) => sum + row.load.non2xx + row.load.socketErrors, 0),
      };
      if (server === hubName) return summary;
      const pairs = mine.flatMap((row) => {
        const hub = rounds.find((other) => other.workload === workload && other.server === hubName && other.round === row.round);
        return hub ? [{ hub: hub.load, peer: row.load }] : [];
      });
      return {
        ...summary,
        hubRpsRatio: round2(median(pairs.map(({ hub, peer }) => hub.rps / Math.max(peer.rps, 0.01)))),
        peerP99Ratio: round2(median(pairs.map(({ hub, peer }) => peer.latencyMs.p99 / Math.max(hub.latencyMs.p99, 0.01)))),
      };
    }),
  );
}

interface PeersReport {
  generatedAt: string;
  machine: { cpu: string; cores: number; memoryGb: number; node: string; postgres: string | null };
  settings: { connections: number; rounds: number; seconds: number; warmupSeconds: number; detailIds: number };
  workloads: Record<string, string>;
  rounds: PeerRound[];
  summary: PeerSummary[];
}

/** The report as Markdown: settings, medians with ratios, then every round. */
export function peersMarkdown(report: PeersReport): string {
  const { machine, settings } = report;
  const lines = [
    '# `npm run bench:peers`',
    '',
    `${report.generatedAt}. ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}, PostgreSQL ${machine.postgres}.`,
    `${settings.connections} connections, ${settings.rounds} interleaved rounds of ${settings.warmupSeconds} s warm-up and ${settings.seconds} s measured per server and workload; detail over ${settings.detailIds} ids.`,
    '',
    '| workload | server | answers/s (median) | p50 ms | p99 ms | errors | hub ÷ peer answers/s (median of rounds) | peer ÷ hub p99 |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...report.summary.map(
      (row) =>
        `| ${row.workload} ${report.workloads[row.workload]} | ${row.server} | ${row.medianRps} | ${row.medianP50} | ${row.medianP99} | ${row.errors} | ${row.hubRpsRatio ?? ''} | ${row.peerP99Ratio ?? ''} |`,
    ),
    '',
    '## Every round',
    '',
    '| round | workload | server | answers/s | p50 ms | p99 ms | non-2xx | socket errors | RSS MB |',
    '|---:|---|---|---:|---:|---:|---:|---:|---:|',
    ...report.rounds.map(
      (row) => `| ${row.round} | ${row.workload} | ${row.server} | ${row.load.rps} | ${row.load.latencyMs.p50} | ${row.load.latencyMs.p99} | ${row.load.non2xx} | ${row.load.socketErrors} | ${row.rssMb} |`,
    ),
    '',
  ];
  return lines.join('\n');
}
