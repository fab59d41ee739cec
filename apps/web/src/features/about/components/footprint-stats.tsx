// The about page's footprint (spec part 1, 'About'): countries covered, indicators, partner
// organisations, publications and stories from GET /about, counting up over 900 ms when scrolled into
// view; the spec's fallback figures (150, 30, 20, 50) when the call fails.
import { ABOUT_STATS_FALLBACK, COUNTER_MS_HOME } from '@wefe/contract';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useAboutStats } from '../api/get-about-stats';
import { PageSection } from './page-section';
import { StatsGrid } from './stats-grid';

/** The footprint section. */
export function FootprintStats() {
  const { t } = useTranslation();
  const headingId = useId();
  const stats = useAboutStats();
  const figures = stats.data ?? (stats.isError ? ABOUT_STATS_FALLBACK : undefined);
  const items = [
    { key: 'countries', label: t('about.footprint.countries'), value: figures?.countries_covered },
    { key: 'indicators', label: t('about.footprint.indicators'), value: figures?.indicators_count },
    { key: 'partners', label: t('about.footprint.partners'), value: figures?.partner_organizations },
    { key: 'content', label: t('about.footprint.publications_stories'), value: figures?.publications_and_stories },
  ];
  return (
    <PageSection id={headingId} title={t('about.footprint.title')} className="bg-brand-50">
      <p className="mt-2 max-w-2xl text-slate-700">{t('about.footprint.text')}</p>
      <StatsGrid
        items={items}
        pending={stats.isPending}
        loadingLabel={t('about.footprint.loading')}
        unavailableLabel={t('about.impact.unavailable')}
        durationMs={COUNTER_MS_HOME}
        itemClassName="bg-white shadow-sm"
      />
    </PageSection>
  );
}
