// A partner on the about page: its logo, or the first 4 letters of its name in capitals when it has
// none or the logo fails to load; its name and type; a visit link opening its site in a new tab.
import { PARTNER_INITIALS_HOME, type Partner } from '@wefe/contract';
import { useId } from 'react';
import { ArrowEndIcon } from '@/components/ui/icons';
import { PartnerLogo } from '@/components/ui/partner-logo';
import { useTranslation } from '@/lib/i18n';
import { partnerHref } from '@/lib/site/partner-display';

/** The card (the about page uses the home page's 4 letters: spec part 1, section 9). */
export function PartnerCard({ partner }: { partner: Partner }) {
  const { t } = useTranslation();
  const href = partnerHref(partner.url);
  const nameId = useId();
  return (
    <article aria-labelledby={nameId} className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-center">
      <div className="flex h-20 w-full items-center justify-center overflow-hidden rounded-xl bg-slate-50">
        <PartnerLogo name={partner.name} image={partner.image} letters={PARTNER_INITIALS_HOME} />
      </div>
      <h3 id={nameId} dir="auto" className="font-semibold text-brand-800">
        {partner.name}
      </h3>
      {partner.type && (
        <p dir="auto" className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          {partner.type}
        </p>
      )}
      {href && (
        <a href={href} target="_blank" rel="noopener noreferrer" className="mt-auto inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
          {t('about.partners.visit')}{' '}
          <span className="sr-only">{t('about.partners.visit_hint', { name: partner.name })}</span>
          <ArrowEndIcon className="size-4" />
        </a>
      )}
    </article>
  );
}
