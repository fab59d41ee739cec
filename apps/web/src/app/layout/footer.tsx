// The site footer (spec part 1 'Footer'): tagline, social links, Explore and Resources columns,
// contact block, and a bottom line with the year, rights and credits.
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import {
  FacebookIcon,
  HubLogoMark,
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  XIcon,
  YouTubeIcon,
} from '@/components/ui/icons';
import { type MessageKey, useLanguage, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { SITE_CONTACT, SOCIAL_LINKS, type SocialNetwork } from '@/lib/site';

const SOCIAL_ICONS: Record<SocialNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  facebook: FacebookIcon,
  x: XIcon,
  linkedin: LinkedInIcon,
  youtube: YouTubeIcon,
  instagram: InstagramIcon,
};

const EXPLORE_LINKS: readonly { labelKey: MessageKey; href: string }[] = [
  { labelKey: 'footer.explore.about_hub', href: paths.about.wefeHub.getHref() },
  { labelKey: 'footer.explore.index_map', href: paths.wefeIndex.getHref() },
  { labelKey: 'footer.explore.stories', href: paths.stories.list.getHref() },
  { labelKey: 'footer.explore.news_events', href: paths.newsEvents.list.getHref() },
];

const RESOURCE_LINKS: readonly { labelKey: MessageKey; href: string }[] = [
  { labelKey: 'footer.resources.publications', href: paths.publications.list.getHref() },
  { labelKey: 'footer.resources.our_impact', href: paths.about.ourImpact.getHref() },
  { labelKey: 'footer.resources.our_partners', href: paths.about.ourPartners.getHref() },
  { labelKey: 'footer.resources.contact', href: paths.about.contactUs.getHref() },
];

const linkClass = 'rounded text-brand-100 underline-offset-4 hover:text-white hover:underline';

function LinkColumn({ id, titleKey, links }: { id: string; titleKey: MessageKey; links: typeof EXPLORE_LINKS }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold text-white">
        {t(titleKey)}
      </h2>
      <ul className="mt-4 space-y-2.5">
        {links.map(({ labelKey, href }) => (
          <li key={href}>
            <Link to={href} className={linkClass}>
              {t(labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer on every page. */
export function Footer() {
  const { t } = useTranslation();
  const language = useLanguage();
  const year = new Intl.NumberFormat(language, { useGrouping: false }).format(new Date().getFullYear());

  return (
    <footer className="bg-brand-800 text-brand-100 [&_:focus-visible]:outline-white">
      <div className="mx-auto grid grid-cols-1 max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.5fr]">
        <div>
          <p className="flex items-center gap-2.5 text-lg font-bold text-white">
            <HubLogoMark />
            {t('app.name')}
          </p>
          <p className="mt-4 max-w-sm leading-relaxed">{t('footer.tagline')}</p>
          <h2 className="sr-only">{t('footer.social.title')}</h2>
          <ul className="mt-6 flex flex-wrap gap-2">
            {SOCIAL_LINKS.map(({ network, url }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('app.opens_in_new_tab', { label: t(`footer.social.${network}`) })}
                    className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>

        <LinkColumn id="footer-explore" titleKey="footer.explore.title" links={EXPLORE_LINKS} />
        <LinkColumn id="footer-resources" titleKey="footer.resources.title" links={RESOURCE_LINKS} />

        <div>
          <h2 className="text-base font-semibold text-white">{t('footer.contact.title')}</h2>
          <address className="mt-4 space-y-3 not-italic">
            <p className="flex items-start gap-2.5">
              <MailIcon className="mt-0.5 size-5 shrink-0" />
              <span>
                <span className="sr-only">{t('footer.contact.email')}: </span>
                <a href={`mailto:${SITE_CONTACT.email}`} dir="ltr" className={linkClass}>
                  {SITE_CONTACT.email}
                </a>
              </span>
            </p>
            <p className="flex items-start gap-2.5">
              <PhoneIcon className="mt-0.5 size-5 shrink-0" />
              <span>
                <span className="sr-only">{t('footer.contact.phone')}: </span>
                <a href={`tel:${SITE_CONTACT.phoneE164}`} dir="ltr" className={linkClass}>
                  {SITE_CONTACT.phoneDisplay}
                </a>
              </span>
            </p>
            <p className="flex items-start gap-2.5">
              <MapPinIcon className="mt-0.5 size-5 shrink-0" />
              <span>
                <span className="sr-only">{t('footer.contact.location')}: </span>
                {t('footer.contact.location_value')}
              </span>
            </p>
          </address>
        </div>
      </div>

      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-sm sm:px-6 md:flex-row md:justify-between">
          <p>{t('footer.rights', { year })}</p>
          <p>{t('footer.credits')}</p>
        </div>
      </div>
    </footer>
  );
}
