// The points of a globe as a table, folded under 'Show data table': the same data without the canvas,
// for screen readers, keyboards and anyone who wants to read or compare the values.
import { useTranslation } from '@/lib/i18n';
import type { MapPointRow } from './map-points';

export interface MapDataTableProps {
  caption: string;
  rows: readonly MapPointRow[];
  /** Adds the year column (the country page lists several years). */
  withYear?: boolean;
}

/** A collapsible table of country, value (with its unit) and legend key. */
export function MapDataTable({ caption, rows, withYear = false }: MapDataTableProps) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <details className="mt-6 rounded-xl border border-slate-200 bg-white">
      <summary className="cursor-pointer px-4 py-3 font-semibold text-brand-700">{t('maps.table.show')}</summary>
      <div className="max-h-96 overflow-auto px-4 pb-4">
        <table className="w-full text-start text-sm">
          <caption className="py-2 text-start text-slate-600" dir="auto">
            {caption}
          </caption>
          <thead className="sticky top-0 bg-white">
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 pe-4 text-start font-semibold">
                {t('maps.table.country')}
              </th>
              {withYear && (
                <th scope="col" className="py-2 pe-4 text-start font-semibold">
                  {t('maps.table.year')}
                </th>
              )}
              <th scope="col" className="py-2 pe-4 text-end font-semibold">
                {t('maps.table.value')}
              </th>
              <th scope="col" className="py-2 text-start font-semibold">
                {t('maps.table.key')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-100 last:border-0">
                <th scope="row" dir="auto" className="py-1.5 pe-4 text-start font-normal text-slate-900">
                  {row.country}
                </th>
                {withYear && <td className="py-1.5 pe-4 tabular-nums">{row.year}</td>}
                <td dir="auto" className="py-1.5 pe-4 text-end tabular-nums">
                  {row.value}
                </td>
                <td className="py-1.5">
                  <span className="inline-flex items-center gap-2">
                    <span aria-hidden="true" className="size-3 shrink-0 rounded-sm border border-slate-300" style={{ backgroundColor: row.keyColor }} />
                    <span dir="auto">{row.keyLabel}</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
