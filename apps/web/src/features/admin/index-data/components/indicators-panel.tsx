// The Indicators tab: every indicator in a table per pillar; administrators add and edit them in a form
// above the tables, and are told when the save recomputed the index.
import type { AdminIndicator, IndicatorSaved, Pillar } from '@wefe/contract';
import { useState } from 'react';
import { isAdminUser } from '@/components/staff/staff-access';
import { buttonStyles } from '@/components/ui/button-styles';
import { FailureAlert, FormSuccess } from '@/components/ui/form';
import { PlusIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useAdminIndicators } from '../api/get-admin-indicators';
import { usePillars } from '../api/get-pillars';
import { IndicatorForm } from './indicator-form';
import { nameIn } from './localized';

type Editing = { indicator: AdminIndicator | null } | null;

/** The indicator tables and the add or edit form. */
export function IndicatorsPanel() {
  const { t } = useTranslation('admin');
  const isAdmin = isAdminUser(useSession()?.user);
  const indicators = useAdminIndicators();
  const pillars = usePillars();
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<IndicatorSaved | null>(null);

  if (indicators.isPending || pillars.isPending) return <Spinner label={t('shell.loading')} />;
  if (indicators.isError || pillars.isError) {
    return (
      <FailureAlert
        title={t('shell.error')}
        retryLabel={t('shell.retry')}
        onRetry={() => {
          void indicators.refetch();
          void pillars.refetch();
        }}
      />
    );
  }

  const open = (indicator: AdminIndicator | null) => {
    setSaved(null);
    setEditing({ indicator });
  };

  return (
    <div className="space-y-6">
      {isAdmin && !editing && (
        <button type="button" className={buttonStyles.primary} onClick={() => open(null)}>
          <PlusIcon className="size-5" />
          {t('indexData.indicators.add')}
        </button>
      )}
      {saved && (
        <FormSuccess>
          {saved.recomputed ? t('indexData.indicators.saved_recomputed', { code: saved.code }) : t('indexData.indicators.saved', { code: saved.code })}
        </FormSuccess>
      )}
      {editing && (
        <IndicatorForm
          key={editing.indicator?.id ?? 'new'}
          indicator={editing.indicator}
          pillars={pillars.data}
          onCancel={() => setEditing(null)}
          onSaved={(result) => {
            setEditing(null);
            setSaved(result);
          }}
        />
      )}
      {pillars.data.map((pillar) => (
        <PillarTable
          key={pillar.id}
          pillar={pillar}
          indicators={indicators.data.filter((i) => i.pillar_id === pillar.id)}
          onEdit={isAdmin ? open : undefined}
        />
      ))}
    </div>
  );
}

function PillarTable({ pillar, indicators, onEdit }: { pillar: Pillar; indicators: AdminIndicator[]; onEdit: ((indicator: AdminIndicator) => void) | undefined }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const number = new Intl.NumberFormat(language);
  return (
    <section className="space-y-2">
      <h2 className="text-xl font-bold text-brand-800">{pillar.localized_name}</h2>
      {indicators.length === 0 ? (
        <p className="text-slate-600">{t('indexData.indicators.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] border-collapse text-sm">
            <thead>
              <tr className="border-b border-slate-300 text-slate-700">
                {(['name', 'code', 'type', 'direction', 'unit', 'values', 'treatment'] as const).map((column) => (
                  <th key={column} scope="col" className="py-2 pe-3 text-start">
                    {t(`indexData.indicators.columns.${column}`)}
                  </th>
                ))}
                {onEdit && (
                  <th scope="col" className="py-2 text-start">
                    <span className="sr-only">{t('indexData.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {indicators.map((indicator) => (
                <tr key={indicator.id} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pe-3 text-start font-semibold text-slate-900">
                    {nameIn(indicator, language)}
                  </th>
                  <td className="py-2 pe-3">
                    <code dir="ltr">{indicator.code}</code>
                  </td>
                  <td className="py-2 pe-3">{t(`indexData.types.${indicator.type}`)}</td>
                  <td className="py-2 pe-3">{t(`indexData.directions.${indicator.direction}`)}</td>
                  <td className="py-2 pe-3" dir="auto">
                    {indicator.unit}
                  </td>
                  <td className="py-2 pe-3 tabular-nums">{number.format(indicator.values_count)}</td>
                  <td className="py-2 pe-3">
                    {indicator.excluded ? t('indexData.indicators.excluded') : indicator.log_transform ? t('indexData.indicators.log') : '—'}
                  </td>
                  {onEdit && (
                    <td className="py-2">
                      <button type="button" className="font-semibold text-brand-700 underline" onClick={() => onEdit(indicator)}>
                        {t('shell.edit')}{' '}
                        <span className="sr-only">{nameIn(indicator, language)}</span>
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
