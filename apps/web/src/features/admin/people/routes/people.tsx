// /admin/people: every account, newest first, searched and filtered (the search, filters and page live
// in the address). Administrators change roles and suspend or reinstate, each after a confirmation;
// reviewers read the list.
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, PEOPLE_SEARCH_MAX, ROLES, type Person } from '@wefe/contract';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { isAdminUser } from '@/components/staff/staff-access';
import { StaffPage } from '@/components/staff/staff-page';
import { StaffPager } from '@/components/staff/staff-pager';
import { buttonStyles } from '@/components/ui/button-styles';
import { FailureAlert, FormSuccess } from '@/components/ui/form';
import { LoadingMessage } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { formatDate } from '@/lib/dates';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { usePeople, type PeopleFilters } from '../api/get-people';
import { RoleControl } from '../components/role-control';
import { StatusControl } from '../components/status-control';

const positiveInt = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : 1);
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => ((values as readonly string[]).includes(value ?? '') ? (value as T) : '');

/** The filters the address names; anything unknown is ignored. */
function filtersFrom(params: URLSearchParams): PeopleFilters {
  return {
    q: (params.get('q') ?? '').trim().slice(0, PEOPLE_SEARCH_MAX),
    role: oneOf(ROLES, params.get('role')),
    status: oneOf(ACCOUNT_STATUSES, params.get('status')),
    account_type: oneOf(ACCOUNT_TYPES, params.get('account_type')),
    page: positiveInt(params.get('page')),
  };
}

export function Component() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const admin = isAdminUser(session?.user);
  return (
    <StaffPage title={t('people.title')} lead={t('people.lead')}>
      {admin ? null : <p className="mb-4 rounded-lg bg-slate-50 p-3 text-slate-700">{t('people.read_only')}</p>}
      <People admin={admin} selfId={session?.user.id ?? null} />
    </StaffPage>
  );
}

function People({ admin, selfId }: { admin: boolean; selfId: number | null }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const people = usePeople(filters);
  const [done, setDone] = useState('');
  const ids = { q: useId(), role: useId(), status: useId(), type: useId() };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['q', 'role', 'status', 'account_type']) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setDone('');
    setParams(next);
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  const narrowed = Boolean(filters.q || filters.role || filters.status || filters.account_type);
  const select = (id: string, name: string, label: string, value: string, options: readonly string[], labelOf: (option: string) => string) => (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} key={value} className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2">
        <option value="">{t('people.any')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <>
      <form role="search" onSubmit={apply} aria-label={t('people.filters')} className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 grow">
          <label htmlFor={ids.q} className="block text-sm font-semibold text-slate-700">
            {t('people.search')}
          </label>
          <input
            id={ids.q}
            name="q"
            type="search"
            dir="auto"
            defaultValue={filters.q}
            key={filters.q}
            maxLength={PEOPLE_SEARCH_MAX}
            placeholder={t('people.search_hint')}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
        {select(ids.role, 'role', t('people.role'), filters.role, ROLES, (role) => t(`people.roles.${role}` as 'people.roles.admin'))}
        {select(ids.status, 'status', t('people.status'), filters.status, ACCOUNT_STATUSES, (status) => t(`people.statuses.${status}` as 'people.statuses.active'))}
        {select(ids.type, 'account_type', t('people.account_type'), filters.account_type, ACCOUNT_TYPES, (type) => t(`people.types.${type}` as 'people.types.entity'))}
        <button type="submit" className={buttonStyles.primary}>
          {t('people.apply')}
        </button>
        {narrowed ? (
          <button type="button" onClick={() => setParams(new URLSearchParams())} className={buttonStyles.ghost}>
            {t('people.clear')}
          </button>
        ) : null}
      </form>

      {done ? (
        <div className="mt-4">
          <FormSuccess>{done}</FormSuccess>
        </div>
      ) : null}

      <div className="mt-6">
        {people.isPending ? (
          <LoadingMessage label={t('shell.loading')} />
        ) : people.isError ? (
          <FailureAlert title={t('shell.error')} detail={apiErrorMessage(people.error, tCommon)} retryLabel={t('shell.retry')} onRetry={() => void people.refetch()} />
        ) : people.data.data.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-6 text-slate-600">{t('people.empty')}</p>
        ) : (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {t('people.count', { count: people.data.meta.total })}
            </p>
            <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200">
              <table className="w-full text-start text-sm">
                <caption className="sr-only">{t('people.table_caption')}</caption>
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    {(['name', 'email', 'type', 'role', 'status', 'joined'] as const).map((column) => (
                      <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                        {t(`people.columns.${column}`)}
                      </th>
                    ))}
                    {admin ? (
                      <th scope="col" className="px-3 py-2 text-start font-semibold">
                        {t('people.columns.actions')}
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {people.data.data.map((person) => (
                    <PersonRow key={person.id} person={person} admin={admin} self={person.id === selfId} language={language} onDone={setDone} />
                  ))}
                </tbody>
              </table>
            </div>
            <StaffPager label={t('people.pages')} page={people.data.meta.current_page} lastPage={people.data.meta.last_page} onPage={goTo} />
          </>
        )}
      </div>
    </>
  );
}

function PersonRow({ person, admin, self, language, onDone }: { person: Person; admin: boolean; self: boolean; language: string; onDone: (message: string) => void }) {
  const { t } = useTranslation('admin');
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className="px-3 py-2 text-start font-semibold text-slate-900">
        <span dir="auto">{person.name}</span> {self ? <span className="font-normal text-slate-600">{t('people.you')}</span> : null}
        <span className="block text-xs font-normal text-slate-500">
          {person.last_login ? t('people.last_login', { date: formatDate(person.last_login, language) }) : t('people.never_signed_in')}
        </span>
      </th>
      <td className="px-3 py-2 break-all">
        <span dir="ltr">{person.email}</span>
      </td>
      <td className="px-3 py-2">{t(`people.types.${person.account_type}`)}</td>
      <td className="px-3 py-2">{admin ? <RoleControl person={person} onDone={onDone} /> : t(`people.roles.${person.role}`)}</td>
      <td className="px-3 py-2">
        <span className={person.status === 'suspended' ? 'font-semibold text-red-700' : undefined}>{t(`people.statuses.${person.status}`)}</span>
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        <time dateTime={person.created_at}>{formatDate(person.created_at, language)}</time>
      </td>
      {admin ? <td className="px-3 py-2">{self ? null : <StatusControl person={person} onDone={onDone} />}</td> : null}
    </tr>
  );
}
