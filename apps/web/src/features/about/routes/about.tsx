// /about (spec part 1, 'About'): the static page (mission, what the hub offers), the footprint figures
// from GET /about, up to 6 partners and a call to get in touch.
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { ArrowEndIcon, DocumentIcon, GlobeIcon, MapPinIcon, PersonIcon } from '@/components/ui/icons';
import { PageHero } from '@/components/ui/page-hero';
import type { MessageKey } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { AboutPartners } from '../components/about-partners';
import { FootprintStats } from '../components/footprint-stats';
import { PageSection } from '../components/page-section';

interface Offer {
  key: string;
  title: MessageKey;
  text: MessageKey;
  href: string;
  icon: ReactNode;
}

/** What the hub offers: one card per part of the hub, each leading to it. */
const OFFERS: readonly Offer[] = [
  { key: 'index', title: 'about.offers.index_title', text: 'about.offers.index_text', href: paths.wefeIndex.getHref(), icon: <GlobeIcon className="size-6" /> },
  { key: 'maps', title: 'about.offers.maps_title', text: 'about.offers.maps_text', href: paths.interactiveMaps.root.getHref(), icon: <MapPinIcon className="size-6" /> },
  { key: 'stories', title: 'about.offers.stories_title', text: 'about.offers.stories_text', href: paths.stories.list.getHref(), icon: <PersonIcon className="size-6" /> },
  { key: 'publications', title: 'about.offers.publications_title', text: 'about.offers.publications_text', href: paths.publications.list.getHref(), icon: <DocumentIcon className="size-6" /> },
];

/** The about page (route module: React Router reads `Component`). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t('pages.about')} eyebrow={t('about.hero.eyebrow')} subtitle={t('about.hero.subtitle')} />

      <section aria-labelledby="about-mission" className="bg-white">
        <div className="mx-auto grid grid-cols-1 max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[3fr_2fr]">
          <div>
            <h2 id="about-mission" className="text-3xl font-bold text-brand-800">
              {t('about.mission.title')}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{t('about.mission.text_1')}</p>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{t('about.mission.text_2')}</p>
          </div>
          <nav aria-label={t('about.mission.more')} className="self-start rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <p className="font-semibold text-brand-800">{t('about.mission.more')}</p>
            <ul className="mt-4 space-y-3">
              {[
                { href: paths.about.wefeHub.getHref(), label: t('pages.wefe_hub') },
                { href: paths.about.ourImpact.getHref(), label: t('pages.our_impact') },
                { href: paths.about.ourPartners.getHref(), label: t('pages.our_partners') },
              ].map(({ href, label }) => (
                <li key={href}>
                  <Link to={href} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
                    {label}
                    <ArrowEndIcon className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <PageSection id="about-offers" title={t('about.offers.title')} className="border-t border-slate-200 bg-slate-50">
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {OFFERS.map((offer) => (
            <li key={offer.key} className="flex *:flex-1">
              <article className="relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{offer.icon}</span>
                <h3 className="text-lg font-bold text-brand-800">
                  {/* The whole card is the link's target area; the title names it. */}
                  <Link to={offer.href} className="after:absolute after:inset-0 hover:underline">
                    {t(offer.title)}
                  </Link>
                </h3>
                <p className="text-slate-700">{t(offer.text)}</p>
              </article>
            </li>
          ))}
        </ul>
      </PageSection>

      <FootprintStats />
      <AboutPartners />

      <section aria-labelledby="about-contact" className="bg-gradient-to-b from-brand-700 to-brand-800 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-6 px-4 py-14 sm:px-6">
          <div className="max-w-2xl">
            <h2 id="about-contact" className="text-3xl font-bold">
              {t('about.contact.title')}
            </h2>
            <p className="mt-3 text-lg text-brand-100">{t('about.contact.text')}</p>
          </div>
          <Link to={paths.about.contactUs.getHref()} className={buttonStyles.onDark}>
            {t('about.contact.action')}
            <ArrowEndIcon />
          </Link>
        </div>
      </section>
    </>
  );
}
