// Reading the API's numeric strings and showing index values and ranks.
import type { CountryIndexDetail } from '@wefe/contract';
import { formatScore } from '@/components/charts/chart-format';
import type { TFunction } from '@/lib/i18n';
import { numberFormat } from '@/lib/number-format';

/** The colour of the overall index in every chart: the brand's. */
export const INDEX_COLOR = '#136478';

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

/** A published value as the reader's language writes numbers, with up to two decimals. */
export function publishedValue(value: number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** A whole number (a rank, a count) as the reader's language writes it. */
export function wholeNumber(value: number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/** A share 0..1 as a percentage ('75 %' in French), with at most `decimals` decimals. */
export function percentText(share: number, language: string, decimals = 0): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: decimals }).format(share);
}

/** A rank interval as 'low–high', or the one rank when every variant agrees. */
export function intervalRange(interval: { low: number; high: number }, language: string): string {
  return interval.low === interval.high ? wholeNumber(interval.low, language) : `${wholeNumber(interval.low, language)}–${wholeNumber(interval.high, language)}`;
}

/** Names of the sub-pillars a country lacks ('food.access' -> 'Food access'), in the reader's language. */
export function missingSubPillarNames(detail: CountryIndexDetail, t: TFunction): string[] {
  return detail.missing_sub_pillars.map((entry) => {
    const [slug, sub] = entry.split('.');
    const pillar = detail.pillars.find((p) => p.pillar.slug === slug)?.pillar.localized_name ?? slug ?? entry;
    return sub === 'access' ? t('wefe_index.snapshot.sub_access', { pillar }) : t('wefe_index.snapshot.sub_availability', { pillar });
  });
}

/** Why a country with data has no rank, in a sentence; null when it is ranked or has no data. */
export function unrankedReasonText(detail: CountryIndexDetail, t: TFunction, language: string): string | null {
  if (detail.unranked_reason === 'missing_sub_pillar') {
    return t('wefe_index.snapshot.unranked_missing', { list: missingSubPillarNames(detail, t).join(t('common.list_separator')) });
  }
  if (detail.unranked_reason === 'too_few_indicators') {
    return t('wefe_index.snapshot.unranked_few', { used: wholeNumber(detail.indicators_used, language), total: wholeNumber(detail.indicators_total, language) });
  }
  return null;
}

/** A year as written in the reader's language, without a thousands separator ('2019', '٢٠١٩'). */
export function yearText(year: number, language: string): string {
  return numberFormat(language, { useGrouping: false }).format(year);
}

/** A data window 'from–to' in the reader's language, or the one year. */
export function windowText(from: number | null, to: number | null, language: string): string {
  if (from === null || to === null) return '–';
  return from === to ? yearText(from, language) : `${yearText(from, language)}–${yearText(to, language)}`;
}
