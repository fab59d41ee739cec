// The two collapsible texts under the ranking: 'Methodology - Overview' (the whole method of
// docs/methodology.md, with the uncertainty analysis and the comparison with the SDSN Sustainable
// Development Report for the year shown) and 'Data Sources' (every indicator grouped by pillar with its
// source, unit, licence and goalposts). Each fetches its data when it is first opened.
import type { Indicator, IndexMethodology, Pillar } from '@wefe/contract';
import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { numberFormat } from '@/lib/number-format';
import { useIndexMethodology } from '../api/get-index-methodology';
import { useIndicators } from '../api/get-indicators';
import { publishedValue, wholeNumber } from './index-format';
import { TableScroller } from '@/components/ui/table-scroller';

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

/** The whole method, its uncertainty and its comparison with the reference, for `year` (the default year when undefined). */
export function MethodologyOverview({ year }: { year: number | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [opened, setOpened] = useState(false);
  const methodology = useIndexMethodology(year, { enabled: opened });
  const m = methodology.data;
  const runs = m ? wholeNumber(m.uncertainty.runs, language) : '500';
  return (
    <Disclosure title={t('wefe_index.about.methodology_title')} onOpen={() => setOpened(true)}>
      <div className="space-y-3 leading-relaxed">
        <p>{t('wefe_index.about.methodology_intro')}</p>
        <p>{t('wefe_index.about.methodology_data')}</p>
        <p>{t('wefe_index.about.methodology_scaling')}</p>
        <p>{t('wefe_index.about.methodology_targets')}</p>
        <p>{t('wefe_index.about.methodology_pillars')}</p>
        <p>{t('wefe_index.about.methodology_years')}</p>
        <h3 className="pt-2 font-bold text-slate-900">{t('wefe_index.about.uncertainty_title')}</h3>
        <p>{t('wefe_index.about.uncertainty_method', { runs, seed: m ? String(m.uncertainty.seed) : '' })}</p>
        {methodology.isPending && opened && <Spinner label={t('wefe_index.about.methodology_loading')} className="size-6" />}
        {methodology.isError && (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-red-700">{t('wefe_index.about.methodology_failed')}</span>
            <button type="button" className="font-semibold text-brand-700 underline" onClick={() => void methodology.refetch()}>
              {t('wefe_index.ranking.retry')}
            </button>
          </div>
        )}
        {m && <UncertaintyFigures methodology={m} />}
        {m && m.uncertainty.sensitivity.length > 0 && <SensitivityTable methodology={m} />}
        <h3 className="pt-2 font-bold text-slate-900">{t('wefe_index.about.validation_title')}</h3>
        <p>{t('wefe_index.about.validation_intro')}</p>
        {m && <ValidationTable methodology={m} />}
        <p className="text-sm text-slate-600">{t('wefe_index.about.validation_note')}</p>
      </div>
    </Disclosure>
  );
}

function UncertaintyFigures({ methodology: m }: { methodology: IndexMethodology }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (m.uncertainty.median_interval_width === null || m.uncertainty.max_interval_width === null || m.year === null) {
    return <p>{t('wefe_index.about.uncertainty_pending')}</p>;
  }
  return (
    <p>
      {t('wefe_index.about.uncertainty_figures', {
        year: String(m.year),
        median: wholeNumber(m.uncertainty.median_interval_width, language),
        max: wholeNumber(m.uncertainty.max_interval_width, language),
        seconds: numberFormat(language, { maximumFractionDigits: 1 }).format((m.uncertainty.ms ?? 0) / 1000),
      })}
    </p>
  );
}

/** Each choice of the method changed alone, and how far it moves the year's ranking. */
function SensitivityTable({ methodology: m }: { methodology: IndexMethodology }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const captionId = useId();
  const two = numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const one = numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const name = (row: IndexMethodology['uncertainty']['sensitivity'][number]) =>
    row.choice === 'leave_out' ? t('wefe_index.about.sensitivity_choices.leave_out', { indicator: row.indicator?.name ?? '' }) : t(`wefe_index.about.sensitivity_choices.${row.choice}` as 'wefe_index.about.sensitivity_choices.geometric');
  return (
    <TableScroller label={t('wefe_index.about.sensitivity_caption', { year: String(m.year ?? '') })}>
      <table aria-describedby={captionId} className="w-full min-w-[30rem] border-collapse text-start text-sm">
        <caption id={captionId} className="mb-2 text-start font-semibold text-slate-800">
          {t('wefe_index.about.sensitivity_caption', { year: String(m.year ?? '') })}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-1.5 pe-3 text-start font-semibold">{t('wefe_index.about.sensitivity_columns.choice')}</th>
            <th scope="col" className="py-1.5 pe-3 text-start font-semibold">{t('wefe_index.about.sensitivity_columns.rho')}</th>
            <th scope="col" className="py-1.5 pe-3 text-start font-semibold">{t('wefe_index.about.sensitivity_columns.moved')}</th>
            <th scope="col" className="py-1.5 text-start font-semibold">{t('wefe_index.about.sensitivity_columns.shift')}</th>
          </tr>
        </thead>
        <tbody>
          {m.uncertainty.sensitivity.map((row) => (
            <tr key={`${row.choice}-${row.indicator?.code ?? ''}`} className="border-b border-slate-100">
              <th scope="row" className="py-2 pe-3 text-start font-normal text-slate-900">
                <bdi>{name(row)}</bdi>
              </th>
              <td className="py-2 pe-3 tabular-nums">{row.rho === null ? '–' : two.format(row.rho)}</td>
              <td className="py-2 pe-3 tabular-nums">{wholeNumber(row.moved, language)}</td>
              <td className="py-2 tabular-nums">{one.format(row.mean_shift)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

function ValidationTable({ methodology: m }: { methodology: IndexMethodology }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const captionId = useId();
  if (m.validation.pillars.length === 0 || m.validation.reference_year === null) return <p>{t('wefe_index.about.validation_none')}</p>;
  const rho = (value: number | null) => (value === null ? '–' : numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value));
  const targetName = (target: string) => (target === 'index' ? t('wefe_index.metric_index') : t(`wefe_index.about.pillar_names.${target}` as 'wefe_index.about.pillar_names.water'));
  return (
    <TableScroller label={t('wefe_index.about.validation_caption', { year: String(m.year ?? ''), reference_year: String(m.validation.reference_year) })}>
      <table aria-describedby={captionId} className="w-full min-w-[36rem] border-collapse text-start text-sm">
        <caption id={captionId} className="mb-2 text-start font-semibold text-slate-800">
          {t('wefe_index.about.validation_caption', { year: String(m.year ?? ''), reference_year: String(m.validation.reference_year) })}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-1.5 pe-3 text-start font-semibold">{t('wefe_index.about.validation_columns.pillar')}</th>
            <th scope="col" className="py-1.5 pe-3 text-start font-semibold">{t('wefe_index.about.validation_columns.reference')}</th>
            <th scope="col" className="py-1.5 pe-3 text-start font-semibold">{t('wefe_index.about.validation_columns.countries')}</th>
            <th scope="col" className="py-1.5 pe-3 text-start font-semibold">{t('wefe_index.about.validation_columns.rho')}</th>
            <th scope="col" className="py-1.5 text-start font-semibold">{t('wefe_index.about.validation_columns.disagreements')}</th>
          </tr>
        </thead>
        <tbody>
          {m.validation.pillars.map((row) => (
            <tr key={row.target} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-2 pe-3 text-start font-semibold text-slate-900">{targetName(row.target)}</th>
              <td className="py-2 pe-3" dir="ltr">{row.reference}</td>
              <td className="py-2 pe-3 tabular-nums">{wholeNumber(row.countries, language)}</td>
              <td className="py-2 pe-3 tabular-nums">{rho(row.rho)}</td>
              <td className="py-2">
                <ul className="space-y-1">
                  {row.disagreements.map((d) => (
                    <li key={d.country.id}>
                      {t('wefe_index.about.disagreement', {
                        country: d.country.name,
                        hub: wholeNumber(d.hub_rank, language),
                        reference: wholeNumber(d.reference_rank, language),
                      })}
                      {d.drivers.length > 0 && (
                        <span className="text-slate-600">
                          {' '}
                          {t('wefe_index.about.drivers', {
                            list: d.drivers
                              .map((driver) => t('wefe_index.about.driver', { name: driver.name, score: wholeNumber(Math.round(driver.score), language), median: wholeNumber(Math.round(driver.median_score), language) }))
                              .join(t('common.list_separator')),
                          })}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
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
        {t('wefe_index.about.unit', { unit: indicator.localized_unit })} · {t('wefe_index.about.licence', { licence: indicator.licence })}
        {indicator.log_transform && <> · {t('wefe_index.about.log_scale')}</>}
      </p>
      {indicator.goalposts && !indicator.excluded && <Goalposts indicator={indicator} goalposts={indicator.goalposts} />}
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

/** Which value scores 0 and which 100, in the indicator's unit; a target is named as such. */
function Goalposts({ indicator, goalposts }: { indicator: Indicator; goalposts: NonNullable<Indicator['goalposts']> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const higher = indicator.direction === 'higher_is_better';
  const [worst, best] = higher ? [goalposts.lower, goalposts.upper] : [goalposts.upper, goalposts.lower];
  const format = (value: number) => publishedValue(value, language);
  return (
    <p className="mt-1 text-slate-600">
      {t('wefe_index.about.goalposts', { worst: format(worst), best: format(best), unit: indicator.localized_unit })}
      {goalposts.targeted && <> · {t('wefe_index.about.target')}</>}
    </p>
  );
}
