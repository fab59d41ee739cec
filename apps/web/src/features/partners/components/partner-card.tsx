// A card of the partners page (spec part 1, 'Partners'): the logo (or, when there is none or it fails
// to load, the first 3 letters of the name in capitals), the name, the organisation type, and a link
// to the partner's site in a new tab when it has one.
import { PARTNER_INITIALS_PAGE, type Partner } from '@wefe/contract';
import { useId } from 'react';
import { ArrowEndIcon } from '@/components/ui/icons';
import { PartnerLogo } from '@/components/ui/partner-logo';
import { useTranslation } from '@/lib/i18n';
import { partnerHref } from '@/lib/site/partner-display';

/** One partner as a card; `newTabNoteId` names the page's one 'Opens in a new tab' note. */
export function PartnerCard({ partner, newTabNoteId }: { partner: Partner; newTabNoteId: string }) {
  const { t } = useTranslation();
  const nameId = useId();
  const siteUrl = partnerHref(partner.url);
  return (
    <article aria-labelledby={nameId} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      {/* The name follows as text, so the logo is decorative. */}
      <div className="flex h-24 items-center justify-center overflow-hidden rounded-xl bg-slate-50 p-3">
        <PartnerLogo name={partner.name} image={partner.image} letters={PARTNER_INITIALS_PAGE} tone="bold" />
      </div>
      <h3 id={nameId} dir="auto" className="mt-5 text-lg font-bold text-brand-800">
        {partner.name}
      </h3>
      {partner.type && <p className="mt-1 text-sm font-medium text-slate-600">{partner.type}</p>}
      {siteUrl && (
        <a
          href={siteUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('partners.card.visit', { name: partner.name })}
          aria-describedby={newTabNoteId}
          className="mt-auto inline-flex items-center gap-1.5 self-start pt-5 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('partners.card.visit_short')}
          <ArrowEndIcon className="size-4" />
        </a>
      )}
    </article>
  );
}
