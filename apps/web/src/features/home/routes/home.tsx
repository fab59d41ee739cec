// The home page (spec part 1, 'Home'): the hero, the about card with its figures, the index globe with
// its category links, the impact counters, the latest news and the partners strip.
import { HOME_PARTNERS } from '@wefe/contract/constants';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { DocumentTitle } from '@/components/ui/document-title';
import { JsonLd } from '@/components/ui/json-ld';
import { siteOrigin } from '@/lib/site-origin';
import { ArrowEndIcon } from '@/components/ui/icons';
import { getCurrentLanguage, useTranslation } from '@/lib/i18n';
import { getSectorsQueryOptions } from '@/lib/lookups/get-sectors';
import { paths } from '@/lib/paths';
import type { PagePrefetch } from '@/lib/prefetch';
import { getPartnersQueryOptions } from '@/lib/site/get-partners';
import { getLatestNewsQueryOptions } from '../api/get-latest-news';
import { HomeAboutCard } from '../components/home-about-card';
import { HomeGlobe } from '../components/home-globe';
import { HomeImpactRow } from '../components/home-impact-row';
import { LatestNews } from '../components/latest-news';
import { PartnersStrip } from '../components/partners-strip';

const PILLAR_BARS = ['bg-water-light', 'bg-energy-light', 'bg-food-light', 'bg-ecosystems-light'];

/**
 * Starts the calls of the latest news, the partners and the globe's category links (app/router.tsx).
 * Not the figures: they are live counts (a third of a second over 100,000 publications, never kept),
 * which would hold up every server render of the page, and they count up from 0 once scrolled to
 * anyway. The globe's ranking waits, as the globe does, until the reader scrolls near it.
 */
export const prefetch: PagePrefetch = (queryClient) => {
  const language = getCurrentLanguage();
  return Promise.all([
    queryClient.prefetchQuery(getLatestNewsQueryOptions(language)),
    queryClient.prefetchQuery(getPartnersQueryOptions(language, { limit: HOME_PARTNERS })),
    queryClient.prefetchQuery(getSectorsQueryOptions(language)),
  ]);
};

/** The home page (route module: React Router reads `Component`). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <DocumentTitle />
        <JsonLd data={{ '@type': 'Organization', name: t('app.name'), url: `${siteOrigin()}/`, logo: `${siteOrigin()}/favicon.svg`, description: t('app.description') }} />
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <div className="mx-auto flex w-40 gap-1" aria-hidden="true">
            {PILLAR_BARS.map((colour) => (
              <span key={colour} className={`h-1.5 flex-1 rounded-full ${colour}`} />
            ))}
          </div>
          <p className="mt-6 text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('home.hero.eyebrow')}</p>
          <h1 className="mx-auto mt-4 max-w-4xl text-4xl leading-tight font-bold text-brand-800 sm:text-5xl">
            {t('home.hero.title')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-slate-700">{t('home.hero.subtitle')}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Link to={paths.wefeIndex.getHref()} className={buttonStyles.primary}>
              {t('home.hero.explore_index')}
              <ArrowEndIcon />
            </Link>
            <Link to={paths.about.root.getHref()} className={buttonStyles.secondary}>
              {t('home.hero.about')}
            </Link>
          </div>
        </div>
      </section>
      <HomeAboutCard />
      <HomeGlobe />
      <HomeImpactRow />
      <LatestNews />
      <PartnersStrip />
    </>
  );
}
