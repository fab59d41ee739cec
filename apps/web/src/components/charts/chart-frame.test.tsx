import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import type { ChartData } from './chart-download';
import { ChartFrame, embedSnippet } from './chart-frame';

const data: ChartData = {
  columns: [
    { key: 'year', label: 'Year' },
    { key: 'index', label: 'Index', format: (value) => (typeof value === 'number' ? value.toFixed(1) : '–'), numeric: true },
  ],
  rows: [
    [2019, 63.27],
    [2020, null],
  ],
};

/** A blob's text (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The blobs offered as downloads, with their file names. */
let saved: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  saved = [];
  let next = 0;
  const blobs = new Map<string, Blob>();
  vi.stubGlobal('URL', Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const href = `blob:test/${(next += 1)}`;
      blobs.set(href, blob);
      return href;
    },
    revokeObjectURL: () => undefined,
  }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
});
afterEach(() => vi.restoreAllMocks());

function renderFrame(props: Partial<Parameters<typeof ChartFrame>[0]> = {}) {
  const user = userEvent.setup();
  const element = (
    <ChartFrame
      id="trend"
      title="Jordan: the index over the years"
      data={data}
      source={{ text: 'WEFE Nexus Hub, WEFE Nexus Index', licence: 'CC BY 4.0' }}
      dataset={{ title: 'WEFE Nexus Index', href: '/api/indexes/datapackage.json' }}
      permalink="/wefe-index/country/JOR?year=2019"
      embedHref="/embed/wefe-index/trend?country=JOR"
      {...props}
    >
      <svg role="presentation" viewBox="0 0 100 50">
        <rect width="10" height="10" className="fill-slate-200" />
      </svg>
    </ChartFrame>
  );
  const router = createMemoryRouter([{ path: '*', element }]);
  render(<RouterProvider router={router} />);
  return user;
}

const figure = () => screen.getByRole('figure', { name: 'Jordan: the index over the years' });

describe('ChartFrame', () => {
  it('gives screen readers the numbers as a table, and shows it in place of the chart on request', async () => {
    const user = renderFrame();
    const table = within(figure()).getByRole('table', { name: 'Values of Jordan: the index over the years' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['YearIndex', '201963.3', '2020–']);
    expect(figure().querySelector('svg')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('button', { name: 'Show as table' })).toHaveAttribute('aria-pressed', 'true');
    expect(figure().querySelector('svg')).toBeNull();
    expect(within(figure()).getByRole('table')).toBeVisible();
    // The drawing is not there to download while the table is shown.
    expect(screen.queryByRole('button', { name: 'Image (PNG)' })).not.toBeInTheDocument();
  });

  it('downloads the data as CSV with its source, licence and the view’s address', async () => {
    const user = renderFrame();
    await user.click(screen.getByRole('button', { name: 'Data (CSV)' }));
    expect(saved.map((file) => file.name)).toEqual(['jordan-the-index-over-the-years.csv']);
    const parsed = Papa.parse<Record<string, string>>((await textOf(saved[0]!.blob)).replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    expect(parsed.data).toEqual([
      { year: '2019', index: '63.27', source: 'WEFE Nexus Hub, WEFE Nexus Index', licence: 'CC BY 4.0', url: 'http://localhost:3000/wefe-index/country/JOR?year=2019#trend' },
      { year: '2020', index: '', source: 'WEFE Nexus Hub, WEFE Nexus Index', licence: 'CC BY 4.0', url: 'http://localhost:3000/wefe-index/country/JOR?year=2019#trend' },
    ]);
  });

  it('downloads the drawing as a stand-alone SVG with its title and source line', async () => {
    const user = renderFrame();
    await user.click(screen.getByRole('button', { name: 'Vector (SVG)' }));
    expect(saved[0]?.name).toBe('jordan-the-index-over-the-years.svg');
    const markup = await textOf(saved[0]!.blob);
    const document = new DOMParser().parseFromString(markup, 'image/svg+xml');
    expect(document.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect([...document.querySelectorAll('text')].map((text) => text.textContent)).toEqual([
      'Jordan: the index over the years',
      'WEFE Nexus Hub, WEFE Nexus Index',
      'CC BY 4.0 · http://localhost:3000/wefe-index/country/JOR?year=2019#trend',
    ]);
    // The page's classes are gone: the file carries its own styles (their values: the journeys, in a browser).
    expect(markup).not.toContain('class=');
    expect(markup.match(/xmlns="/g)).toHaveLength(1);
    expect(document.querySelector('parsererror')).toBeNull();
  });

  it('copies the view’s link, gives the embed snippet in the reader’s language, and cites the view and the data set', async () => {
    const user = renderFrame();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/wefe-index/country/JOR?year=2019#trend');
    expect(screen.getByRole('status')).toHaveTextContent('Link to this view copied ✓');

    await user.click(screen.getByRole('button', { name: 'Embed' }));
    expect(screen.getByRole('button', { name: 'Embed' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Embed code' })).toHaveValue(
      '<iframe src="http://localhost:3000/embed/wefe-index/trend?country=JOR&amp;lang=en" title="Jordan: the index over the years" width="100%" height="520" style="border:0" loading="lazy"></iframe>',
    );

    await user.click(screen.getByRole('button', { name: 'Cite this' }));
    const apa = screen.getByRole('textbox', { name: 'This view (APA)' }) as HTMLTextAreaElement;
    expect(apa.value).toMatch(/^WEFE Nexus Hub\. \(\d{4}\)\. Jordan: the index over the years \[Data set\]\. Retrieved .+, from http:\/\/localhost:3000\/wefe-index\/country\/JOR\?year=2019#trend$/);
    expect((screen.getByRole('textbox', { name: 'The data set (BibTeX)' }) as HTMLTextAreaElement).value).toContain('url = {http://localhost:3000/api/indexes/datapackage.json}');
    await user.click(screen.getByRole('button', { name: 'Copy: The data set (APA)' }));
    expect(await navigator.clipboard.readText()).toMatch(/^WEFE Nexus Hub\. \(\d{4}\)\. WEFE Nexus Index \[Data set\]/);
  });

  it('speaks Arabic: actions, table caption and the citation’s words', async () => {
    await changeLanguage('ar');
    const user = renderFrame();
    expect(screen.getByRole('button', { name: 'العرض كجدول' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'الاستشهاد' }));
    expect((screen.getByRole('textbox', { name: 'هذا العرض (APA)' }) as HTMLTextAreaElement).value).toContain('[مجموعة بيانات]. تم الاسترجاع في');
    await changeLanguage('en');
  });

  it('writes a snippet whose attributes cannot be broken out of', () => {
    expect(embedSnippet('https://x.example/embed?a=1&b="2"', 'A <b>"title"</b>')).toBe(
      '<iframe src="https://x.example/embed?a=1&amp;b=&quot;2&quot;" title="A &lt;b>&quot;title&quot;&lt;/b>" width="100%" height="520" style="border:0" loading="lazy"></iframe>',
    );
  });
});
