// Debian's Chromium (never a downloaded browser) and the throttled, cold-cache pages every web
// measurement runs in.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '../../scripts/lib/chromium.mjs';

/** The desktop viewport every page is measured in. */
export const VIEWPORT = { width: 1350, height: 940 };

/** Lighthouse's "slow 4G" and mid-tier phone: what the issue asks the pages to be measured under. */
export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
} as const;

/** Starts Debian's Chromium headless (installing Debian's package first when it is missing, as root). */
export function launchChromium(): Promise<Browser> {
  ensureChromium();
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/** A page in a fresh context (empty cache, no cookies, own connections) with CPU and network throttled. */
export async function openThrottledPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBitsPerSecond / 8,
    uploadThroughput: THROTTLING.uploadBitsPerSecond / 8,
  });
  return { context, page };
}
