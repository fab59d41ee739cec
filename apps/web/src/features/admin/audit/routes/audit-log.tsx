// /admin/audit-log: who changed what and when, newest first, with each change's before and after.
// Administrators only (the API answers reviewers 403). Filters and page live in the address.
import { AUDIT_ENTITY_TYPES } from '@wefe/contract';
import { useId, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { FailureAlert } from '@/components/ui/form';
import { LoadingMessage } from '@/components/ui/spinner';
import { AdminOnly } from '@/components/staff/admin-only';
import { StaffPage } from '@/components/staff/staff-page';
import { StaffPager } from '@/components/staff/staff-pager';
import { apiErrorMessage } from '@/lib/api-client';
import { contentTypeName, isContentType } from '@/lib/content-type-names';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useAuditLog, type AuditLogFilters } from '../api/get-audit-log';
import { AuditChanges } from '../components/audit-changes';
import { formatDateTime } from '@/lib/dates';

const positiveInt = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : 1);

export function Component() {
  const { t } = useTranslation('admin');
  return (
    <StaffPage title={t('audit.title')} lead={t('audit.lead')}>
      <AdminOnly>
        <AuditLog />
      </AdminOnly>
    </StaffPage>
  );
}

function AuditLog() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  // Content types are named once for every screen; the other things the log records, here.
  const typeName = (type: string) => (isContentType(type) ? contentTypeName(tc, type, 'item') : t(`audit.types.${type}` as 'audit.types.users', { defaultValue: type }));
  const filters: AuditLogFilters = {
    entity_type: (AUDIT_ENTITY_TYPES as readonly string[]).includes(params.get('entity_type') ?? '') ? params.get('entity_type')! : '',
    entity_id: /^\d+$/.test(params.get('entity_id') ?? '') ? params.get('entity_id')! : '',
    page: positiveInt(params.get('page')),
  };
  const log = useAuditLog(filters);
  const typeId = useId();
  const idId = useId();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    const type = String(form.get('entity_type') ?? '');
    const id = String(form.get('entity_id') ?? '').trim();
    if (type) next.set('entity_type', type);
    if (/^\d+$/.test(id)) next.set('entity_id', id);
    setParams(next);
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <>
      <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label={t('audit.filters')}>
        <div>
          <label htmlFor={typeId} className="block text-sm font-semibold text-slate-700">{t('audit.entity_type')}</label>
          <select id={typeId} name="entity_type" defaultValue={filters.entity_type} key={filters.entity_type} className="mt-1 rounded-lg border border-slate-300 px-3 py-2">
            <option value="">{t('audit.all_types')}</option>
            {AUDIT_ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>{typeName(type)}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={idId} className="block text-sm font-semibold text-slate-700">{t('audit.entity_id')}</label>
          <input id={idId} name="entity_id" inputMode="numeric" defaultValue={filters.entity_id} key={filters.entity_id} className="mt-1 w-28 rounded-lg border border-slate-300 px-3 py-2" />
        </div>
        <button type="submit" className={buttonStyles.secondary}>{t('audit.apply')}</button>
      </form>

      <div className="mt-6">
        {log.isPending ? (
          <LoadingMessage label={t('shell.loading')} />
        ) : log.isError ? (
          <FailureAlert title={t('shell.error')} detail={apiErrorMessage(log.error, tc)} retryLabel={t('shell.retry')} onRetry={() => void log.refetch()} />
        ) : log.data.data.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-6 text-slate-600">{t('audit.empty')}</p>
        ) : (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">{t('audit.count', { count: log.data.meta.total })}</p>
            <ol className="mt-3 flex flex-col gap-3">
              {log.data.data.map((entry) => (
                <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-4">
                  <p className="font-semibold text-slate-900">
                    {t('audit.entry', {
                      actor: entry.actor?.name ?? t('audit.former_staff'),
                      action: t(`audit.actions.${entry.action}` as 'audit.actions.approve', { defaultValue: entry.action }),
                      type: typeName(entry.entity_type),
                      id: entry.entity_id,
                    })}
                  </p>
                  <p className="text-sm text-slate-600">
                    <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, language)}</time>
                    {' · '}
                    {t(`shell.roles.${entry.actor_role}` as 'shell.roles.admin', { defaultValue: entry.actor_role })}
                  </p>
                  {entry.reason ? (
                    <p className="mt-2 text-sm" dir="auto">
                      <span className="font-semibold">{t('audit.reason')}</span> {entry.reason}
                    </p>
                  ) : null}
                  <details className="mt-2">
                    <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t('audit.show_changes')}</summary>
                    <div className="mt-2">
                      <AuditChanges before={entry.before} after={entry.after} />
                    </div>
                  </details>
                </li>
              ))}
            </ol>
            <StaffPager label={t('audit.pages')} page={log.data.meta.current_page} lastPage={log.data.meta.last_page} onPage={goTo} />
          </>
        )}
      </div>
    </>
  );
}
