// The home page's globe (spec part 1, 'Home'): the default year's WEFE index on the shared globe, with
// links to each pillar's maps and to the index. The section sits below the fold, so the globe's code,
// the atlas and the ranking load only as the reader scrolls near it, not during the page's first load.
import { Link } from 'react-router';
import { scoreLegend } from '@/components/globe/globe-colors';
import { LazyGlobe } from '@/components/globe/lazy-globe';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useSectors } from '@/lib/lookups/get-sectors';
import { paths } from '@/lib/paths';
import { useInViewport } from '@/lib/use-in-viewport';
import { useIndexGlobe } from '../api/get-index-globe';

const HOME_GLOBE_SIZE = 480;
/** How close to the screen the section comes before its globe loads: early enough to be drawn when it arrives. */
const LOAD_MARGIN = '200px';

/** The category links: one per pillar's sector (its maps), then the index. */
const CATEGORIES = [
  { slug: 'water', labelKey: 'home.globe.water', swatch: 'bg-water-dark' },
  { slug: 'energy', labelKey: 'home.globe.energy', swatch: 'bg-energy-dark' },
  { slug: 'food', labelKey: 'home.globe.food', swatch: 'bg-food-dark' },
  { slug: 'ecosystems', labelKey: 'home.globe.ecosystem', swatch: 'bg-ecosystems-dark' },
] as const;

/** The globe section of the home page. */
export function HomeGlobe() {
  const { t } = useTranslation();
  const language = useLanguage();
  const legend = scoreLegend(t, language);
  const [sectionRef, near] = useInViewport<HTMLElement>({ margin: LOAD_MARGIN, once: true });
  const ranking = useIndexGlobe({ enabled: near });
  const sectors = useSectors();
  const year = ranking.data?.[0]?.year;
  const countries = (ranking.data ?? []).map((entry) => ({
    countryId: entry.country.id,
    numericCode: entry.country.numeric_code ?? '',
    name: entry.country.name,
    value: entry.value === null ? null : Number(entry.value),
  }));
  const sectorId = (slug: string) => sectors.data?.find((s) => s.slug === slug)?.id;

  return (
    <section ref={sectionRef} aria-labelledby="home-globe-title" className="bg-white py-16">
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_auto]">
        <div>
          <h2 id="home-globe-title" className="text-3xl font-bold text-brand-800">
            {t('home.globe.title')}
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-700">{t('home.globe.text')}</p>
          {year !== undefined && <p className="mt-2 text-sm text-slate-600">{t('home.globe.year', { year })}</p>}
          <ul className="mt-8 grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={t('home.globe.categories')}>
            {CATEGORIES.map(({ slug, labelKey, swatch }) => {
              const id = sectorId(slug);
              const href = `${paths.interactiveMaps.globalLevel.getHref()}${id === undefined ? '' : `?sector=${id}`}`;
              return (
                <li key={slug}>
                  <Link to={href} className="flex items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 font-medium text-slate-800 hover:border-brand-400 hover:bg-brand-50">
                    <span aria-hidden="true" className={`size-3 rounded-full ${swatch}`} />
                    {t(labelKey)}
                  </Link>
                </li>
              );
            })}
            <li>
              <Link to={paths.wefeIndex.getHref()} className="flex items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 font-medium text-slate-800 hover:border-brand-400 hover:bg-brand-50">
                <span aria-hidden="true" className="size-3 rounded-full bg-brand-600" />
                {t('home.globe.index')}
              </Link>
            </li>
          </ul>
        </div>
        <div className="mx-auto w-full max-w-[480px]">
          <LazyGlobe
            deferred={!near}
            loadingLabel={t('home.globe.loading')}
            size={HOME_GLOBE_SIZE}
            countries={countries}
            legend={legend}
            legendTitle={t('home.globe.legend')}
            metric={t('home.globe.metric')}
            label={t('home.globe.label')}
          />
        </div>
      </div>
    </section>
  );
}
