// Frame time of the canvas globe while a user drags it, in a real browser on the real global map page.
//
// What one frame costs: from the pointer move Chromium hands the page at the start of a frame, through
// the globe's requestAnimationFrame draw, to the end of that frame's rendering update (style, paint and
// the canvas's rasterisation), timed by a message posted from requestAnimationFrame, which runs only
// once the update is done. Frames are paced one mouse move at a time, so each is timed on its own
// rather than queued behind a slow predecessor. Only frames in which the globe drew count: the
// renderer wraps each draw in the User Timing measure 'globe-draw' (GLOBE_DRAW_MEASURE), whose detail
// also says how many points it drew. Where the globe draws in its paint worker, the measure runs until
// the worker is free again (its canvas committed), and a frame lasts until then if that is later.
import type { Page, Route } from 'playwright-core';

/** Frame times of a drag, in milliseconds; `draw*` is the renderer's own draw call alone. */
export interface GlobeFrameTimes {
  medianMs: number;
  p95Ms: number;
  frames: number;
  points: number;
  drawMedianMs: number;
  drawP95Ms: number;
}

export interface GlobeFrameOptions {
  /** The page to open, with the choice of sector, map and year if need be (default: the global map page as it opens). */
  path?: string;
  /** Frames timed after the warm-up (default 150). */
  frames?: number;
  /** Chromium's CPU throttling rate during the drag (1 = none, the default). */
  cpuThrottling?: number;
  /**
   * Replaces the year's points by this many, cloned a few degrees around the real ones (a map has one
   * point per country: a few dozen in the sample data, 200 in `npm run bench:data`'s).
   */
  syntheticPoints?: number;
}

const GLOBAL_MAP_PATH = '/interactive-maps/global-level';
/** GLOBE_DRAW_MEASURE of apps/web/src/components/globe/globe-paint.ts. */
const DRAW_MEASURE = 'globe-draw';
/** Frames drawn before timing starts: the first draws also compile and warm caches. */
const WARM_UP_FRAMES = 10;
/** Pixels the pointer moves a frame: a brisk drag (1.25° of rotation at the hub's sensitivity). */
const DRAG_STEP_PX = 5;
/** The drag sweeps this far either side of the globe's centre, so it turns back and forth. */
const DRAG_SWEEP_PX = 150;

interface TimedDraw {
  frameMs: number;
  drawMs: number;
  points: number;
}

// Plain JavaScript, passed as text: a bundler's helpers would not exist inside the page. Each frame is
// { start, tick, end }: start is the first pointer move dispatched in it (or its requestAnimationFrame
// callback when there is none), tick that callback, end when the message posted from it arrived.
const FRAME_RECORDER = `(() => {
  const frames = [];
  const draws = [];
  let inputAt = -1;
  let waiting = [];
  let running = true;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === '${DRAW_MEASURE}') draws.push({ start: entry.startTime, duration: entry.duration, points: entry.detail?.points ?? 0 });
    }
  }).observe({ type: 'measure' });
  addEventListener('pointermove', () => { if (inputAt < 0) inputAt = performance.now(); }, { capture: true });
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => {
    frames[event.data].end = performance.now();
    const done = waiting;
    waiting = [];
    for (const resolve of done) resolve();
  };
  const tick = () => {
    const now = performance.now();
    frames.push({ start: inputAt >= 0 ? inputAt : now, tick: now, end: Infinity });
    inputAt = -1;
    channel.port2.postMessage(frames.length - 1);
    if (running) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  globalThis.__globeFrames = {
    frames,
    draws,
    stop: () => { running = false; },
    afterFrames: (count) => new Promise((resolve) => {
      let left = count;
      const step = () => { left -= 1; if (left <= 0) resolve(); else waiting.push(step); };
      waiting.push(step);
    }),
  };
})()`;

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}

/** A deterministic spread of `count` points cloned from the real ones, a few degrees around each. */
function clonePoints(real: Record<string, unknown>[], count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => {
    const base = real[i % real.length] as { lat: number; lng: number };
    const angle = i * 2.399963;
    const distance = 1 + (i % 7);
    return { ...base, id: 1_000_000 + i, lat: Math.max(-85, Math.min(85, base.lat + distance * Math.sin(angle))), lng: base.lng + distance * Math.cos(angle) };
  });
}

async function feedSyntheticPoints(page: Page, count: number): Promise<void> {
  await page.route('**/api/interactive-maps/map/**', async (route: Route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { data: Record<string, unknown>[] };
    if (answer.data.length > 0) answer.data = clonePoints(answer.data, count);
    await route.fulfill({ response, json: answer });
  });
}

async function openGlobe(page: Page, url: string): Promise<{ x: number; y: number }> {
  await page.goto(url);
  await page.waitForFunction(
    (name) => performance.getEntriesByName(name, 'measure').some((entry) => ((entry as PerformanceMeasure).detail?.points ?? 0) > 0),
    DRAW_MEASURE,
    { timeout: 60_000 },
  );
  const canvas = page.locator('canvas[role="img"]');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The globe canvas is not on screen.');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags the globe one step a frame and returns each drawn frame's time, oldest first. */
async function dragAndTime(page: Page, centre: { x: number; y: number }, steps: number): Promise<TimedDraw[]> {
  await page.evaluate(FRAME_RECORDER);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  let offset = 0;
  let direction = 1;
  for (let step = 0; step < steps; step += 1) {
    if (Math.abs(offset + direction * DRAG_STEP_PX) > DRAG_SWEEP_PX) direction = -direction;
    offset += direction * DRAG_STEP_PX;
    await page.mouse.move(centre.x + offset, centre.y + offset / 4);
    // Two frames: the move is handled and drawn in the first at the latest, the second starts clean.
    await page.evaluate(() => (globalThis as unknown as { __globeFrames: { afterFrames(count: number): Promise<void> } }).__globeFrames.afterFrames(2));
  }
  await page.mouse.up();
  return page.evaluate(() => {
    type Frame = { start: number; tick: number; end: number };
    type Recorder = { frames: Frame[]; draws: { start: number; duration: number; points: number }[]; stop(): void };
    const { frames, draws, stop } = (globalThis as unknown as { __globeFrames: Recorder }).__globeFrames;
    stop();
    // A message can wait behind the next frame when that one was due at once: a frame ends when the next begins.
    const spans = frames.map((frame, index) => ({ start: frame.start, end: Math.min(frame.end, frames[index + 1]?.tick ?? Infinity) }));
    // A draw belongs to the frame it began in. Drawn in the paint worker, it begins just after the page's
    // frame and may end after it: the frame then lasts until the worker's draw is done.
    return draws.flatMap((draw) => {
      const span = spans.findLast((candidate) => candidate.start <= draw.start);
      return span ? [{ frameMs: Math.max(span.end, draw.start + draw.duration) - span.start, drawMs: draw.duration, points: draw.points }] : [];
    });
  });
}

/**
 * Opens the global map page, drags its globe and times each redraw (frames after a warm-up; `points` is
 * how many the globe drew). Leaves the CPU unthrottled afterwards.
 */
export async function measureGlobeFrames(page: Page, baseUrl: string, options: GlobeFrameOptions = {}): Promise<GlobeFrameTimes> {
  const wanted = options.frames ?? 150;
  if (options.syntheticPoints) await feedSyntheticPoints(page, options.syntheticPoints);
  const centre = await openGlobe(page, new URL(options.path ?? GLOBAL_MAP_PATH, baseUrl).href);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottling ?? 1 });
  try {
    const timed = (await dragAndTime(page, centre, wanted + WARM_UP_FRAMES)).slice(WARM_UP_FRAMES);
    if (timed.length === 0) throw new Error('The globe drew no frame while it was dragged.');
    const frameMs = timed.map((draw) => draw.frameMs).sort((a, b) => a - b);
    const drawMs = timed.map((draw) => draw.drawMs).sort((a, b) => a - b);
    return {
      medianMs: round(percentile(frameMs, 0.5)),
      p95Ms: round(percentile(frameMs, 0.95)),
      frames: timed.length,
      points: Math.max(...timed.map((draw) => draw.points)),
      drawMedianMs: round(percentile(drawMs, 0.5)),
      drawP95Ms: round(percentile(drawMs, 0.95)),
    };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}
