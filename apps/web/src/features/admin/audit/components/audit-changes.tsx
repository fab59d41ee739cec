// The before and after of one recorded change as a table of the fields that differ.
import { useTranslation } from 'react-i18next';

type Values = Record<string, unknown> | null;

const MAX_SHOWN = 300;

/** A stored value as readable text: strings as they are, anything else as compact JSON, cut when long. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

/** The fields whose value differs between before and after, in a stable order. */
export function changedFields(before: Values, after: Values): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key])).sort();
}

/** The table of changed fields, or nothing when neither side was recorded. */
export function AuditChanges({ before, after }: { before: Values; after: Values }) {
  const { t } = useTranslation('admin');
  const fields = changedFields(before, after);
  if (fields.length === 0) return <p className="text-sm text-slate-600">{t('audit.no_details')}</p>;
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <thead>
        <tr className="text-start text-slate-600">
          <th scope="col" className="w-1/5 py-1 text-start font-semibold">{t('audit.field')}</th>
          <th scope="col" className="py-1 text-start font-semibold">{t('audit.before')}</th>
          <th scope="col" className="py-1 text-start font-semibold">{t('audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field} className="border-t border-slate-200 align-top">
            <th scope="row" className="py-1 pe-2 text-start font-mono font-normal break-words">{field}</th>
            <td dir="auto" className="py-1 pe-2 break-words text-red-800">{showValue(before?.[field])}</td>
            <td dir="auto" className="py-1 break-words text-green-800">{showValue(after?.[field])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
