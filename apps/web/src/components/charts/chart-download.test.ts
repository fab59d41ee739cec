import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { chartCsv, downloadName, type ChartData } from './chart-download';

const data: ChartData = {
  columns: [
    { key: 'year', label: 'Année' },
    { key: 'index', label: 'Indice', format: () => 'formatted', numeric: true },
    { key: 'note', label: 'Note' },
  ],
  rows: [
    [2019, '63.27', 'ok, "quoted"'],
    [2020, null, '=HYPERLINK("x")'],
  ],
};
const source = { text: 'WEFE Nexus Hub, WEFE Nexus Index', licence: 'CC BY 4.0', url: 'https://hub.example/wefe-index/country/JOR#trend' };

describe('chartCsv', () => {
  it('holds the rows as they are (not as the table formats them), with source, licence and address on each', () => {
    const csv = chartCsv(data, source);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(csv.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual(['year', 'index', 'note', 'source', 'licence', 'url']);
    const provenance = { source: source.text, licence: source.licence, url: source.url };
    expect(parsed.data).toEqual([
      { year: '2019', index: '63.27', note: 'ok, "quoted"', ...provenance },
      // An empty cell for a missing value, and a formula made inert for spreadsheets.
      { year: '2020', index: '', note: '\'=HYPERLINK("x")', ...provenance },
    ]);
  });
});

describe('downloadName', () => {
  it("makes a file name of the title's words in its own script, Latin accents dropped, or \"chart\" for a title without any", () => {
    expect(downloadName('Jordan: the index and its pillars, 2000–2023', 'csv')).toBe('jordan-the-index-and-its-pillars-2000-2023.csv');
    expect(downloadName('Écosystèmes', 'svg')).toBe('ecosystemes.svg');
    expect(downloadName('الأردنُ: المؤشر وركائزه عبر السنوات', 'png')).toBe('الأردن-المؤشر-وركائزه-عبر-السنوات.png');
    expect(downloadName('— / —', 'csv')).toBe('chart.csv');
  });
});
