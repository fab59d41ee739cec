// /about/our-impact (spec part 1, 'Impact'): four live counters from GET /home-page (visitors,
// registered users, publications, success stories) counting up over 1500 ms with ease-out, four cards
// on the hub's impact areas, and the soft-launch highlight.
import { COUNTER_MS_IMPACT } from '@wefe/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { ArrowEndIcon, BuildingIcon, DocumentIcon, GlobeIcon, PersonIcon } from '@/components/ui/icons';
import { PageHero } from '@/components/ui/page-hero';
import type { MessageKey } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useHomeStats } from '@/lib/site/get-home-stats';
import { PageSection } from '../components/page-section';
import { StatsGrid } from '../components/stats-grid';

const AREAS: readonly { key: string; title: MessageKey; text: MessageKey; icon: ReactNode }[] = [
  { key: 'evidence', title: 'about.impact.areas.evidence_title', text: 'about.impact.areas.evidence_text', icon: <GlobeIcon className="size-6" /> },
  { key: 'knowledge', title: 'about.impact.areas.knowledge_title', text: 'about.impact.areas.knowledge_text', icon: <DocumentIcon className="size-6" /> },
  { key: 'collaboration', title: 'about.impact.areas.collaboration_title', text: 'about.impact.areas.collaboration_text', icon: <BuildingIcon className="size-6" /> },
  { key: 'capacity', title: 'about.impact.areas.capacity_title', text: 'about.impact.areas.capacity_text', icon: <PersonIcon className="size-6" /> },
];

/** The impact page (route module: React Router reads `Component`). */
export function Component() {
  const { t } = useTranslation();
  const stats = useHomeStats();
  const counters = [
    { key: 'visitors', label: t('about.impact.visitors'), value: stats.data?.visitor_count },
    { key: 'users', label: t('about.impact.registered_users'), value: stats.data?.register_user_count },
    { key: 'publications', label: t('about.impact.publications'), value: stats.data?.publication_count },
    { key: 'stories', label: t('about.impact.stories'), value: stats.data?.stories_count },
  ];
  return (
    <>
      <PageHero title={t('pages.our_impact')} eyebrow={t('pages.about')} subtitle={t('about.impact.subtitle')} />

      <PageSection id="impact-figures" title={t('about.impact.figures_title')} className="bg-white">
        {stats.isError && (
          <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 px-5 py-4 text-red-800">
            {t('about.impact.failed')}
          </p>
        )}
        <StatsGrid
          items={counters}
          pending={stats.isPending}
          loadingLabel={t('about.impact.loading')}
          unavailableLabel={t('about.impact.unavailable')}
          durationMs={COUNTER_MS_IMPACT}
          easing="ease-out"
          itemClassName="border border-slate-200 bg-brand-50"
        />
      </PageSection>

      <PageSection id="impact-areas" title={t('about.impact.areas.title')} className="border-t border-slate-200 bg-slate-50">
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2">
          {AREAS.map((area) => (
            <li key={area.key} className="flex *:flex-1">
              <article className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{area.icon}</span>
                <div>
                  <h3 className="text-lg font-bold text-brand-800">{t(area.title)}</h3>
                  <p className="mt-2 text-slate-700">{t(area.text)}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </PageSection>

      <section aria-labelledby="impact-soft-launch" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <div className="rounded-3xl border-s-4 border-brand-600 bg-brand-50 p-8">
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('about.impact.soft_launch.eyebrow')}</p>
            <h2 id="impact-soft-launch" className="mt-1 text-2xl font-bold text-brand-800">
              {t('about.impact.soft_launch.title')}
            </h2>
            <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{t('about.impact.soft_launch.text')}</p>
            <Link to={paths.register.choice.getHref()} className={`${buttonStyles.primary} mt-6`}>
              {t('about.impact.soft_launch.action')}
              <ArrowEndIcon />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
