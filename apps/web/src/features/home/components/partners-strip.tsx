// The home page's partners strip (spec part 1, 'Home'): up to 6 partners, each its logo or the first 4
// letters of its name in capitals (also when the logo fails to load), opening the partner's site in a
// new tab; 6 placeholders while loading; the spec's partner messages in a red box when the list failed
// or is empty.
import { HOME_PARTNERS, PARTNER_INITIALS_HOME } from '@wefe/contract/constants';
import type { Partner } from '@wefe/contract';
import { useId } from 'react';
import { PartnerLogo } from '@/components/ui/partner-logo';
import { PartnersPreview } from '@/components/ui/partners-preview';
import { useTranslation } from '@/lib/i18n';
import { usePartners } from '@/lib/site/get-partners';
import { partnerHref } from '@/lib/site/partner-display';

/** The strip's section. */
export function PartnersStrip() {
  const { t } = useTranslation();
  const headingId = useId();
  const partners = usePartners({ limit: HOME_PARTNERS });
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <PartnersPreview
          heading={
            <>
              <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('home.partners.eyebrow')}</p>
              <h2 id={headingId} className="mt-1 text-3xl font-bold text-brand-800">
                {t('home.partners.title')}
              </h2>
            </>
          }
          partners={partners}
          placeholders={HOME_PARTNERS}
          gridClassName="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6"
          placeholderClassName="h-32"
          labels={{ viewAll: t('home.partners.view_all'), loading: t('home.partners.loading'), failed: t('home.partners.failed'), empty: t('home.partners.empty') }}
          renderPartner={(partner) => <PartnerTile partner={partner} />}
        />
      </div>
    </section>
  );
}

/** A partner's logo and name; the whole tile links to its site when it has one. */
function PartnerTile({ partner }: { partner: Partner }) {
  const { t } = useTranslation();
  const href = partnerHref(partner.url);
  const content = (
    <>
      <span className="flex h-20 items-center justify-center overflow-hidden rounded-xl bg-white">
        <PartnerLogo name={partner.name} image={partner.image} letters={PARTNER_INITIALS_HOME} />
      </span>
      <span dir="auto" className="line-clamp-2 text-center text-sm font-medium text-slate-700">
        {partner.name}
      </span>
    </>
  );
  const tile = 'flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3';
  if (!href) return <div className={tile}>{content}</div>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`${tile} transition-shadow hover:border-brand-400 hover:shadow-md`}>
      {content}{' '}
      <span className="sr-only">{t('home.partners.new_tab')}</span>
    </a>
  );
}
