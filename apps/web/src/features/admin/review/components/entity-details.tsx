// An entity account's registration details, which the reviewer checks before approving: entity name,
// type, country, address, contacts, website and the proof document (private, so fetched with the session).
import { ENTITY_TYPES, type User } from '@wefe/contract';
import { useId, type ReactNode } from 'react';
import { DownloadLink } from '@/components/ui/download-link';
import { formatDate } from '@/lib/dates';
import { useLanguage, useTranslation, type TFunction } from '@/lib/i18n';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

type EntityType = (typeof ENTITY_TYPES)[number];

/** An entity type's label; a code outside the list, as stored. */
function entityTypeLabel(type: string | null | undefined, tc: TFunction): string | null {
  if (!type) return null;
  return (ENTITY_TYPES as readonly string[]).includes(type) ? tc(`registration.entity.types.${type as EntityType}`) : type;
}

/** The details as a description list. */
export function EntityDetails({ account }: { account: User }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const entity = account.entity;
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? <span className="text-slate-500">{t('review.entity.not_given')}</span> : <span dir="auto">{value}</span>;
  const contact = [account.first_name, account.last_name].filter(Boolean).join(' ');
  const documentUrl = entity?.verification_document_url;
  const documentName = entity?.verification_document_name ?? '';

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 p-4 sm:p-5">
      <h2 id={headingId} className="text-lg font-bold text-brand-800">
        {t('review.entity.heading')}
      </h2>
      <dl className="mt-2 divide-y divide-slate-100">
        <Row label={t('review.entity.entity_name')}>{text(entity?.entity_name)}</Row>
        <Row label={t('review.entity.entity_short_name')}>{text(entity?.entity_short_name)}</Row>
        {/* The type as the registration form names it, not its stored code ('ngo'). */}
        <Row label={t('review.entity.entity_type')}>{text(entityTypeLabel(entity?.entity_type, tc))}</Row>
        <Row label={t('review.entity.field_of_expertise')}>{text(entity?.field_of_expertise)}</Row>
        <Row label={t('review.entity.country')}>{text(account.country?.name)}</Row>
        <Row label={t('review.entity.address')}>{text(entity?.address)}</Row>
        <Row label={t('review.entity.location')}>{text(entity?.location)}</Row>
        <Row label={t('review.entity.website')}>
          {entity?.website ? (
            <a href={entity.website} target="_blank" rel="noopener noreferrer" dir="ltr" className="text-brand-700 underline">
              {entity.website}
            </a>
          ) : (
            text(null)
          )}
        </Row>
        <Row label={t('review.entity.email')}>
          <a href={`mailto:${account.email}`} dir="ltr" className="text-brand-700 underline">
            {account.email}
          </a>
        </Row>
        <Row label={t('review.entity.phone')}>{account.phone ? <span dir="ltr">{account.phone}</span> : text(null)}</Row>
        <Row label={t('review.entity.contact_person')}>{text(contact)}</Row>
        <Row label={t('review.entity.years_of_operation')}>{text(entity?.years_of_operation)}</Row>
        <Row label={t('review.entity.number_of_employees')}>{text(entity?.number_of_employees)}</Row>
        <Row label={t('review.entity.main_programs')}>{text(entity?.main_programs)}</Row>
        <Row label={t('review.entity.main_projects')}>{text(entity?.main_projects)}</Row>
        <Row label={t('review.entity.registered_on')}>{formatDate(account.created_at, language)}</Row>
        <Row label={t('review.entity.status')}>{t(`review.entity.statuses.${account.status}`)}</Row>
        <Row label={t('review.entity.proof')}>
          {documentUrl ? (
            <DownloadLink url={documentUrl} filename={documentName} label={t('review.entity.download', { name: documentName })} className="text-brand-700 underline" withSession>
              <span dir="auto">{documentName}</span>
            </DownloadLink>
          ) : (
            <span className="text-slate-500">{t('review.entity.no_document')}</span>
          )}
        </Row>
      </dl>
    </section>
  );
}
