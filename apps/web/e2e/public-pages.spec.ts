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

/** The narrowest phones in use and the common 390 px one, checked by resizing the page opened at 360 px. */
const OTHER_PHONE_WIDTHS = [320, 390];

for (const language of ['en', 'ar', 'fr'] as const) {
  for (const width of [360, 1280]) {
    const phone = width < 400;
    test(`every public page in ${language} at ${phone ? '320, 360 and 390' : width} px: no sideways scroll, no serious accessibility violation`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((chosen) => window.localStorage.setItem('language', chosen), language);
      const found: Record<string, string[]> = {};
      for (const route of await publicRoutes(page)) {
        await openIn(page, language, route);
        const problems = await seriousViolations(page);
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) problems.push(`${overflow} px too wide at ${width} px`);
        if (phone) {
          for (const other of OTHER_PHONE_WIDTHS) {
            await page.setViewportSize({ width: other, height: 800 });
            const wider = await sidewaysOverflow(page);
            if (wider > 0) problems.push(`${wider} px too wide at ${other} px`);
          }
          await page.setViewportSize({ width, height: 800 });
        }
        if (problems.length > 0) found[route] = problems;
      }
      expect(found).toEqual({});
    });
  }
}
