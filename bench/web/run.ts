// `npm run bench:web`: issue 10's web figures. Builds the web app, sizes every route's chunks, serves
// the build from the real hub, loads five pages in throttled Chromium, times the globe, and writes
// bench/results/web-<timestamp>.json and web-latest.md.
//
//   npm run bench:web -- [--data-dir DIR] [--loads N] [--skip-build]
//
// --data-dir   the hub's DATA_DIR; default the generated data (bench/.data/pglite) when
//              `npm run bench:data` made it, else a fresh temporary one the hub seeds with sample data
// --loads      cold loads per page (default 5; the median is reported)
// --skip-build reuse the last build in bench/.data/web-dist
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { paths } from '../../apps/web/src/lib/paths.ts';
import { startHub } from '../lib/hub-server.ts';
import { pgliteDataDir } from '../lib/paths.ts';
import { benchWebDistDir, buildWebForBench } from '../lib/web-build.ts';
import { homeInitialJs, measureBundleSizes } from './bundle-sizes.ts';
import { launchChromium, THROTTLING, VIEWPORT } from './chromium.ts';
import { timeReferenceWorkload, type CpuSpeed } from './cpu-speed.ts';
import { measureGlobe } from './globe.ts';
import { MAX_WAIT_AFTER_LOAD_MS, measurePage, median, type PageMetrics, type PageTarget } from './page-metrics.ts';
import { writeReports, type HomeTransfer, type WebBenchEnvironment, type WebBenchResult } from './report.ts';
import { readRouteTable } from './route-table.ts';
import { checkTargets } from './targets.ts';

export type { WebBenchResult } from './report.ts';

/** How a run is made; every field is optional. */
export interface WebBenchOptions {
  /** The hub's DATA_DIR; see the header comment for the default. */
  dataDir?: string;
  loads?: number;
  skipBuild?: boolean;
  /** Within the benchmark's own range, 3420-3429. */
  port?: number;
}

const DEFAULTS = { loads: 5, port: 3420 };

// The pages; the story detail is added once a story id is known.
const PAGES: PageTarget[] = [
  { name: 'Home', path: paths.home.getHref() },
  { name: 'WEFE index', path: paths.wefeIndex.getHref() },
  { name: 'Global map', path: paths.interactiveMaps.globalLevel.getHref() },
  { name: 'Publications', path: paths.publications.list.getHref() },
];

/** Runs the whole web benchmark, writes its reports and returns the result. */
export async function runWebBench(options: WebBenchOptions = {}): Promise<WebBenchResult> {
  const loads = options.loads ?? DEFAULTS.loads;
  const started = Date.now();
  const loadAverageAtStart = os.loadavg()[0]!;

  const reuseBuild = options.skipBuild && fs.existsSync(path.join(benchWebDistDir, '.vite/manifest.json'));
  const distDir = reuseBuild ? benchWebDistDir : build();
  const routeTable = readRouteTable();
  const bundle = measureBundleSizes(distDir, routeTable);
  const homeModule = routeTable.find((route) => route.urlPattern === paths.home.path)?.module ?? '';

  const data = chooseDataDir(options.dataDir);
  const { pages, globe, chromium, cpuSpeed, notes } = await withHub(data, options.port ?? DEFAULTS.port, distDir, (baseUrl) =>
    measureInChromium(baseUrl, loads),
  );

  const homeLoads = pages.find((page) => page.path === paths.home.getHref())?.loads ?? [];
  const home = homeInitialJs(bundle, homeModule, homeLoads[0]?.scripts.map((script) => script.file) ?? []);
  const environment: WebBenchEnvironment = {
    chromium,
    node: process.versions.node,
    cpus: os.cpus().length,
    loadAverageAtStart,
    cpuSpeed,
    viewport: VIEWPORT,
    throttling: THROTTLING,
    loadsPerPage: loads,
    dataDir: data.dir,
    data: data.kind,
  };
  const result: WebBenchResult = {
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    environment,
    bundle,
    home,
    homeTransfer: homeTransfer(homeLoads),
    pages,
    globe,
    checks: checkTargets({ bundle, home, pages, globe }),
    notes: [...notes, ...loadNotes(pages)],
  };
  const written = writeReports(result);
  log(`Wrote ${path.relative(process.cwd(), written.markdown)} and ${path.relative(process.cwd(), written.json)}.`);
  return result;
}

interface DataChoice {
  kind: WebBenchEnvironment['data'];
  dir: string;
}

interface ChromiumRun {
  pages: PageMetrics[];
  globe: WebBenchResult['globe'];
  chromium: string;
  cpuSpeed: CpuSpeed;
  notes: string[];
}

// The hub runs only around the measurement; a temporary sample database goes with it.
async function withHub<T>(data: DataChoice, port: number, distDir: string, measure: (baseUrl: string) => Promise<T>): Promise<T> {
  try {
    log(`Starting the hub on port ${port} (data: ${data.kind}, ${data.dir})...`);
    const hub = await startHub({ kind: 'pglite', dataDir: data.dir }, port, distDir);
    try {
      return await measure(hub.url);
    } finally {
      await hub.stop();
    }
  } finally {
    if (data.kind === 'sample') fs.rmSync(data.dir, { recursive: true, force: true });
  }
}

async function measureInChromium(baseUrl: string, loads: number): Promise<ChromiumRun> {
  const browser = await launchChromium();
  try {
    const startMs = await timeReferenceWorkload(browser);
    const storyPage = await findStoryPage(baseUrl);
    const pages = await measurePages(browser, baseUrl, storyPage ? [...PAGES, storyPage] : PAGES, loads);
    log('Measuring the globe...');
    const globe = await measureGlobe(browser, baseUrl, THROTTLING.cpuSlowdown);
    const notes = storyPage ? [] : ['No approved story: the story detail page was not measured.'];
    const cpuSpeed = { startMs, endMs: await timeReferenceWorkload(browser) };
    log(`Reference workload: ${cpuSpeed.startMs.toFixed(0)} ms at the start, ${cpuSpeed.endMs.toFixed(0)} ms at the end.`);
    return { pages, globe, chromium: browser.version(), cpuSpeed, notes };
  } finally {
    await browser.close();
  }
}

function build(): string {
  log('Building the web app (vite build --manifest)...');
  return buildWebForBench(benchWebDistDir, { manifest: true });
}

function chooseDataDir(given: string | undefined): DataChoice {
  if (given) return { kind: 'given', dir: path.resolve(given) };
  if (fs.existsSync(path.join(pgliteDataDir, 'db'))) return { kind: 'bench', dir: pgliteDataDir };
  return { kind: 'sample', dir: fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-bench-web-')) };
}

// The newest approved story, through the public API as the web finds it.
async function findStoryPage(baseUrl: string): Promise<PageTarget | undefined> {
  const response = await fetch(`${baseUrl}/api/stories?per_page=1`);
  if (!response.ok) throw new Error(`GET /api/stories answered ${response.status}.`);
  const body = (await response.json()) as { data: Array<{ id: number | string }> };
  const story = body.data[0];
  return story && { name: 'Story detail', path: paths.stories.detail.getHref(story.id) };
}

async function measurePages(browser: Browser, baseUrl: string, targets: PageTarget[], loads: number): Promise<PageMetrics[]> {
  const pages: PageMetrics[] = [];
  for (const target of targets) {
    log(`Loading ${target.path} ${loads} times...`);
    const page = await measurePage(browser, baseUrl, target, loads);
    const { lcpMs, cls, tbtMs } = page.median;
    log(`  LCP ${lcpMs?.toFixed(0)} ms, CLS ${cls?.toFixed(3)}, TBT ${tbtMs?.toFixed(0)} ms`);
    pages.push(page);
  }
  return pages;
}

function homeTransfer(loads: PageMetrics['loads']): HomeTransfer {
  const scripts = loads[0]?.scripts ?? [];
  return {
    bytes: median(loads.map((load) => load.scriptTransferBytes)),
    scripts: scripts.length,
    encodings: [...new Set(scripts.map((script) => script.encoding ?? 'identity'))],
  };
}

// A load that broke, or never went quiet (its TBT then stops at the cut-off), is worth a line.
function loadNotes(pages: PageMetrics[]): string[] {
  return pages.flatMap((page) => {
    const problems = [...new Set(page.loads.flatMap((load) => load.problems))];
    const restless = page.loads.filter((load) => !load.quiet).length;
    return [
      ...(problems.length ? [`${page.path}: ${problems.slice(0, 5).join('; ')}`] : []),
      ...(restless
        ? [`${page.path}: ${restless} of ${page.loads.length} loads never went quiet (long tasks kept coming); their TBT counts long tasks up to ${MAX_WAIT_AFTER_LOAD_MS / 1000} s after the load event.`]
        : []),
    ];
  });
}

function log(message: string): void {
  console.log(`[bench:web] ${message}`);
}

function parseCommandLine(): WebBenchOptions {
  const { values } = parseArgs({
    options: { 'data-dir': { type: 'string' }, loads: { type: 'string' }, 'skip-build': { type: 'boolean' } },
  });
  const loads = values.loads === undefined ? undefined : Number(values.loads);
  if (loads !== undefined && !(Number.isInteger(loads) && loads > 0)) throw new Error('--loads takes a whole number above 0.');
  return { dataDir: values['data-dir'], loads, skipBuild: values['skip-build'] };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runWebBench(parseCommandLine());
}
