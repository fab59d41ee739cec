// The two collapsible texts under the ranking: 'Methodology - Overview' (how the 0-100 index is built,
// after docs/methodology.md) and 'Data Sources' (every indicator grouped by pillar with its source,
// unit and licence; the indicators are fetched when the section is first opened).
import type { Indicator, Pillar } from '@wefe/contract';
import { useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { useIndicators } from '../api/get-indicators';

function Disclosure({ title, children, onOpen }: { title: string; children: ReactNode; onOpen?: () => void }) {
  return (
    <details
      className="group rounded-2xl border border-slate-200 bg-white shadow-sm"
      onToggle={(event) => {
        if (event.currentTarget.open) onOpen?.();
      }}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-4 text-lg font-bold text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-t border-slate-100 px-5 py-4 text-slate-700">{children}</div>
    </details>
  );
}

/** The methodology summary. */
export function MethodologyOverview() {
  const { t } = useTranslation();
  return (
    <Disclosure title={t('wefe_index.about.methodology_title')}>
      <div className="space-y-3 leading-relaxed">
        <p>{t('wefe_index.about.methodology_intro')}</p>
        <p>{t('wefe_index.about.methodology_scaling')}</p>
        <p>{t('wefe_index.about.methodology_pillars')}</p>
        <p>{t('wefe_index.about.methodology_relative')}</p>
      </div>
    </Disclosure>
  );
}

/** The data sources: an intro, then the indicators of each pillar. */
export function DataSources({ pillars }: { pillars: readonly Pillar[] }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const indicators = useIndicators({ enabled: opened });

  return (
    <Disclosure title={t('wefe_index.about.sources_title')} onOpen={() => setOpened(true)}>
      <p className="leading-relaxed">{t('wefe_index.about.sources_intro')}</p>
      {indicators.isPending && opened && (
        <div className="mt-4">
          <Spinner label={t('wefe_index.about.sources_loading')} className="size-6" />
        </div>
      )}
      {indicators.isError && (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <span className="text-red-700">{t('wefe_index.about.sources_failed')}</span>
          <button type="button" className="font-semibold text-brand-700 underline" onClick={() => void indicators.refetch()}>
            {t('wefe_index.ranking.retry')}
          </button>
        </div>
      )}
      {indicators.data && <IndicatorGroups indicators={indicators.data} pillars={pillars} />}
    </Disclosure>
  );
}

function IndicatorGroups({ indicators, pillars }: { indicators: readonly Indicator[]; pillars: readonly Pillar[] }) {
  const { t } = useTranslation();
  const pillarIds = [...new Set([...pillars.map((pillar) => pillar.id), ...indicators.map((indicator) => indicator.pillar_id)])];
  return (
    <div className="mt-5 space-y-6">
      {pillarIds.map((pillarId) => {
        const own = indicators.filter((indicator) => indicator.pillar_id === pillarId);
        if (own.length === 0) return null;
        const pillar = pillars.find((entry) => entry.id === pillarId);
        return (
          <section key={pillarId}>
            <h3 className="flex items-center gap-2 font-bold text-slate-900">
              {pillar && <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: pillar.color[1] }} />}
              {pillar?.localized_name ?? t('wefe_index.about.other_pillar')}
            </h3>
            <ul className="mt-2 space-y-3">
              {own.map((indicator) => (
                <IndicatorSource key={indicator.id} indicator={indicator} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function IndicatorSource({ indicator }: { indicator: Indicator }) {
  const { t } = useTranslation();
  const link = /^https?:\/\//i.test(indicator.source_url) ? indicator.source_url : null;
  return (
    <li className={`rounded-lg border p-3 text-sm ${indicator.excluded ? 'border-amber-300 bg-amber-50' : 'border-slate-200'}`}>
      <p className="font-semibold text-slate-900">
        {indicator.localized_name}
        <span className="ms-2 text-xs font-normal text-slate-600">
          {indicator.indicator_type === 'access' ? t('wefe_index.about.access') : t('wefe_index.about.availability')}
        </span>
      </p>
      <p className="mt-1">
        {t('wefe_index.about.source')}{' '}
        {link ? (
          <a href={link} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline hover:text-brand-800" dir="auto">
            {indicator.source}
          </a>
        ) : (
          <span dir="auto">{indicator.source}</span>
        )}
      </p>
      <p className="mt-1 text-slate-600">
        {t('wefe_index.about.unit', { unit: indicator.unit })} · {t('wefe_index.about.licence', { licence: indicator.licence })}
        {indicator.log_transform && <> · {t('wefe_index.about.log_scale')}</>}
      </p>
      {indicator.excluded && (
        <p className="mt-2 text-amber-900">
          <strong>{t('wefe_index.about.excluded')}</strong>
          {indicator.treatment_note && (
            <>
              {' '}
              <span dir="auto">{indicator.treatment_note}</span>
            </>
          )}
        </p>
      )}
    </li>
  );
}
