// /admin/content: every publication, story and news item or event in any state, one type per tab, with
// a status filter and a title search. The type, filters and page live in the address, so a filtered
// list survives a reload and can be shared with a colleague.
import { CONTENT_TYPES, REVIEW_STATUSES, type ContentType, type ReviewStatus } from '@wefe/contract';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { StaffPage } from '@/components/staff/staff-page';
import { StaffPager } from '@/components/staff/staff-pager';
import { buttonStyles } from '@/components/ui/button-styles';
import { FailureAlert, FormSuccess, inputClass, labelClass } from '@/components/ui/form';
import { LoadingMessage } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { apiErrorMessage } from '@/lib/api-client';
import { contentTypeName } from '@/lib/content-type-names';
import { useTranslation } from '@/lib/i18n';
import { oneOf, readParam } from '@/lib/list-filters';
import { useAdminContent, type AdminContentFilters } from '../api/get-admin-content';
import { ContentTable } from '../components/content-table';

const positiveInt = (value: string) => (/^\d+$/.test(value) && Number(value) > 0 ? Number(value) : 1);

/** The list's filters as the address holds them (unknown values fall back to the defaults). */
function readFilters(params: URLSearchParams): AdminContentFilters {
  return {
    type: oneOf(readParam(params, 'type'), CONTENT_TYPES, 'publications'),
    status: oneOf(readParam(params, 'status'), REVIEW_STATUSES, ''),
    q: readParam(params, 'q'),
    page: positiveInt(readParam(params, 'page')),
  };
}

export function Component() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [notice, setNotice] = useState<string>();

  /** Writes the filters to the address; the defaults are left out so a plain list has a plain address. */
  const update = (next: Partial<AdminContentFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.type !== 'publications') search.set('type', merged.type);
    if (merged.status) search.set('status', merged.status);
    if (merged.q) search.set('q', merged.q);
    if (merged.page > 1) search.set('page', String(merged.page));
    setNotice(undefined);
    setParams(search);
  };

  return (
    <StaffPage title={t('content.title')} lead={t('content.lead')}>
      <Tabs
        label={t('content.types_label')}
        value={filters.type}
        onValueChange={(type: ContentType) => update({ type })}
        items={CONTENT_TYPES.map((type) => ({
          value: type,
          label: contentTypeName(tc, type, 'name'),
          content: <ContentPanel filters={filters} update={update} notice={notice} onDone={setNotice} />,
        }))}
      />
    </StaffPage>
  );
}

interface PanelProps {
  filters: AdminContentFilters;
  update: (next: Partial<AdminContentFilters>) => void;
  notice: string | undefined;
  onDone: (message: string) => void;
}

function ContentPanel({ filters, update, notice, onDone }: PanelProps) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const list = useAdminContent(filters);
  const statusId = useId();
  const searchId = useId();

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
  };

  return (
    <>
      <form role="search" aria-label={t('content.filters.label')} onSubmit={onSearch} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={statusId} className={labelClass}>{t('content.filters.status')}</label>
          <select
            id={statusId}
            name="status"
            value={filters.status}
            onChange={(event) => update({ status: event.target.value as ReviewStatus | '' })}
            className={`${inputClass} py-2`}
          >
            <option value="">{t('content.filters.all_statuses')}</option>
            {REVIEW_STATUSES.map((status) => (
              <option key={status} value={status}>{t(`content.statuses.${status}`)}</option>
            ))}
          </select>
        </div>
        <div className="min-w-60 flex-1">
          <label htmlFor={searchId} className={labelClass}>{t('content.filters.search')}</label>
          {/* Keyed on the address's value, so Back and a cleared search show what the list is filtered by. */}
          <input id={searchId} key={filters.q} name="q" type="search" dir="auto" defaultValue={filters.q} maxLength={200} className={`${inputClass} py-2`} />
        </div>
        <button type="submit" className={buttonStyles.secondary}>{t('content.filters.search_button')}</button>
        {filters.q && (
          <button type="button" className={buttonStyles.ghost} onClick={() => update({ q: '' })}>
            {t('content.filters.clear')}
          </button>
        )}
      </form>

      {notice && (
        <div className="mt-4">
          <FormSuccess>{notice}</FormSuccess>
        </div>
      )}

      <div className="mt-6">
        {list.isPending ? (
          <LoadingMessage label={t('shell.loading')} />
        ) : list.isError ? (
          <FailureAlert title={t('shell.error')} detail={apiErrorMessage(list.error, tc)} retryLabel={t('shell.retry')} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-6 text-slate-600">{t('content.empty')}</p>
        ) : (
          <>
            <ContentTable type={filters.type} items={list.data.items} total={list.data.total} onDone={onDone} />
            <StaffPager label={t('content.table.pages')} page={filters.page} lastPage={list.data.lastPage} onPage={(page) => update({ page })} />
          </>
        )}
      </div>
    </>
  );
}
