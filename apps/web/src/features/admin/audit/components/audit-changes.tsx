// The before and after of one recorded change: the fields that differ, by their stored names.
import { BeforeAfterTable } from '@/components/staff/before-after-table';
import { useTranslation } from '@/lib/i18n';

type Values = Record<string, unknown> | null;

/** The fields whose value differs between before and after, in a stable order. */
export function changedFields(before: Values, after: Values): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key])).sort();
}

/** The table of changed fields, or a note when neither side was recorded. */
export function AuditChanges({ before, after }: { before: Values; after: Values }) {
  const { t } = useTranslation('admin');
  const fields = changedFields(before, after);
  if (fields.length === 0) return <p className="text-sm text-slate-600">{t('audit.no_details')}</p>;
  return <BeforeAfterTable rows={fields.map((field) => ({ field, label: field, before: before?.[field], after: after?.[field] }))} />;
}
