// Pages arrive written by the server (docs/decisions/027-server-rendered-pages.md): a visitor without
// JavaScript reads them in their language, and with it the app takes the page over in place (no
// second load, no hydration error in the console) and goes on as the app.
import { expect, test, type Page } from '@playwright/test';
import { failOnConsoleErrors } from './support/console';

failOnConsoleErrors(test);

interface Listed {
  id: number;
  title: string;
}

/** The newest approved stories, as the API lists them in a language. */
async function stories(page: Page, language: string): Promise<Listed[]> {
  const answer = await page.request.get('/api/stories?per_page=2', { headers: { lang: language } });
  return ((await answer.json()) as { data: Listed[] }).data;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an Arabic reader reads a story, right to left, and its links lead on', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: 'ar', url: baseURL! }]);
    const [story] = await stories(page, 'ar');
    if (!story) throw new Error('the seed has no story');
    const response = await page.goto(`/wefe-stories/${story.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await expect(page).toHaveTitle(`${story.title} | منصة ترابط WEFE`);
    // A link is a link: the next page arrives written by the server too.
    await page.getByRole('navigation').getByRole('link', { name: 'المنشورات' }).first().click();
    await expect(page).toHaveURL(/\/publications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'المنشورات' })).toBeVisible();
  });

  test('an address no page has answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });
});

test('the app takes the server’s page over in place and goes on as the app', async ({ page, context, baseURL }) => {
  const [story] = await stories(page, 'fr');
  if (!story) throw new Error('the seed has no story');
  await page.addInitScript(() => window.localStorage.setItem('language', 'fr'));
  await context.addCookies([{ name: 'language', value: 'fr', url: baseURL! }]);
  await page.goto('/wefe-stories');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const storyLink = page.getByRole('link', { name: story.title }).first();
  await expect(storyLink).toBeVisible();
  // Marks this document: a full page load would lose the mark, the app's own navigation keeps it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // React marks each element it has taken over; the link is the app's once it carries that mark.
  await expect.poll(() => storyLink.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  await storyLink.click();
  await expect(page).toHaveURL(new RegExp(`/wefe-stories/${story.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('arriving at the global map, the address holds the map the server chose, and the app goes on from it', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/interactive-maps/global-level');
  const sectors = page.getByRole('group', { name: 'Sector' });
  const energy = sectors.getByRole('button', { name: 'Energy' });
  await expect.poll(() => energy.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  // Shown before the router started: the chosen map is shareable from the first moment.
  await expect(page).toHaveURL(/\/interactive-maps\/global-level\?sector=\d+&map=\d+&year=\d{4}$/);
  await expect(sectors.getByRole('button', { name: 'Water' })).toHaveAttribute('aria-pressed', 'true');

  await energy.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Energy score (0-100)' })).toBeVisible();
  await expect(page).toHaveURL(/sector=\d+&map=\d+&year=\d{4}$/);
  // The choices replaced the map's own entry: one step back leads to where the reader came from.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});
