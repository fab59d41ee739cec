import { describe, expect, it } from 'vitest';
import { NO_DATA_COLOR, SCORE_COLORS, SCORE_LEGEND, scoreBand, scoreColor, scoreLegend } from './globe-colors';

describe('scoreColor', () => {
  it.each([
    [0, 0],
    [19.99, 0],
    [20, 1],
    [39.99, 1],
    [40, 2],
    [60, 3],
    [79.99, 3],
    [80, 4],
    [100, 4],
  ])('puts %d in band %d', (value, band) => {
    expect(scoreBand(value)).toBe(band);
    expect(scoreColor(value)).toBe(SCORE_COLORS[band]);
  });

  it('gives five distinct band colours and a grey for no data that is none of them', () => {
    expect(new Set(SCORE_COLORS).size).toBe(5);
    expect(scoreColor(null)).toBe(NO_DATA_COLOR);
    expect(scoreColor(Number.NaN)).toBe(NO_DATA_COLOR);
    expect(SCORE_COLORS).not.toContain(NO_DATA_COLOR);
  });

  it('keeps out-of-range scores in the end bands rather than failing', () => {
    expect(scoreColor(-5)).toBe(SCORE_COLORS[0]);
    expect(scoreColor(140)).toBe(SCORE_COLORS[4]);
  });
});

describe('SCORE_LEGEND', () => {
  it("words the bands in the page's language: '80 and above' has letters to set its direction", () => {
    const arabic = scoreLegend({ range: (start, end) => `${start}–${end}`, top: (start) => `${start} فأكثر` });
    expect(arabic.map((row) => row.label)).toEqual(['0–20', '20–40', '40–60', '60–80', '80 فأكثر']);
    expect(arabic.map((row) => row.color)).toEqual(SCORE_LEGEND.map((row) => row.color));
  });

  it('labels the five bands with the colours the globe fills them with', () => {
    expect(SCORE_LEGEND).toEqual([
      { label: '0-20', color: scoreColor(10) },
      { label: '20-40', color: scoreColor(30) },
      { label: '40-60', color: scoreColor(50) },
      { label: '60-80', color: scoreColor(70) },
      { label: '80+', color: scoreColor(90) },
    ]);
  });
});
