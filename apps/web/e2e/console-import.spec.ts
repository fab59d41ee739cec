// The staff console's index data journey: an administrator imports indicator values and the ranking
// on /wefe-index changes. The commit recomputes the index, which on the embedded database holds the
// hub's only thread for seconds; any journey beside it could time out, so this file runs after every
// other (its own Playwright project, see playwright.config.ts). Alone, without waiting for the
// others: `node scripts/e2e.mjs console-import --no-deps`.
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './support/console';
import { signInAdmin } from './support/members';

failOnConsoleErrors(test);

test.describe('staff console: index data', () => {
  test('an administrator imports a CSV of indicator values and the ranking on /wefe-index changes', async ({ page, request }) => {
    test.setTimeout(150_000);
    // 2012 is a year no other journey reads. The lowest-ranked country gets the leader's published
    // values, which lie inside every indicator's observed range: the fixed goalposts (percentiles of
    // every year's values) barely move, so other years' ranks stay as the other journeys read them.
    const year = 2012;
    const ranking = (await (await request.get('/api/indexes', { params: { year, per_page: 100 } })).json()) as {
      data: { country: { id: number; name: string; iso3: string }; rank: number | null }[];
    };
    const ranked = ranking.data.filter((entry) => entry.rank !== null).sort((a, b) => a.rank! - b.rank!);
    const leader = ranked[0]!;
    const target = ranked.at(-1)!;
    expect(target.rank!).toBeGreaterThan(20);
    const detail = (await (await request.get(`/api/indexes/country/${leader.country.id}`, { params: { year } })).json()) as {
      data: { pillars: { indicators: { indicator: { code: string }; raw_value: number }[] }[] };
    };
    const rows = detail.data.pillars.flatMap((pillar) => pillar.indicators.map((score) => `${target.country.iso3},${score.indicator.code},${year},${score.raw_value}`));
    expect(rows.length).toBeGreaterThan(10);
    const csv = ['iso3,indicator_id,year,value', ...rows].join('\n');

    await signInAdmin(page);
    await page.goto('/admin/index-data');
    await expect(page.getByRole('heading', { level: 1, name: 'Index and maps data' })).toBeVisible();
    await page.getByLabel('File of indicator values').setInputFiles({ name: 'values-2012.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Check file' }).click();
    const commit = page.getByRole('button', { name: `Import ${rows.length} values` });
    await expect(commit).toBeVisible({ timeout: 30_000 });
    await commit.click();
    await expect(page.getByText('The index was recomputed.')).toBeVisible({ timeout: 90_000 });

    const after = (await (await request.get(`/api/indexes/country/${target.country.id}`, { params: { year } })).json()) as { data: { rank: number } };
    expect(after.data.rank).toBeLessThan(target.rank!);
    expect(after.data.rank).toBeLessThanOrEqual(10);

    // The public ranking shows it among the top ten of that year.
    await page.goto(`/wefe-index?year=${year}`);
    const top = page.getByRole('list', { name: 'WEFE Index Ranking' });
    await expect(top.getByRole('button', { name: new RegExp(target.country.name) })).toBeVisible();
  });
});
