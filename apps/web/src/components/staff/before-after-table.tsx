// A table of changed fields, each with its value before and after: the review screen's 'What changed'
// and the audit log's entries both show changes through it.
import { useTranslation } from '@/lib/i18n';

/** One changed field; `label` is what the reader sees (translated where the section can). */
export interface ChangedField {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

const MAX_SHOWN = 300;

function Value({ value }: { value: unknown }) {
  const { t } = useTranslation('admin');
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return <span className="text-slate-500">{t('shell.changes.empty_value')}</span>;
  }
  if (typeof value === 'boolean') return <>{t(value ? 'shell.changes.yes' : 'shell.changes.no')}</>;
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string' || typeof entry === 'number')) {
    return (
      <ul className="list-disc ps-5">
        {value.map((entry, index) => (
          <li key={index} dir="auto">
            {entry}
          </li>
        ))}
      </ul>
    );
  }
  // Anything else (stored JSON of the audit log) as compact text, cut when long.
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  return (
    <span dir="auto" className="whitespace-pre-wrap break-words">
      {text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text}
    </span>
  );
}

/** The changed fields with their old and new values. */
export function BeforeAfterTable({ rows, labelledBy }: { rows: readonly ChangedField[]; labelledBy?: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm" aria-labelledby={labelledBy}>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('shell.changes.field')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('shell.changes.before')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('shell.changes.after')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 align-top">
          {rows.map((row) => (
            <tr key={row.field}>
              <th scope="row" className="px-3 py-2 text-start font-semibold break-words text-slate-800">
                {row.label}
              </th>
              <td className="bg-red-50/60 px-3 py-2 text-slate-800">
                <Value value={row.before} />
              </td>
              <td className="bg-green-50/60 px-3 py-2 text-slate-800">
                <Value value={row.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
