// Every public page, swept as a visitor on a phone and on a desktop, in English, Arabic and French:
// no page scrolls sideways at 320, 360 or 390 px (a page wider than the screen opens shifted in Arabic,
// with its logo and headline cut), and axe finds no serious or critical violation, its experimental
// rules included (label-content-name-mismatch, WCAG 2.5.3, among them).
import axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { failOnConsoleErrors } from './support/console';

failOnConsoleErrors(test);

type Language = 'en' | 'ar' | 'fr';

const STATIC_ROUTES = [
  '/',
  '/about',
  '/about/wefe-hub',
  '/about/our-impact',
  '/about/our-partners',
  '/about/contact-us',
  '/publications',
  '/wefe-index',
  '/wefe-index/country/JOR',
  '/wefe-index/compare?countries=JOR,EGY,MAR',
  '/interactive-maps',
  '/interactive-maps/global-level',
  '/interactive-maps/country-level',
  '/wefe-stories',
  '/news-events',
  '/register',
  '/register/entity',
  '/register/individual',
  '/login',
  '/forgot-password',
  '/login/link',
  '/login/link?token=not-a-real-token',
  '/reset-password?token=not-a-real-token',
  '/alerts/unsubscribe?token=not-a-real-token',
  '/no-such-page',
];

/** Every public route, with one published story, news item, event and publication of the seed data. */
async function publicRoutes(page: Page): Promise<string[]> {
  const first = async (list: string, query = '') => {
    const answer = await page.request.get(`/api/${list}?per_page=1${query}`);
    expect(answer.ok()).toBe(true);
    const body = (await answer.json()) as { data: { id: number }[] };
    expect(body.data.length).toBeGreaterThan(0);
    return body.data[0]!.id;
  };
  return [
    ...STATIC_ROUTES,
    `/wefe-stories/${await first('stories')}`,
    `/news-events/${await first('news-events', '&type=news')}`,
    `/news-events/${await first('news-events', '&type=event')}`,
    `/publications/${await first('publications')}`,
  ];
}

async function openIn(page: Page, language: Language, route: string) {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** How many CSS pixels the document is wider than the screen (0 when it scrolls only down). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * axe's serious and critical violations, one line each: its default rules (WCAG 2.x A and AA, best
 * practices) and its experimental ones, which it leaves off by default.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    const rules = Object.fromEntries(engine.getRules(['experimental']).map((rule) => [rule.ruleId, { enabled: true }]));
    const result = await engine.run(document, { rules, resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

/** The phone widths checked: the narrowest in use and the common 390 px, by resizing the page opened at 360 px. */
const PHONE_WIDTHS = [360, 320, 390];
const DESKTOP_WIDTH = 1280;

/**
 * The routes in this many groups, each a test of its own: the tests of this file run side by side
 * (one file is otherwise one worker's), so the sweep no longer holds one worker for ten minutes.
 */
const ROUTE_GROUPS = 3;

// Each page is loaded once a language, at 360 px, and then resized: to the other phone widths, then
// to a desktop's. Loading it again at 1280 px found nothing the resize does not (and a page must
// follow a turned tablet or a resized window anyway), and took half of the sweep's time.
test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'ar', 'fr'] as const) {
  for (let group = 0; group < ROUTE_GROUPS; group += 1) {
    test(`public pages (part ${group + 1} of ${ROUTE_GROUPS}) in ${language} at ${PHONE_WIDTHS.join(', ')} and ${DESKTOP_WIDTH} px: no sideways scroll, no serious accessibility violation`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: PHONE_WIDTHS[0]!, height: 800 });
      await page.addInitScript((chosen) => window.localStorage.setItem('language', chosen), language);
      const routes = (await publicRoutes(page)).filter((_route, index) => index % ROUTE_GROUPS === group);
      const found: Record<string, string[]> = {};
      for (const route of routes) {
        await openIn(page, language, route);
        const problems = (await seriousViolations(page)).map((violation) => `${violation} (at ${PHONE_WIDTHS[0]} px)`);
        for (const width of [...PHONE_WIDTHS, DESKTOP_WIDTH]) {
          await page.setViewportSize({ width, height: 800 });
          const overflow = await sidewaysOverflow(page);
          if (overflow > 0) problems.push(`${overflow} px too wide at ${width} px`);
        }
        // What the resize set off (a menu leaving its drawer) is drawn before axe reads the page.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        problems.push(...(await seriousViolations(page)).map((violation) => `${violation} (at ${DESKTOP_WIDTH} px)`));
        await page.setViewportSize({ width: PHONE_WIDTHS[0]!, height: 800 });
        if (problems.length > 0) found[route] = problems;
      }
      expect(found).toEqual({});
    });
  }
}
