// The 560px globe of the index page, coloured by the chosen category's score. The globe's code loads in
// its own chunks after the page (components/globe/lazy-globe.tsx), so the page's first download stays small.
import { INDEX_GLOBE_SIZE, type IndexEntry } from '@wefe/contract';
import { useMemo } from 'react';
import type { GlobeCountryScore } from '@/components/globe/globe-types';
import { scoreLegend } from '@/components/globe/globe-colors';
import { LazyGlobe } from '@/components/globe/lazy-globe';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { scoreValue } from './index-format';

export interface IndexGlobeProps {
  entries: readonly IndexEntry[];
  /** The chosen category's name, e.g. 'WEFE Index' or 'Water'. */
  metric: string;
  selectedCountryId: number | null;
  onCountryClick: (countryId: number) => void;
}

/** Ranking entries as the globe's country scores. */
export function globeCountries(entries: readonly IndexEntry[]): GlobeCountryScore[] {
  return entries.map((entry) => ({
    countryId: entry.country.id,
    numericCode: entry.country.numeric_code ?? '',
    name: entry.country.name,
    value: scoreValue(entry.value),
  }));
}

/** The globe with the five score bands as its legend. */
export function IndexGlobe({ entries, metric, selectedCountryId, onCountryClick }: IndexGlobeProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const countries = useMemo(() => globeCountries(entries), [entries]);
  const legend = useMemo(() => scoreLegend(t, language), [t, language]);
  return (
    <LazyGlobe
      loadingLabel={t('wefe_index.globe.loading')}
      size={INDEX_GLOBE_SIZE}
      countries={countries}
      selectedCountryId={selectedCountryId}
      onCountryClick={onCountryClick}
      legend={legend}
      legendTitle={t('wefe_index.globe.legend_title', { metric })}
      legendHint={t('wefe_index.globe.legend_hint')}
      metric={metric}
      label={t('wefe_index.globe.label', { metric })}
    />
  );
}
