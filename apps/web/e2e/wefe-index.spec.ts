// Journeys through the WEFE index and the interactive maps on the shipped data, as a visitor: pick
// countries from the dropdown and the ranking, switch pillar, read the detail charts, download the
// ranking; change sector, map and year on the global map and read a tooltip; meet the empty message
// of a country without data; and see the index page in Arabic.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { failOnConsoleErrors } from './support/console';

failOnConsoleErrors(test);

/** The ranking list of the current metric. */
const ranking = (page: Page, title = 'WEFE Index Ranking') => page.getByRole('list', { name: title });

test('a visitor picks Jordan, then Egypt from the ranking, switches to Water, reads the charts and downloads the ranking', async ({ page }) => {
  await page.goto('/wefe-index');
  await expect(page.getByRole('heading', { level: 1, name: 'WEFE Index' })).toBeVisible();
  // 2015: a year where Egypt (14th) is among the top 20 of the index.
  await page.getByRole('combobox', { name: 'Year' }).selectOption('2015');
  await expect(page).toHaveURL(/[?&]year=2015(&|$)/);
  await expect(ranking(page).getByRole('button').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Jordan' });
  await expect(page.getByRole('heading', { level: 2, name: 'Jordan — 2015' })).toBeVisible();
  const snapshot = page.getByRole('region', { name: 'Country Snapshot' });
  await expect(snapshot).toContainText('Jordan');
  await expect(snapshot).toContainText('#23');

  await page.getByRole('button', { name: 'Show Top 20' }).click();
  await ranking(page).getByRole('button', { name: /Egypt/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Egypt — 2015' })).toBeVisible();
  await expect(page.getByText('World Rank: #14')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue(/\d+/);
  await expect(snapshot).toContainText('Egypt');

  await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Water' }).click();
  await expect(page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Water' })).toHaveAttribute('aria-pressed', 'true');
  const waterRanking = ranking(page, 'Water Ranking');
  await expect(waterRanking.getByRole('button').first()).toBeVisible();
  // The water ranking is not the index ranking: its first country ranks first on water.
  await expect(waterRanking.getByRole('button').first()).toContainText('1');

  // The detail charts render only once scrolled near (150 px): scroll down to them as a reader would.
  await page.getByRole('heading', { level: 2, name: 'Egypt — 2015' }).scrollIntoViewIfNeeded();
  const scrolledTo = async (chart: ReturnType<Page['getByRole']>) =>
    expect(async () => {
      await page.mouse.wheel(0, 300);
      await expect(chart).toBeVisible({ timeout: 1000 });
    }).toPass();
  for (const pillar of ['Water', 'Energy', 'Food', 'Ecosystems']) {
    await scrolledTo(page.getByRole('img', { name: new RegExp(`^${pillar}: \\d+(\\.\\d)? / 100$`) }));
  }
  await scrolledTo(page.getByRole('img', { name: /radar chart/ }));
  await scrolledTo(page.getByRole('img', { name: /^Share of population using at least basic drinking water services: \d+(\.\d)? \/ 100$/ }));
  await expect(page.getByText('The lighter colour shows Access indicators and the darker colour Availability indicators.')).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'WEFE Index' }).scrollIntoViewIfNeeded();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('wefe-index-2015.csv');
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r\n/);
  expect(lines[0]).toMatch(/^"?# Source: .*Licence: CC BY 4\.0/);
  expect(lines[1]).toBe('year,rank,iso3,country,wefe_index,water_score,water_rank,energy_score,energy_rank,food_score,food_rank,ecosystems_score,ecosystems_rank');
  expect(lines.find((line) => line.includes(',EGY,'))).toMatch(/^2015,14,EGY,Egypt,\d+\.\d{2},/);
  expect(lines.find((line) => line.includes(',JOR,'))).toMatch(/^2015,23,JOR,Jordan,/);
});

test('the index page reads right to left in Arabic, with Arabic country and pillar names', async ({ page }) => {
  await page.goto('/wefe-index');
  await page.evaluate(() => window.localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('combobox', { name: 'البلد' }).selectOption({ label: 'الأردن' });
  await expect(page.getByRole('heading', { level: 2, name: /^الأردن — \d{4}$/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'الفئة' }).getByRole('button', { name: 'المياه' })).toBeVisible();
});

test('a visitor changes sector, map and year on the global map and reads a point tooltip', async ({ page }) => {
  await page.goto('/interactive-maps');
  await page.getByRole('radio', { name: /Global level/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/interactive-maps\/global-level/);
  await expect(page.getByRole('heading', { level: 2, name: 'Water score (0-100)' })).toBeVisible();

  await page.getByRole('group', { name: 'Sector' }).getByRole('button', { name: 'Energy' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Energy score (0-100)' })).toBeVisible();
  await page.getByRole('group', { name: 'Map' }).getByRole('button', { name: 'Share of population with access to electricity' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Share of population with access to electricity' })).toBeVisible();
  await page.getByRole('group', { name: 'Year' }).getByRole('button', { name: '2015' }).click();
  await expect(page.getByRole('group', { name: 'Year' }).getByRole('button', { name: '2015' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/year=2015/);

  const jordan = page.getByRole('list', { name: 'Data points on the globe' }).getByRole('button', { name: /^Jordan/ });
  await jordan.focus();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText('Jordan');
  await expect(tooltip).toContainText('Share of population with access to electricity');
  await expect(tooltip).toContainText(/100|99/);
  const legend = page.getByRole('group', { name: 'Share of population with access to electricity' });
  await expect(legend).toContainText('≥ 99');
  await expect(legend).toContainText('Higher is better.');
});

test('a visitor picks a country without data on the country map and is told so', async ({ page }) => {
  await page.goto('/interactive-maps/country-level');
  await expect(page.getByText('Please select a country to view data')).toBeVisible();
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Andorra' });
  await expect(page.getByText('There is no data for this country and map combination.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Jordan' });
  const summary = page.getByRole('region', { name: 'Jordan: summary' });
  await expect(summary).toContainText('Score (0-100)');
  await expect(summary).toContainText(/Value\s*\d+(\.\d+)?/);
});

/** Share of a PNG's pixels within a few levels of `rgb`, read in a blank page (no app, no CSP). */
async function shareOfColour(page: Page, png: Buffer, rgb: [number, number, number]): Promise<number> {
  const probe = await page.context().newPage();
  try {
    return await probe.evaluate(
      async ({ data, colour }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(image, 0, 0);
        const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        let near = 0;
        for (let i = 0; i < pixels.length; i += 4) {
          if (Math.abs(pixels[i]! - colour[0]) + Math.abs(pixels[i + 1]! - colour[1]) + Math.abs(pixels[i + 2]! - colour[2]) < 12) near += 1;
        }
        return near / (pixels.length / 4);
      },
      { data: png.toString('base64'), colour: rgb },
    );
  } finally {
    await probe.close();
  }
}

test('the global map draws its globe in a paint worker, and a drag turns it', async ({ page }) => {
  // No auto-rotation, so only the drag can change the picture.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/interactive-maps/global-level');
  const canvas = page.getByRole('img', { name: /^Globe: / });
  await expect(canvas).toBeVisible();
  // The ocean (#dbeafe) fills a good part of the disc once the worker has drawn it.
  await expect.poll(async () => shareOfColour(page, await canvas.screenshot(), [0xdb, 0xea, 0xfe]), { timeout: 20_000 }).toBeGreaterThan(0.1);
  expect(page.workers().some((worker) => worker.url().includes('globe-paint'))).toBe(true);

  const still = await canvas.screenshot();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 160, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await canvas.screenshot()).equals(still), { timeout: 10_000 }).toBe(false);
});
