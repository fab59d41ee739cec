// Score colours shared by the globe and its legends: five bands at SCORE_BANDS (ColorBrewer RdYlGn,
// red for low, green for high) and one neutral grey, so a missing score never reads as a low one.
import { NO_DATA_COLOR as CONTRACT_NO_DATA_COLOR, SCORE_BAND_COLORS, SCORE_BANDS } from '@wefe/contract';
import type { TFunction } from '@/lib/i18n';
import { numberFormat } from '@/lib/number-format';
import type { GlobeLegendEntry } from './globe-types';

/** One colour per band, lowest first: 0-20, 20-40, 40-60, 60-80, 80+. */
// The same colours the API gives score-map legend keys, so globe and legends never disagree.
export const SCORE_COLORS = SCORE_BAND_COLORS;

/** Countries with no value, and countries the data does not list at all. */
export const NO_DATA_COLOR = CONTRACT_NO_DATA_COLOR;

/** The band a score falls in, 0..4; a score on an edge belongs to the band above (20 is 20-40). */
export function scoreBand(value: number): number {
  let band = 0;
  for (const edge of SCORE_BANDS) if (value >= edge) band += 1;
  return band;
}

/** The fill of a score; null (and NaN, which a failed parse yields) is "no data", not zero. */
export function scoreColor(value: number | null): string {
  if (value === null || Number.isNaN(value)) return NO_DATA_COLOR;
  return SCORE_COLORS[scoreBand(value)] ?? NO_DATA_COLOR;
}

/**
 * Legend rows for the score bands, labelled from SCORE_BANDS so the legend and the fills cannot drift,
 * in the reader's words and digits ('0–20' … '80 and above', '80 فأكثر'): a bare '80+' has no letter
 * to set its direction, so an Arabic page laid it out as '+80'.
 */
export function scoreLegend(t: TFunction, language: string): GlobeLegendEntry[] {
  const whole = numberFormat(language, { maximumFractionDigits: 0 });
  const starts = [0, ...SCORE_BANDS];
  return starts.map((start, band) => {
    const end = SCORE_BANDS[band];
    return {
      label: end === undefined ? t('globe.band_top', { start: whole.format(start) }) : t('globe.band_range', { start: whole.format(start), end: whole.format(end) }),
      color: SCORE_COLORS[band] ?? NO_DATA_COLOR,
    };
  });
}
