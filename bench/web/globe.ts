// The globe's frame time with 1,000 points. The measurement itself is globe-frame.ts, owned by the
// globe's engineer; it is loaded by path so this benchmark runs (and reports "not measured") before
// that file exists.
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { VIEWPORT } from './chromium.ts';

/** What globe-frame.ts measures; `draw*` (the renderer's draw call alone) when it reports them. */
export interface GlobeFrames {
  medianMs: number;
  p95Ms: number;
  frames: number;
  points: number;
  drawMedianMs?: number;
  drawP95Ms?: number;
}

/** The globe's figures at each CPU slowdown measured; the target applies to the unthrottled one. */
export interface GlobeRuns {
  /** The CPU slowdown the target is checked at (globe-frame.ts's default: none). */
  target: GlobeFrames;
  /** The same drag at the pages' 4x slowdown, for comparison. */
  slowCpu: GlobeFrames;
  slowCpuRate: number;
}

interface GlobeFrameOptions {
  cpuThrottling?: number;
  syntheticPoints?: number;
}

type MeasureGlobeFrames = (page: Page, baseUrl: string, options?: GlobeFrameOptions) => Promise<GlobeFrames>;

const PROBE_URL = new URL('./globe-frame.ts', import.meta.url);
/** The figure: the globe with 1,000 points. */
export const GLOBE_POINTS = 1_000;

/**
 * Runs globe-frame.ts's `measureGlobeFrames` unthrottled and at `slowCpuRate`, each in a fresh page;
 * null when that module is not there yet. The map has one point per country (a few dozen in the
 * sample data, 200 in the generated data), so the probe always clones them up to 1,000.
 */
export async function measureGlobe(browser: Browser, baseUrl: string, slowCpuRate: number): Promise<GlobeRuns | null> {
  if (!fs.existsSync(PROBE_URL)) return null;
  const probe = (await import(PROBE_URL.href)) as { measureGlobeFrames?: MeasureGlobeFrames };
  if (typeof probe.measureGlobeFrames !== 'function') throw new Error('bench/web/globe-frame.ts does not export measureGlobeFrames.');
  const measure = probe.measureGlobeFrames;
  const run = async (cpuThrottling: number) => {
    const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
    try {
      return await measure(await context.newPage(), baseUrl, { cpuThrottling, syntheticPoints: GLOBE_POINTS });
    } finally {
      await context.close();
    }
  };
  return { target: await run(1), slowCpu: await run(slowCpuRate), slowCpuRate };
}
