// Journeys of an analyst through the index (issue 26), on the shipped data: open Jordan's profile from
// the full ranking and read its trend; compare Jordan, Egypt and Morocco and reload the address;
// download a chart's CSV and check its rows against the API; open an embed address inside a frame of
// another origin (and see that no other page can be framed); the same in Arabic, on a phone.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { failOnConsoleErrors } from './support/console';

failOnConsoleErrors(test);

interface SeriesYear {
  year: number;
  provisional: boolean;
  index: { value: string | null; rank: number | null; rank_interval: { low: number; high: number } | null };
  pillars: Array<{ slug: string; value: string | null }>;
}

/** A country's series from the hub's own API, as the profile reads it. */
async function seriesOf(page: Page, iso3: string, language = 'en'): Promise<{ country: { name: string }; years: SeriesYear[] }> {
  return (await (await page.request.get(`/api/indexes/country/${iso3}/series`, { headers: { lang: language } })).json()).data;
}

/** A score as the page writes it in English (Intl, one decimal), or '–'. */
const shown = (value: string | null) => (value === null ? '–' : new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(value)));

/** The texts of a drawing that reach beyond its edges (cut off on screen and in its downloads). */
function textsOutside(svg: Locator): Promise<string[]> {
  return svg.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll('text')]
      .filter((text) => {
        const r = text.getBoundingClientRect();
        return r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1);
      })
      .map((text) => text.textContent ?? '');
  });
}

/** Which side of a signed number its sign is drawn on. */
function signSide(cell: Locator): Promise<'left' | 'right'> {
  return cell.evaluate((element) => {
    const node = element.querySelector('bdi')!.firstChild!;
    const text = node.textContent!;
    const rectOf = (index: number) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return range.getBoundingClientRect();
    };
    // Intl may put a direction mark before the sign.
    const sign = text.search(/[+\-−]/);
    if (sign < 0 || sign > 1) throw new Error(`not a signed number: ${text}`);
    return rectOf(sign).left < rectOf(text.length - 1).left ? 'left' : 'right';
  });
}

/** Waits until the hub has written the rank intervals of its latest computation (a second after start). */
async function intervalsWritten(page: Page) {
  await expect
    .poll(async () => (await (await page.request.get('/api/indexes/methodology')).json()).data.uncertainty.done_at, { timeout: 30_000 })
    .not.toBeNull();
}

test("an analyst opens Jordan's profile from the full ranking and reads its trend, year by year", async ({ page }) => {
  await intervalsWritten(page);
  await page.goto('/wefe-index');
  const full = page.getByRole('region', { name: /^Full ranking, \d{4}$/ });
  await full.scrollIntoViewIfNeeded();
  await full.getByRole('link', { name: 'Jordan', exact: true }).click();
  await expect(page).toHaveURL(/\/wefe-index\/country\/JOR$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jordan' })).toBeVisible();
  await expect(page.getByText(/^#\d+ of \d+ ranked$/).first()).toBeVisible();

  const series = await seriesOf(page, 'JOR');
  const trend = page.getByRole('figure', { name: 'Jordan: the index and its pillars over the years' });
  await expect(trend.locator('svg g[data-series]')).toHaveCount(5);
  // Provisional years are shaded; the keyboard reads a year's values out.
  const provisional = series.years.filter((year) => year.provisional).map((year) => String(year.year));
  await expect(trend.locator('rect[data-shaded]')).toHaveCount(provisional.length);
  await trend.getByRole('group', { name: /line chart/ }).focus();
  await page.keyboard.press('Home');
  const first = series.years[0]!;
  await expect(trend.locator('[aria-live="polite"]')).toContainText(`${first.year} · WEFE Index: ${first.index.value === null ? 'No data' : shown(first.index.value)}`);

  await trend.getByRole('button', { name: 'Show as table' }).click();
  const rows = trend.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(series.years.length + 1);
  for (const [index, year] of series.years.entries()) {
    const cells = rows.nth(index + 1).locator('th, td');
    await expect(cells.nth(0)).toHaveText(String(year.year));
    await expect(cells.nth(1)).toHaveText(shown(year.index.value));
  }
});

test('an analyst compares Jordan, Egypt and Morocco, and the reloaded address shows the same view', async ({ page }) => {
  await page.goto('/wefe-index/compare');
  const box = page.getByRole('combobox', { name: 'Countries' });
  for (const [typed, name] of [
    ['jord', 'Jordan'],
    ['EGY', 'Egypt'],
    ['moroc', 'Morocco'],
  ] as const) {
    await box.fill(typed);
    await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  }
  await expect(page).toHaveURL(/countries=JOR,EGY,MAR/);
  const radar = page.getByRole('figure', { name: /^Pillars compared, \d{4}$/ });
  await expect(radar.locator('polygon[data-series]')).toHaveCount(3);
  await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Water' }).click();
  await page.getByRole('combobox', { name: 'Reference line in the trend' }).selectOption('MENA');
  await expect(page).toHaveURL(/pillar=water/);
  await expect(page).toHaveURL(/benchmark=MENA/);

  await page.reload();
  await expect(page.getByRole('list', { name: 'Chosen countries' }).getByRole('button')).toHaveText(['Jordan', 'Egypt', 'Morocco']);
  await expect(page.getByRole('figure', { name: /^Pillars compared, \d{4}$/ }).locator('polygon[data-series]')).toHaveCount(3);
  const trend = page.getByRole('figure', { name: 'Water over the years' });
  await expect(trend.locator('g[data-series]')).toHaveCount(4);
  await expect(trend.locator('g[data-series="MENA mean"] path')).toHaveAttribute('stroke-dasharray', '6 4');

  // The radar's numbers are the API's.
  const year = Number((await page.getByRole('combobox', { name: 'Year' }).inputValue()) || 0);
  const detail = (await (await page.request.get(`/api/indexes/country/EGY?year=${year}`)).json()).data;
  const radarRows = page.getByRole('figure', { name: /^Pillars compared/ }).getByRole('table').getByRole('row');
  await expect(radarRows.nth(2).locator('th, td').nth(3)).toHaveText(shown(detail.value));
});

test("an analyst downloads the trend's CSV and finds the API's numbers, with source and licence", async ({ page }) => {
  await page.goto('/wefe-index/country/MAR');
  const trend = page.getByRole('figure', { name: 'Morocco: the index and its pillars over the years' });
  await expect(trend.locator('svg g[data-series]')).toHaveCount(5);
  const downloading = page.waitForEvent('download');
  await trend.getByRole('button', { name: 'Data (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('morocco-the-index-and-its-pillars-over-the-years.csv');
  const parsed = Papa.parse<Record<string, string>>(fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const series = await seriesOf(page, 'MAR');
  expect(parsed.data.map((row) => Number(row.year))).toEqual(series.years.map((year) => year.year));
  for (const [index, year] of series.years.entries()) {
    const row = parsed.data[index]!;
    expect(row.index).toBe(year.index.value ?? '');
    expect(row.index_rank).toBe(year.index.rank === null ? '' : String(year.index.rank));
    expect(row.water).toBe(year.pillars.find((pillar) => pillar.slug === 'water')!.value ?? '');
    expect(row.provisional).toBe(year.provisional ? 'yes' : 'no');
    expect(row.licence).toBe('CC BY 4.0');
    expect(row.url).toMatch(/\/wefe-index\/country\/MAR\?year=\d{4}#trend$/);
  }
  // The drawing as SVG carries its own styles, title and source; as PNG it is the same at twice the size.
  const svgDownload = page.waitForEvent('download');
  await trend.getByRole('button', { name: 'Vector (SVG)' }).click();
  const svg = fs.readFileSync((await (await svgDownload).path())!, 'utf8');
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(\d+)"/);
  expect(svg).toContain('>Morocco: the index and its pillars over the years</text>');
  expect(svg).toMatch(/style="[^"]*stroke:/);
  expect(svg).not.toContain('class=');
  const width = Number(/width="(\d+)"/.exec(svg)![1]);
  const pngDownload = page.waitForEvent('download');
  await trend.getByRole('button', { name: 'Image (PNG)' }).click();
  const png = fs.readFileSync((await (await pngDownload).path())!);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(png.readUInt32BE(16)).toBe(width * 2);
});

/**
 * Another site: a page at http://localhost:{port} (the hub is at 127.0.0.1, another origin and another
 * site) that frames the hub address given in its `src` parameter. A real server, as a browser's own
 * checks treat a page the test runner made up as public and refuse it any local frame at all.
 */
async function otherSite(hubOrigin: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://localhost').searchParams.get('src') ?? '/';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Report</title><h1>Our report</h1><iframe title="chart" src="${hubOrigin}${src.replaceAll('"', '')}" width="800" height="700"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('an embed address shows its chart inside another site’s frame; no other page of the hub can be framed', async ({ page, context, baseURL }) => {
  const site = await otherSite(new URL(baseURL!).origin);
  try {
    await page.goto(`${site.origin}/report?src=${encodeURIComponent('/embed/wefe-index/trend?country=JOR&lang=ar')}`);
    const frame = page.frameLocator('iframe[title="chart"]');
    await expect(frame.getByRole('figure', { name: 'الأردن: المؤشر وركائزه عبر السنوات' })).toBeVisible();
    await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(frame.locator('svg g[data-series]')).toHaveCount(5);
    await expect(frame.getByRole('link', { name: 'الفتح في منصة ترابط WEFE' })).toHaveAttribute('target', '_blank');

    // The index page itself refuses to be framed (a page not watched for console errors: Chromium logs the refusal).
    const other = await context.newPage();
    await other.goto(`${site.origin}/report?src=${encodeURIComponent('/wefe-index')}`);
    await expect.poll(() => other.frames().find((candidate) => candidate !== other.mainFrame())?.url()).toMatch(/^chrome-error:/);
    await other.close();
  } finally {
    await site.close();
  }
});

test('the same journeys in Arabic, on a phone, without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/wefe-index');
  await page.evaluate(() => window.localStorage.setItem('language', 'ar'));
  // Sorted by a pillar, the full ranking is there at once; its wide table scrolls inside its frame.
  await page.goto('/wefe-index?sort=water');
  const full = page.getByRole('region', { name: /^الترتيب الكامل، \d{4}$/ });
  await expect(full.getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await full.scrollIntoViewIfNeeded();
  await full.getByRole('link', { name: 'الأردن', exact: true }).click();
  await expect(page).toHaveURL(/\/wefe-index\/country\/JOR$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الأردن' })).toBeVisible();
  const trend = page.getByRole('figure', { name: 'الأردن: المؤشر وركائزه عبر السنوات' });
  await expect(trend.locator('svg g[data-series]')).toHaveCount(5);
  expect(await textsOutside(trend.locator('svg').first())).toEqual([]);
  await trend.getByRole('button', { name: 'العرض كجدول' }).click();
  const series = await seriesOf(page, 'JOR', 'ar');
  await expect(trend.getByRole('table').getByRole('row')).toHaveCount(series.years.length + 1);
  const benchmarks = page.getByRole('figure', { name: /^الأردن مقارنةً بمناطقه، \d{4}$/ });
  await expect(benchmarks).toContainText('الشرق الأوسط وشمال أفريقيا');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // The dot plot's labels sit inside the drawing (right-aligned, not cut at its edge), and a signed
  // difference reads "+5.4" with its sign first, as numbers do in Arabic text.
  expect(await textsOutside(benchmarks.locator('svg').first())).toEqual([]);
  const difference = benchmarks.getByRole('table').getByRole('row').nth(1).getByRole('cell').nth(3);
  expect(await signSide(difference)).toBe('left');

  // The CSV of the Arabic page has an Arabic file name and the API's numbers.
  const downloading = page.waitForEvent('download');
  await trend.getByRole('button', { name: 'البيانات (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('الأردن-المؤشر-وركائزه-عبر-السنوات.csv');
  const parsed = Papa.parse<Record<string, string>>(fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
  expect(parsed.data.map((row) => [Number(row.year), row.index])).toEqual(series.years.map((year) => [year.year, year.index.value ?? '']));

  await page.goto('/wefe-index/compare?countries=JOR,EGY,MAR');
  await expect(page.getByRole('heading', { level: 1, name: 'مقارنة البلدان' })).toBeVisible();
  await expect(page.getByRole('figure', { name: /^مقارنة الركائز، \d{4}$/ }).locator('polygon[data-series]')).toHaveCount(3);
  expect(await textsOutside(page.getByRole('figure', { name: /^درجات المؤشر والركائز، \d{4}$/ }).locator('svg').first())).toEqual([]);
  expect(await textsOutside(page.getByRole('figure', { name: /^مقارنة الركائز، \d{4}$/ }).locator('svg').first())).toEqual([]);
  await expect(page.getByRole('list', { name: 'البلدان المختارة' }).getByRole('button')).toHaveText(['الأردن', 'مصر', 'المغرب']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('group', { name: 'الفئة' }).getByRole('button', { name: 'المياه' }).click();
  await expect(page).toHaveURL(/pillar=water/);
  await page.reload();
  await expect(page.getByRole('list', { name: 'البلدان المختارة' }).getByRole('button')).toHaveText(['الأردن', 'مصر', 'المغرب']);
  await expect(page.getByRole('figure', { name: 'المياه عبر السنوات' }).locator('g[data-series]')).toHaveCount(3);
});
