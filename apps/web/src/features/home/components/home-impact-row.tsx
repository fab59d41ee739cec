// The home page's Impact row (spec part 1, 'Home'): four counters from GET /home-page (visitors,
// registered users, publications, success stories), counting up when scrolled into view.
import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowEndIcon } from '@/components/ui/icons';
import { StatFigure } from '@/components/ui/stat-figure';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useHomeStats } from '@/lib/site/get-home-stats';

/** The row. */
export function HomeImpactRow() {
  const { t } = useTranslation();
  const headingId = useId();
  const stats = useHomeStats();
  const counters = [
    { key: 'visitors', label: t('home.impact.visitors'), value: stats.data?.visitor_count },
    { key: 'users', label: t('home.impact.registered_users'), value: stats.data?.register_user_count },
    { key: 'publications', label: t('home.impact.publications'), value: stats.data?.publication_count },
    { key: 'stories', label: t('home.impact.stories'), value: stats.data?.stories_count },
  ];
  return (
    <section aria-labelledby={headingId} className="bg-brand-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t('home.impact.eyebrow')}</p>
            <h2 id={headingId} className="mt-1 text-3xl font-bold">
              {t('home.impact.title')}
            </h2>
            <p className="mt-2 text-brand-100">{t('home.impact.text')}</p>
          </div>
          <Link to={paths.about.ourImpact.getHref()} className="inline-flex items-center gap-1.5 font-semibold text-white hover:underline">
            {t('home.impact.more')}
            <ArrowEndIcon className="size-4" />
          </Link>
        </div>
        {stats.isPending && (
          <p role="status" className="sr-only">
            {t('home.stats.loading')}
          </p>
        )}
        <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {counters.map(({ key, label, value }) => (
            <li key={key} className="flex flex-col gap-1 rounded-2xl bg-white/10 p-5 text-center">
              <StatFigure value={value} pending={stats.isPending} unavailableLabel={t('home.stats.unavailable')} className="text-3xl font-bold text-white sm:text-4xl" />
              <span className="text-sm font-medium text-brand-100">{label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
