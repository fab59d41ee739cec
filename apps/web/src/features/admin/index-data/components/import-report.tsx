// The report of a checked or refused import file: the counts, then each problem by row and column.
import type { IndicatorImportReport } from '@wefe/contract';
import { useId } from 'react';
import { useLanguage, useTranslation } from '@/lib/i18n';

/** The counts of the file and the table of its problems ('and N more' past the listed ones). */
export function ImportReport({ report }: { report: IndicatorImportReport }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const headingId = useId();
  const number = new Intl.NumberFormat(language);
  const counts = [
    ['rows', report.rows],
    ['valid', report.valid],
    ['inserted', report.changes.inserted],
    ['updated', report.changes.updated],
    ['unchanged', report.changes.unchanged],
  ] as const;
  const problems = report.errors.length + report.errors_omitted;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold text-brand-800">
        {t('indexData.report.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {counts.map(([key, value]) => (
          <div key={key} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-600">{t(`indexData.report.counts.${key}`)}</dt>
            <dd className="text-2xl font-bold text-slate-900">{number.format(value)}</dd>
          </div>
        ))}
      </dl>
      {problems === 0 ? (
        <p className="font-semibold text-food-dark">{t('indexData.report.no_errors')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] border-collapse text-start text-sm">
            <caption className="mb-2 text-start font-semibold text-red-800">{t('indexData.report.errors_title', { count: problems })}</caption>
            <thead>
              <tr className="border-b border-slate-300 text-slate-700">
                <th scope="col" className="py-2 pe-3 text-start">
                  {t('indexData.report.columns.row')}
                </th>
                <th scope="col" className="py-2 pe-3 text-start">
                  {t('indexData.report.columns.field')}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t('indexData.report.columns.message')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((error, index) => (
                <tr key={`${error.row}-${error.field}-${index}`} className="border-b border-slate-100 align-top">
                  <td className="py-2 pe-3 tabular-nums">{number.format(error.row)}</td>
                  <td className="py-2 pe-3">
                    <code dir="ltr">{error.field}</code>
                  </td>
                  <td className="py-2">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.errors_omitted > 0 && <p className="mt-2 text-sm text-slate-700">{t('indexData.report.more', { count: report.errors_omitted })}</p>}
        </div>
      )}
    </section>
  );
}
