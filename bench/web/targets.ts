// Issue 10's targets for the web, and which of them a run meets.
import type { BundleSizes, HomeInitialJs } from './bundle-sizes.ts';
import { GLOBE_POINTS, type GlobeRuns } from './globe.ts';
import type { PageMetrics } from './page-metrics.ts';

/** The limits; sizes in bytes (1 KB = 1,000 bytes, as Vite reports them), times in ms. */
export const TARGETS = {
  homeInitialJsGzipBytes: 150_000,
  chunkGzipBytes: 100_000,
  lcpMs: 2_000,
  cls: 0.05,
  tbtMs: 200,
  /** Strictly below: one frame of a 60 Hz display. */
  globeFrameMs: 16,
} as const;

/** How a figure is written in the report. */
export type FigureUnit = 'bytes' | 'ms' | 'score';

/** One target against what was measured; `pass` is null when nothing was measured. */
export interface TargetCheck {
  label: string;
  unit: FigureUnit;
  limit: number;
  measured: number | null;
  pass: boolean | null;
}

/** The figures the targets are checked on. */
export interface TargetInputs {
  bundle: BundleSizes;
  home: HomeInitialJs;
  pages: PageMetrics[];
  globe: GlobeRuns | null;
}

/** Checks every target: the bundle, the worst page for each page metric, and the globe. */
export function checkTargets({ bundle, home, pages, globe }: TargetInputs): TargetCheck[] {
  const shellFiles = new Set(bundle.shell.map((chunk) => chunk.file));
  const largestLazy = bundle.allScripts.find((chunk) => !shellFiles.has(chunk.file));
  return [
    atMost('Initial JS of / (gzip, from the build)', 'bytes', TARGETS.homeInitialJsGzipBytes, home.totalGzipBytes),
    atMost(`Largest chunk outside the shell${largestLazy ? ` (${largestLazy.file})` : ''}`, 'bytes', TARGETS.chunkGzipBytes, largestLazy?.gzipBytes ?? null),
    worstPage(pages, 'LCP', 'ms', TARGETS.lcpMs, (page) => page.median.lcpMs),
    worstPage(pages, 'CLS', 'score', TARGETS.cls, (page) => page.median.cls),
    worstPage(pages, 'TBT', 'ms', TARGETS.tbtMs, (page) => page.median.tbtMs),
    {
      label: `Globe frame time, median (${(globe?.target.points ?? GLOBE_POINTS).toLocaleString('en-US')} points, no CPU slowdown)`,
      unit: 'ms',
      limit: TARGETS.globeFrameMs,
      measured: globe?.target.medianMs ?? null,
      pass: globe ? globe.target.medianMs < TARGETS.globeFrameMs : null,
    },
  ];
}

/** True, false or null (not measured) for one figure against an inclusive limit. */
export function withinLimit(measured: number | null, limit: number): boolean | null {
  return measured === null ? null : measured <= limit;
}

function atMost(label: string, unit: FigureUnit, limit: number, measured: number | null): TargetCheck {
  return { label, unit, limit, measured, pass: withinLimit(measured, limit) };
}

function worstPage(pages: PageMetrics[], metric: string, unit: FigureUnit, limit: number, read: (page: PageMetrics) => number | null): TargetCheck {
  const measured = pages.filter((page) => read(page) !== null);
  if (measured.length === 0) return atMost(`${metric}, every page (median of loads)`, unit, limit, null);
  const worst = measured.reduce((a, b) => (read(b)! > read(a)! ? b : a));
  return atMost(`${metric}, worst page: ${worst.path} (median of loads)`, unit, limit, read(worst));
}
