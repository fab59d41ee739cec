// Reading the API's numeric strings and showing index values, ranks and the score bands of the legend.
import { SCORE_BAND_COLORS, SCORE_BANDS } from '@wefe/contract';
import { formatScore } from '@/components/charts/chart-format';
import type { GlobeLegendEntry } from '@/components/globe/globe-types';
import { numberFormat } from '@/lib/number-format';

/** A score sent as a numeric string ('63.27') as a number; null, empty or not a number is null. */
export function scoreValue(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A score with one decimal in the reader's language, or '–' when there is none. */
export function scoreText(value: string | null | undefined, language: string): string {
  const number = scoreValue(value);
  return number === null ? '–' : formatScore(number, language);
}

/** The five colour bands of the globe: '0-20', '20-40', '40-60', '60-80', '80+' with their colours. */
export function scoreBandLegend(language: string): GlobeLegendEntry[] {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  // One band per colour: below the first edge, between edges, and from the last edge up.
  return SCORE_BAND_COLORS.map((color, index) => {
    const low = index === 0 ? 0 : SCORE_BANDS[index - 1];
    const high = SCORE_BANDS[index];
    return {
      label: high === undefined ? `${number.format(low ?? 0)}+` : `${number.format(low ?? 0)}-${number.format(high)}`,
      color,
    };
  });
}

/** A published value as the reader's language writes numbers, with up to two decimals. */
export function publishedValue(value: number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 2 }).format(value);
}
