// Issue 30, as a visitor meets it: the header's search finds content by a word of its text, in English
// and in Arabic, and leads to /search; a shared address in Arabic opens the page and its card in Arabic.
import { expect, test, type Page } from '@playwright/test';
import { failOnConsoleErrors } from './support/console';

failOnConsoleErrors(test);

/** The seeded sample story about solar pumping in the Jordan Valley, as the API lists it in a language. */
async function solarStory(page: Page, language: string): Promise<{ id: number; title: string }> {
  const answer = await page.request.get('/api/stories?search=diesel&per_page=5', { headers: { lang: language } });
  const [story] = ((await answer.json()) as { data: Array<{ id: number; title: string }> }).data;
  if (!story) throw new Error('the seed has no story about diesel pumps');
  return story;
}

test('finds a story by a word of its text from the header panel, and opens it', async ({ page }) => {
  const story = await solarStory(page, 'en');
  await page.goto('/');
  await page.getByRole('button', { name: 'Search the site', exact: true }).click();
  await page.getByRole('combobox', { name: 'Search pages' }).fill('diesel');
  const stories = page.getByRole('group', { name: 'Stories' });
  await stories.getByRole('option', { name: story.title }).click();
  await expect(page).toHaveURL(new RegExp(`/wefe-stories/${story.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
});

test('in Arabic, finds the story however a word is spelt, and Enter opens the search page with it', async ({ page }) => {
  const story = await solarStory(page, 'ar');
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'ابحث في الموقع', exact: true }).click();
  const box = page.getByRole('combobox', { name: 'ابحث في الصفحات' });
  // "الشمسيه" with heh where the story writes ta marbuta ("الشمسية").
  await box.fill('الشمسيه');
  await expect(page.getByRole('group', { name: 'القصص' }).getByRole('option', { name: story.title })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole('heading', { level: 1, name: 'البحث في المنصة' })).toBeVisible();
  await expect(page.getByRole('link', { name: story.title })).toBeVisible();
  await page.getByRole('button', { name: /^القصص/ }).click();
  await expect(page).toHaveURL(/type=story/);
  await expect(page.getByRole('link', { name: story.title })).toBeVisible();
});

test("a shared story's Arabic address opens it in Arabic for an English reader, with its card in Arabic", async ({ page }) => {
  const story = await solarStory(page, 'ar');
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', 'en');
  });
  await page.goto(`/wefe-stories/${story.id}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  const content = (selector: string) => page.locator(selector).first().getAttribute('content');
  expect(await content('meta[property="og:locale"]')).toBe('ar_AR');
  expect(await content('meta[property="og:title"]')).toBe(story.title);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/wefe-stories/${story.id}\\?lang=ar$`));
  // The address's language became the reader's choice, and left the address.
  await expect(page).toHaveURL(new RegExp(`/wefe-stories/${story.id}$`));
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('ar');
});

test('robots.txt names the sitemap, and the sitemap lists the story in three languages', async ({ page }) => {
  const story = await solarStory(page, 'en');
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  const sitemapLine = robots.split('\n').find((line) => line.startsWith('Sitemap: '));
  expect(sitemapLine).toMatch(/\/sitemap\.xml$/);
  const sitemap = await (await page.request.get('/sitemaps/stories-1.xml')).text();
  for (const language of ['en', 'ar', 'fr']) expect(sitemap).toContain(`/wefe-stories/${story.id}?lang=${language}</loc>`);
});

test('the search page fits a phone in English, Arabic and French: no sideways scrolling, kinds and results readable', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const language of ['en', 'ar', 'fr']) {
    await page.addInitScript((chosen) => window.localStorage.setItem('language', chosen), language);
    await page.goto('/search?q=water');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('search').getByRole('searchbox')).toBeVisible();
    await expect(page.getByRole('navigation').filter({ has: page.getByRole('button', { pressed: true }) })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});
