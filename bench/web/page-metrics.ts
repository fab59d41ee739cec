// LCP, CLS and total blocking time of one page, each load in a fresh throttled context (cold cache),
// and the scripts each load transferred.
import { setTimeout as delay } from 'node:timers/promises';
import type { Browser, Page, Request } from 'playwright-core';
import { openThrottledPage } from './chromium.ts';
import { READ_VITALS, VITALS_OBSERVER_SCRIPT, type VitalsSnapshot } from './vitals-observer.ts';

/** How long the main thread and the network must stay quiet before a load counts as finished. */
export const QUIET_MS = 5_000;
/** A load that never goes quiet (an endless animation, a hanging request) is cut off this long after load. */
export const MAX_WAIT_AFTER_LOAD_MS = 20_000;
/** The part of a long task that does not block input: the 50 ms of the RAIL model. */
const BLOCKING_THRESHOLD_MS = 50;
const POLL_MS = 500;
const NAVIGATION_TIMEOUT_MS = 120_000;

/** A page to measure: a label and its path on the hub. */
export interface PageTarget {
  name: string;
  path: string;
}

/** One script response of a load. */
export interface ScriptTransfer {
  /** The built file (`assets/home-x.js`) the URL serves. */
  file: string;
  /** Response body bytes on the wire (after any compression). */
  transferBytes: number;
  /** The response's Content-Encoding, or null when sent uncompressed. */
  encoding: string | null;
}

/** The figures of one cold load. */
export interface PageLoad {
  fcpMs: number | null;
  lcpMs: number | null;
  lcpElement: string | null;
  cls: number;
  tbtMs: number;
  loadMs: number | null;
  longTaskCount: number;
  /** False when the load was cut off at MAX_WAIT_AFTER_LOAD_MS before going quiet. */
  quiet: boolean;
  scripts: ScriptTransfer[];
  scriptTransferBytes: number;
  /** Uncaught page errors and answers with status >= 400: a page that broke measures nothing useful. */
  problems: string[];
}

/** The medians over a page's loads (each figure on its own). */
export interface PageMedians {
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  loadMs: number | null;
  scriptTransferBytes: number | null;
}

/** A page's loads and their medians. */
export interface PageMetrics extends PageTarget {
  loads: PageLoad[];
  median: PageMedians;
}

/** Loads `target` `loads` times, each cold, and returns every load and the medians. */
export async function measurePage(browser: Browser, baseUrl: string, target: PageTarget, loads: number): Promise<PageMetrics> {
  const results: PageLoad[] = [];
  for (let i = 0; i < loads; i++) results.push(await measureLoad(browser, new URL(target.path, baseUrl).href));
  return { ...target, loads: results, median: medians(results) };
}

/**
 * Sum over the long tasks after first contentful paint of the time beyond 50 ms; a task that began
 * before FCP counts only from FCP on, as in Lighthouse.
 */
function totalBlockingTime(longTasks: Array<[number, number]>, fcpMs: number): number {
  return longTasks.reduce((sum, [start, duration]) => {
    const afterFcp = start + duration - Math.max(start, fcpMs);
    return sum + Math.max(0, afterFcp - BLOCKING_THRESHOLD_MS);
  }, 0);
}

/** The median of the numbers given, or null for none. */
export function median(values: Array<number | null>): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function measureLoad(browser: Browser, url: string): Promise<PageLoad> {
  const { context, page } = await openThrottledPage(browser);
  try {
    await page.addInitScript(VITALS_OBSERVER_SCRIPT);
    const network = trackNetwork(page);
    await page.goto(url, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
    const { snapshot, quiet } = await waitForQuiet(page, network);
    const scripts = await Promise.all(network.scripts);
    return {
      fcpMs: snapshot.fcpMs,
      lcpMs: snapshot.lcpMs,
      lcpElement: snapshot.lcpElement,
      cls: snapshot.cls,
      tbtMs: totalBlockingTime(snapshot.longTasks, snapshot.fcpMs ?? 0),
      loadMs: snapshot.loadMs,
      longTaskCount: snapshot.longTasks.length,
      quiet,
      scripts,
      scriptTransferBytes: scripts.reduce((sum, script) => sum + script.transferBytes, 0),
      problems: [...network.problems],
    };
  } finally {
    await context.close();
  }
}

interface NetworkTracker {
  inFlight: number;
  lastActivityAt: number;
  scripts: Array<Promise<ScriptTransfer>>;
  problems: string[];
}

function trackNetwork(page: Page): NetworkTracker {
  const tracker: NetworkTracker = { inFlight: 0, lastActivityAt: Date.now(), scripts: [], problems: [] };
  const settle = () => {
    tracker.inFlight--;
    tracker.lastActivityAt = Date.now();
  };
  page.on('request', () => {
    tracker.inFlight++;
    tracker.lastActivityAt = Date.now();
  });
  page.on('requestfailed', (request) => {
    settle();
    tracker.problems.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  page.on('requestfinished', (request) => {
    settle();
    if (request.resourceType() === 'script') tracker.scripts.push(scriptTransfer(request));
  });
  page.on('response', (response) => {
    if (response.status() >= 400) tracker.problems.push(`${response.url()}: HTTP ${response.status()}`);
  });
  page.on('pageerror', (error) => tracker.problems.push(`page error: ${error.message}`));
  return tracker;
}

async function scriptTransfer(request: Request): Promise<ScriptTransfer> {
  const [sizes, encoding] = await Promise.all([request.sizes(), request.response().then((response) => response?.headerValue('content-encoding'))]);
  return { file: new URL(request.url()).pathname.replace(/^\//, ''), transferBytes: sizes.responseBodySize, encoding: encoding ?? null };
}

// Quiet: QUIET_MS after load, no long task and no request in flight for QUIET_MS (Lighthouse's TTI
// window, stricter on the network: zero requests rather than two).
async function waitForQuiet(page: Page, network: NetworkTracker): Promise<{ snapshot: VitalsSnapshot; quiet: boolean }> {
  const loadedAt = Date.now();
  for (;;) {
    await delay(POLL_MS);
    const snapshot = await page.evaluate<VitalsSnapshot>(READ_VITALS);
    const lastTaskEnd = Math.max(0, ...snapshot.longTasks.map(([start, duration]) => start + duration));
    const mainThreadQuiet = snapshot.nowMs - lastTaskEnd >= QUIET_MS;
    const networkQuiet = network.inFlight === 0 && Date.now() - network.lastActivityAt >= QUIET_MS;
    const sinceLoad = Date.now() - loadedAt;
    if (sinceLoad >= QUIET_MS && mainThreadQuiet && networkQuiet) return { snapshot, quiet: true };
    if (sinceLoad >= MAX_WAIT_AFTER_LOAD_MS) return { snapshot, quiet: false };
  }
}

function medians(loads: PageLoad[]): PageMedians {
  return {
    fcpMs: median(loads.map((load) => load.fcpMs)),
    lcpMs: median(loads.map((load) => load.lcpMs)),
    cls: median(loads.map((load) => load.cls)),
    tbtMs: median(loads.map((load) => load.tbtMs)),
    loadMs: median(loads.map((load) => load.loadMs)),
    scriptTransferBytes: median(loads.map((load) => load.scriptTransferBytes)),
  };
}
