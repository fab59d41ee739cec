// Journeys through the WEFE index and the interactive maps on the shipped data, as a visitor: pick
// countries from the dropdown and the ranking, switch pillar, read the detail charts, download the
// ranking; read a pillar's rank in the snapshot and a provisional year's notice; change sector, map and
// year on the global map and read a tooltip; meet the empty message of a country without data; and see
// the index page in Arabic, on a phone too.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { failOnConsoleErrors } from './support/console';

failOnConsoleErrors(test);

/** The ranking list of the current metric. */
const ranking = (page: Page, title = 'WEFE Index Ranking') => page.getByRole('list', { name: title });

/**
 * Waits until the hub has written the rank intervals of its latest computation: the server computes
 * them a second after start, off the request path, and a journey may begin before they are in.
 */
async function intervalsWritten(page: Page) {
  await expect
    .poll(async () => (await (await page.request.get('/api/indexes/methodology')).json()).data.uncertainty.done_at, { timeout: 30_000 })
    .not.toBeNull();
}

/** A year's ranking of the index from the hub's own API, as the page reads it. */
async function rankingOf(page: Page, year: number): Promise<Array<{ country: { name: string }; rank: number | null; rank_interval: { low: number; high: number } | null; ranked_among: number }>> {
  const answer = await page.request.get(`/api/indexes?year=${year}&per_page=100`);
  return (await answer.json()).data;
}

test('a visitor picks Jordan, then a country from the ranking, switches to Water, reads the charts and downloads the ranking', async ({ page }) => {
  await intervalsWritten(page);
  await page.goto('/wefe-index');
  await expect(page.getByRole('heading', { level: 1, name: 'WEFE Index' })).toBeVisible();
  // 2015 (provisional: no affordability data before 2017): each option names the years its data come from.
  const year = page.getByRole('combobox', { name: 'Year' });
  await expect(year.getByRole('option', { name: /^2015, data 20\d\d–2015/ })).toHaveCount(1);
  await year.selectOption('2015');
  await expect(page).toHaveURL(/[?&]year=2015(&|$)/);
  await expect(ranking(page).getByRole('button').first()).toBeVisible();
  const entries = await rankingOf(page, 2015);
  const jordanEntry = entries.find((entry) => entry.country.name === 'Jordan')!;
  const seventh = entries.find((entry) => entry.rank === 7)!;

  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Jordan' });
  await expect(page.getByRole('heading', { level: 2, name: 'Jordan — 2015' })).toBeVisible();
  const snapshot = page.getByRole('region', { name: 'Country Snapshot' });
  await expect(snapshot).toContainText('Jordan');
  await expect(snapshot).toContainText(`#${jordanEntry.rank}`);
  await expect(snapshot).toContainText(`likely ${jordanEntry.rank_interval!.low}–${jordanEntry.rank_interval!.high}`);
  await expect(snapshot).toContainText(`Among ${jordanEntry.ranked_among} ranked hub countries in 2015.`);

  await ranking(page).getByRole('button', { name: new RegExp(seventh.country.name) }).click();
  await expect(page.getByRole('heading', { level: 2, name: `${seventh.country.name} — 2015` })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Rank 7 among ${seventh.ranked_among} ranked hub countries`))).toBeVisible();
  await expect(page.getByText(/World Rank/)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue(/\d+/);
  await expect(snapshot).toContainText(seventh.country.name);

  await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Water' }).click();
  await expect(page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Water' })).toHaveAttribute('aria-pressed', 'true');
  const waterRanking = ranking(page, 'Water Ranking');
  await expect(waterRanking.getByRole('button').first()).toBeVisible();
  // The water ranking is not the index ranking: its first country ranks first on water.
  await expect(waterRanking.getByRole('button').first()).toContainText('1');

  // The detail charts render only once scrolled near (150 px): scroll down to them as a reader would.
  const detailHeading = page.getByRole('heading', { level: 2, name: `${seventh.country.name} — 2015` });
  await detailHeading.scrollIntoViewIfNeeded();
  const scrolledTo = async (chart: ReturnType<Page['getByRole']>) =>
    expect(async () => {
      await page.mouse.wheel(0, 300);
      await expect(chart).toBeVisible({ timeout: 1000 });
    }).toPass();
  for (const pillar of ['Water', 'Energy', 'Food', 'Ecosystems']) {
    await scrolledTo(page.getByRole('img', { name: new RegExp(`^${pillar}: \\d+(\\.\\d)? / 100$`) }));
  }
  await scrolledTo(page.getByRole('img', { name: /radar chart/ }));
  const drinking = page.getByRole('img', { name: /^Share of population using at least basic drinking water services: \d+(\.\d)? \/ 100$/ });
  await scrolledTo(drinking);
  // Each bar says the published value behind the score and its weight in the index.
  await expect(drinking).toHaveAccessibleDescription(/^Published value: .* · weight in the index \d+(\.\d)?%$/);
  await expect(page.getByText('The lighter colour shows Access indicators and the darker colour Availability indicators.')).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'WEFE Index' }).scrollIntoViewIfNeeded();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('wefe-index-2015.csv');
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r\n/);
  // The header first, as pandas and spreadsheets expect: no comment line.
  expect(lines[0]).toMatch(/^year,iso3,country,rank,rank_low,rank_high,rank_median,ranked_among,wefe_index,indicators_used,indicators_total,unranked_reason,provisional,water_score,/);
  expect(lines.find((line) => line.includes(',JOR,'))).toMatch(new RegExp(`^2015,JOR,Jordan,${jordanEntry.rank},${jordanEntry.rank_interval!.low},${jordanEntry.rank_interval!.high},`));
});

test('a visitor picks a pillar and reads its rank in the snapshot, then a provisional year and reads why it does not compare', async ({ page }) => {
  await intervalsWritten(page);
  await page.goto('/wefe-index');
  const year = page.getByRole('combobox', { name: 'Year' });
  const years = (await (await page.request.get('/api/indexes/years')).json()).data as {
    default_year: number;
    years: Array<{ year: number; provisional: boolean; ranked: number }>;
  };
  await expect(year).toHaveValue(String(years.default_year));
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Morocco' });
  const snapshot = page.getByRole('region', { name: 'Country Snapshot' });
  await expect(snapshot).toContainText('Rank and value of the overall WEFE index.');

  await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Food' }).click();
  await expect(snapshot).toContainText('Rank and score of the Food pillar; choose Index above for the overall index.');
  await expect(snapshot.getByText('Food rank')).toBeVisible();
  const detail = (await (await page.request.get(`/api/indexes/country/${new URL(page.url()).searchParams.get('country')}?year=${years.default_year}`)).json()).data;
  const food = detail.pillars.find((p: { pillar: { slug: string } }) => p.pillar.slug === 'food');
  await expect(snapshot).toContainText(`#${food.rank}`);
  await expect(snapshot).toContainText(`likely ${food.rank_interval.low}–${food.rank_interval.high}`);
  await expect(snapshot).toContainText(`Among ${food.ranked_among} ranked hub countries in ${years.default_year}.`);

  const provisional = years.years.find((y) => y.provisional && y.ranked > 0)!;
  await expect(year.getByRole('option', { name: new RegExp(`^${provisional.year}, .*\\(provisional\\)$`) })).toHaveCount(1);
  await year.selectOption(String(provisional.year));
  const notice = page.getByRole('region', { name: `${provisional.year} is a provisional year` });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`The page opens on ${years.default_year}, the latest comparable year.`);

  // The methodology says how uncertain ranks are and how the index compares with the SDSN report.
  await page.getByText('Methodology - Overview').click();
  await expect(page.getByText(/the likely range of the median ranked country spans \d+ places/)).toBeVisible();
  await expect(page.getByRole('table', { name: `Each choice changed alone, ${provisional.year}` }).getByRole('rowheader', { name: 'Geometric instead of arithmetic means' })).toBeVisible();
  await expect(page.getByRole('table', { name: new RegExp(`^${provisional.year} here, against the report’s \\d{4} scores$`) })).toBeVisible();
});

test('a year picked while the page is still loading is kept once the app takes over', async ({ page }) => {
  // A slow phone: the reader picks a year in the server's page before the app has hydrated it. The app
  // takes that choice over, and the reader's own change event, arriving after, must not undo it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await page.goto('/wefe-index');
  const year = page.getByRole('combobox', { name: 'Year' });
  await expect(year.getByRole('option', { name: /^2015, / })).toHaveCount(1);
  await year.selectOption('2015');
  await expect(page.getByRole('heading', { level: 2, name: /— 2015$/ })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/[?&]year=2015(&|$)/);
  await expect(year).toHaveValue('2015');
});

test('a visitor on a phone reads the index page in Arabic without sideways scrolling, with the snapshot and its range', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await intervalsWritten(page);
  await page.goto('/wefe-index');
  await page.evaluate(() => window.localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const snapshot = page.getByRole('region', { name: 'لمحة عن البلد' });
  await expect(snapshot).toContainText('ترتيب مؤشر WEFE العام وقيمته.');
  await expect(snapshot).toContainText(/على الأرجح \d+(–\d+)?/);
  await expect(page.getByRole('combobox', { name: 'السنة' }).getByRole('option', { name: /\(مؤقتة\)$/ }).first()).toBeAttached();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
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
  // The map opens on the index's default year (the latest comparable one), not on its newest year.
  const defaultYear = (await (await page.request.get('/api/indexes/years')).json()).data.default_year as number;
  await expect(page.getByRole('group', { name: 'Year' }).getByRole('button', { name: String(defaultYear), exact: true })).toHaveAttribute('aria-pressed', 'true');

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

test('the country map offers the countries with data, tells a linked country without data so, and links to a profile', async ({ page }) => {
  await page.goto('/interactive-maps/country-level');
  await expect(page.getByText('Please select a country to view data')).toBeVisible();
  const select = page.getByRole('combobox', { name: 'Country' });
  const withData = (await (await page.request.get('/api/interactive-maps/countries')).json()).data as number[];
  // The placeholder, then the countries any map has data for: not all 249 ISO entries.
  await expect(select.getByRole('option')).toHaveCount(withData.length + 1);
  await expect(select.getByRole('option', { name: 'Andorra' })).toHaveCount(0);

  const countries = (await (await page.request.get('/api/countries?per_page=1000')).json()).data as Array<{ id: number; iso3: string }>;
  const andorra = countries.find((country) => country.iso3 === 'AND')!.id;
  await page.goto(`/interactive-maps/country-level?country=${andorra}`);
  await expect(page.getByText('There is no data for this country and map combination.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Jordan' });
  await expect(page.getByRole('link', { name: 'Open Jordan’s profile' })).toHaveAttribute('href', '/wefe-index/country/JOR');
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
