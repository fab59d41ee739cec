// The web benchmark's reports: the whole result as JSON (one file per run) and a Markdown summary
// (web-latest.md, overwritten) with each target's pass or miss.
import fs from 'node:fs';
import path from 'node:path';
import { resultsDir } from '../lib/paths.ts';
import type { BundleSizes, ChunkSize, HomeInitialJs } from './bundle-sizes.ts';
import type { THROTTLING, VIEWPORT } from './chromium.ts';
import type { CpuSpeed } from './cpu-speed.ts';
import { GLOBE_POINTS, type GlobeFrames, type GlobeRuns } from './globe.ts';
import { MAX_WAIT_AFTER_LOAD_MS, median, QUIET_MS, type PageMetrics } from './page-metrics.ts';
import { TARGETS, withinLimit, type FigureUnit, type TargetCheck } from './targets.ts';

/** Where and on what the run measured. */
export interface WebBenchEnvironment {
  chromium: string;
  node: string;
  cpus: number;
  /** The 1-minute load average when the run started: other work on the machine skews the figures. */
  loadAverageAtStart: number;
  /** A fixed workload's time in Chromium, unthrottled, at the start and end (cpu-speed.ts): how fast the shared host was. */
  cpuSpeed?: CpuSpeed;
  viewport: typeof VIEWPORT;
  throttling: typeof THROTTLING;
  loadsPerPage: number;
  dataDir: string;
  /** 'bench' = the generated data (npm run bench:data); 'sample' = a fresh database with the seed only. */
  data: 'bench' | 'sample' | 'given';
}

/** What the scripts of the home page's first load weighed on the wire. */
export interface HomeTransfer {
  /** Median over the loads of `/` of the script response bodies' bytes. */
  bytes: number | null;
  scripts: number;
  /** The Content-Encodings seen ('identity' when none). */
  encodings: string[];
}

/** Everything one `npm run bench:web` measured. */
export interface WebBenchResult {
  startedAt: string;
  durationMs: number;
  environment: WebBenchEnvironment;
  bundle: BundleSizes;
  home: HomeInitialJs;
  homeTransfer: HomeTransfer;
  pages: PageMetrics[];
  /** Null when bench/web/globe-frame.ts does not exist yet. */
  globe: GlobeRuns | null;
  checks: TargetCheck[];
  /** Things a reader should know about this run (a page not measured, a load that broke). */
  notes: string[];
}

/** Writes web-<timestamp>.json, web-latest.json and web-latest.md under bench/results and returns their paths. */
export function writeReports(result: WebBenchResult): { json: string; markdown: string } {
  fs.mkdirSync(resultsDir, { recursive: true });
  const stamp = result.startedAt.replace(/[:.]/g, '-');
  const json = path.join(resultsDir, `web-${stamp}.json`);
  const markdown = path.join(resultsDir, 'web-latest.md');
  fs.writeFileSync(json, `${JSON.stringify(result, null, 2)}\n`);
  fs.copyFileSync(json, path.join(resultsDir, 'web-latest.json'));
  fs.writeFileSync(markdown, renderMarkdown(result, path.basename(json)));
  return { json, markdown };
}

/** The Markdown summary of a run. */
export function renderMarkdown(result: WebBenchResult, jsonName: string): string {
  return [
    `# Web benchmark, ${result.startedAt}`,
    '',
    environmentLine(result),
    '',
    ...(result.notes.length ? ['**Notes**', '', ...result.notes.map((note) => `- ${note}`), ''] : []),
    '## Targets',
    '',
    table(['target', 'limit', 'measured', ''], result.checks.map((check) => [check.label, formatFigure(check.limit, check.unit), formatFigure(check.measured, check.unit), mark(check.pass)])),
    '',
    ...homeSection(result),
    ...pagesSection(result),
    ...globeSection(result.globe),
    ...routesSection(result.bundle),
    ...methodSection(),
    `Full figures (every load, every chunk): \`${jsonName}\`.`,
    '',
  ].join('\n');
}

function environmentLine({ environment: env, durationMs }: WebBenchResult): string {
  return (
    `Chromium ${env.chromium}, Node ${env.node}, ${env.cpus} CPUs (load average ${env.loadAverageAtStart.toFixed(2)} at start` +
    (env.cpuSpeed ? `; reference workload ${env.cpuSpeed.startMs.toFixed(0)} ms at start, ${env.cpuSpeed.endMs.toFixed(0)} ms at end, lower is faster` : '') +
    `); ` +
    `viewport ${env.viewport.width}x${env.viewport.height} (desktop); ${env.throttling.cpuSlowdown}x CPU slowdown, ` +
    `${env.throttling.latencyMs} ms latency, ${env.throttling.downloadBitsPerSecond / 1e6} Mbps down, ${env.throttling.uploadBitsPerSecond / 1e3} kbps up; ` +
    `median of ${env.loadsPerPage} cold loads per page; data: ${env.data} (${env.dataDir}); run took ${(durationMs / 1000).toFixed(0)} s.`
  );
}

function homeSection({ home, homeTransfer }: WebBenchResult): string[] {
  const rows = [
    ['shell: entry + modulepreload chunks', home.shell],
    ['home route chunk + its static imports', home.route],
    ['lazy chunks of the first render', home.firstRenderLazy],
  ] as const;
  return [
    '## Initial JavaScript of /',
    '',
    table(
      ['part', 'chunks', 'raw', 'gzip'],
      [
        ...rows.map(([part, chunks]) => [part, chunkNames(chunks), formatBytes(sumOf(chunks, 'rawBytes')), formatBytes(sumOf(chunks, 'gzipBytes'))]),
        ['**total (build, gzip -6)**', '', '', `**${formatBytes(home.totalGzipBytes)}** ${mark(withinLimit(home.totalGzipBytes, TARGETS.homeInitialJsGzipBytes))}`],
        [`transferred in Chromium (${homeTransfer.scripts} scripts, ${homeTransfer.encodings.join(', ')})`, '', '', formatBytes(homeTransfer.bytes)],
      ],
    ),
    '',
    ...(home.notFetched.length ? [`Predicted by the build but not fetched by Chromium: ${home.notFetched.join(', ')}.`, ''] : []),
  ];
}

function pagesSection({ pages }: WebBenchResult): string[] {
  return [
    '## Pages (median of cold loads)',
    '',
    table(
      ['page', 'path', 'FCP', 'LCP', 'CLS', 'TBT', 'long tasks', 'load event', 'scripts on the wire', 'quiet loads', 'LCP element (first load)'],
      pages.map((page) => [
        page.name,
        `\`${page.path}\``,
        formatFigure(page.median.fcpMs, 'ms'),
        `${formatFigure(page.median.lcpMs, 'ms')} ${mark(withinLimit(page.median.lcpMs, TARGETS.lcpMs))}`,
        `${formatFigure(page.median.cls, 'score')} ${mark(withinLimit(page.median.cls, TARGETS.cls))}`,
        `${formatFigure(page.median.tbtMs, 'ms')} ${mark(withinLimit(page.median.tbtMs, TARGETS.tbtMs))}`,
        String(median(page.loads.map((load) => load.longTaskCount))),
        formatFigure(page.median.loadMs, 'ms'),
        formatBytes(page.median.scriptTransferBytes),
        `${page.loads.filter((load) => load.quiet).length}/${page.loads.length}`,
        page.loads[0]?.lcpElement ? `\`${page.loads[0].lcpElement}\`` : '—',
      ]),
    ),
    '',
  ];
}

function globeSection(globe: GlobeRuns | null): string[] {
  if (!globe) return ['## Globe frame time', '', 'Not measured: bench/web/globe-frame.ts is not there yet.', ''];
  const row = (cpu: string, frames: GlobeFrames, pass: boolean | null) => [
    cpu,
    `${formatFigure(frames.medianMs, 'ms')} ${pass === null ? '' : mark(pass)}`.trim(),
    formatFigure(frames.p95Ms, 'ms'),
    formatFigure(frames.drawMedianMs ?? null, 'ms'),
    String(frames.frames),
    frames.points.toLocaleString('en-US'),
  ];
  return [
    '## Globe frame time (dragging the global map\'s globe, bench/web/globe-frame.ts)',
    '',
    table(
      ['CPU', 'frame median', 'frame p95', 'draw median', 'frames', 'points'],
      [row('no slowdown (target)', globe.target, globe.target.medianMs < TARGETS.globeFrameMs), row(`${globe.slowCpuRate}x slowdown`, globe.slowCpu, null)],
    ),
    '',
    `The map has one point per country, so the probe clones them to ${GLOBE_POINTS.toLocaleString('en-US')} around their places; "points" is the most one frame drew.`,
    '',
  ];
}

function routesSection(bundle: BundleSizes): string[] {
  const routes = [...bundle.routes].sort((a, b) => b.beyondShellGzipBytes - a.beyondShellGzipBytes);
  return [
    '## Route chunks (gzip)',
    '',
    `Shell (entry + modulepreload): ${formatBytes(bundle.shellGzipBytes)} in ${bundle.shell.length} chunks; initial CSS ${formatBytes(sumOf(bundle.initialCss, 'gzipBytes'))}. ` +
      `"Beyond shell" is what navigating to the route downloads before any lazy part: its chunk and its static imports the shell lacks (shared chunks counted for every route that needs them).`,
    '',
    table(
      ['route', 'module', 'own chunk', 'beyond shell', 'chunks'],
      routes.map((route) => [
        route.urlPatterns.map((pattern) => `\`${pattern}\``).join(' ') || '—',
        route.module.replace(/^src\/features\//, ''),
        `${formatBytes(route.chunk.gzipBytes)} ${mark(withinLimit(route.chunk.gzipBytes, TARGETS.chunkGzipBytes))}`,
        formatBytes(route.beyondShellGzipBytes),
        String(route.beyondShell.length),
      ]),
    ),
    '',
    'Largest chunks of the build:',
    '',
    table(['chunk', 'raw', 'gzip'], bundle.allScripts.slice(0, 10).map((chunk) => [chunk.file, formatBytes(chunk.rawBytes), formatBytes(chunk.gzipBytes)])),
    '',
  ];
}

function methodSection(): string[] {
  return [
    '## How it is measured',
    '',
    '- Sizes: `vite build --manifest` into bench/.data/web-dist; each file gzipped at zlib level 6 (what a server compressing on the fly sends); 1 KB = 1,000 bytes. ' +
      '"Initial JS of /" = the shell + the home route\'s static closure + the chunks Chromium fetched lazily during the first load of `/` (the globe, the world atlas).',
    '- Each load: a new browser context (cold cache, new connections), CDP `Emulation.setCPUThrottlingRate` and `Network.emulateNetworkConditions`; observers registered before the page\'s scripts.',
    '- LCP: the last `largest-contentful-paint` entry when the load ends. CLS: the largest session window (gap < 1 s, span < 5 s) of `layout-shift` entries without recent input.',
    `- TBT: over the \`longtask\` entries, the sum of (duration after FCP − 50 ms). A load ends when, at least ${QUIET_MS / 1000} s after the load event, there has been no long task and no request in flight for ${QUIET_MS / 1000} s (Lighthouse's TTI window with zero requests instead of two); ` +
      `a load that never goes quiet is cut off ${MAX_WAIT_AFTER_LOAD_MS / 1000} s after the load event ("quiet loads" counts those that did not need it).`,
    '- "Scripts on the wire": the response bodies of every script of the load as Chromium received them (compressed or not, as the server sent them).',
    '- The machine is shared and has 2 cores: figures are indicative; compare runs taken under similar load.',
    '',
  ];
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function formatFigure(value: number | null, unit: FigureUnit): string {
  if (value === null) return '—';
  if (unit === 'bytes') return formatBytes(value);
  if (unit === 'score') return value.toFixed(3);
  if (value >= 1000) return `${(value / 1000).toFixed(2)} s`;
  // Frame times sit near the 16 ms limit, where a rounded figure could hide which side it is on.
  return value < 100 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`;
}

function formatBytes(bytes: number | null): string {
  return bytes === null ? '—' : `${(bytes / 1000).toFixed(1)} KB`;
}

function mark(pass: boolean | null): string {
  if (pass === null) return 'not measured';
  return pass ? 'pass' : '**miss**';
}

function sumOf(chunks: readonly ChunkSize[], field: 'rawBytes' | 'gzipBytes'): number {
  return chunks.reduce((total, chunk) => total + chunk[field], 0);
}

function chunkNames(chunks: readonly ChunkSize[]): string {
  return chunks.map((chunk) => path.basename(chunk.file)).join(', ') || '—';
}
