// A card of labelled values (Personal Details, Professional Information); empty values say 'N/A'.
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

export interface Detail {
  label: string;
  value: ReactNode;
  /** Set for values that are not in the interface language (names, addresses) or are left to right. */
  dir?: 'auto' | 'ltr';
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A titled description list. */
export function DetailCard({ title, details }: { title: string; details: readonly Detail[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-bold text-brand-800">{title}</h3>
      <dl className="mt-4 divide-y divide-slate-100">
        {details.map(({ label, value, dir }) => (
          <div key={label} className="grid grid-cols-1 gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="font-semibold text-slate-600">{label}</dt>
            <dd className="min-w-0 break-words text-slate-900">
              {isEmpty(value) ? (
                <span className="text-slate-500">{t('profile.not_available')}</span>
              ) : dir ? (
                <span dir={dir}>{value}</span>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
