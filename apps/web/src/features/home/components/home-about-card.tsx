// The home page's About card (spec part 1, 'Home'): what the hub is in three bullets, and four figures:
// countries, publications and stories counted by GET /home-page, and ∞ for collaborations.
import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowEndIcon, CheckCircleIcon } from '@/components/ui/icons';
import { StatFigure } from '@/components/ui/stat-figure';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useHomeStats } from '@/lib/site/get-home-stats';

const BULLETS = ['home.about.bullet_data', 'home.about.bullet_stories', 'home.about.bullet_network'] as const;

/** The card, overlapping the end of the hero band. */
export function HomeAboutCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const stats = useHomeStats();
  const figures = [
    { key: 'countries', label: t('home.about.countries'), value: stats.data?.countries_count },
    { key: 'publications', label: t('home.about.publications'), value: stats.data?.publication_count },
    { key: 'stories', label: t('home.about.stories'), value: stats.data?.stories_count },
  ];
  return (
    <section aria-labelledby={headingId} className="bg-white px-4 pt-4 pb-6 sm:px-6">
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-10 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('home.about.eyebrow')}</p>
          <h2 id={headingId} className="mt-1 text-3xl font-bold text-brand-800">
            {t('home.about.title')}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{t('home.about.text')}</p>
          <ul className="mt-6 space-y-3">
            {BULLETS.map((key) => (
              <li key={key} className="flex items-start gap-3 text-slate-700">
                <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>{t(key)}</span>
              </li>
            ))}
          </ul>
          <Link to={paths.about.wefeHub.getHref()} className="mt-8 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
            {t('home.about.read_more')}
            <ArrowEndIcon className="size-4" />
          </Link>
        </div>
        <div>
          {stats.isPending && (
            <p role="status" className="sr-only">
              {t('home.stats.loading')}
            </p>
          )}
          <ul aria-label={t('home.about.figures')} className="grid grid-cols-2 gap-4">
            {figures.map(({ key, label, value }) => (
              <li key={key} className="flex flex-col gap-1 rounded-2xl bg-brand-50 p-5">
                <StatFigure value={value} pending={stats.isPending} unavailableLabel={t('home.stats.unavailable')} />
                <span className="text-sm font-medium text-slate-700">{label}</span>
              </li>
            ))}
            <li className="flex flex-col gap-1 rounded-2xl bg-brand-50 p-5">
              <span className="text-3xl font-bold text-brand-800 sm:text-4xl">
                <span aria-hidden="true">∞</span>
                <span className="sr-only">{t('home.about.unlimited')}</span>
              </span>
              <span className="text-sm font-medium text-slate-700">{t('home.about.collaborations')}</span>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
