// /admin/reference-lists: the reference lists of the hub (organization types, education levels,
// publication types, sectors, institution categories), one tab each; the chosen list is kept in the
// address (?list=) so a reload or a shared link opens it again.
import { REFERENCE_LISTS, isReferenceList, type ReferenceListKey } from '@wefe/contract';
import { useSearchParams } from 'react-router';
import { StaffPage } from '@/components/staff/staff-page';
import { isAdminUser } from '@/components/staff/staff-access';
import { Tabs } from '@/components/ui/tabs';
import { useSession } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { useReferenceLists } from '../api/get-reference-lists';
import { ReferenceListTable } from '../components/reference-list-table';

export function Component() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const canChange = isAdminUser(session?.user);
  const [params, setParams] = useSearchParams();
  const requested = params.get('list') ?? '';
  const list: ReferenceListKey = isReferenceList(requested) ? requested : REFERENCE_LISTS[0];
  // The sizes only decorate the tabs: the lists open without them.
  const summary = useReferenceLists();
  const sizes = new Map(summary.data?.map((entry) => [entry.key, entry.count]));

  const choose = (next: ReferenceListKey) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('list', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <StaffPage title={t('lookups.title')} lead={t('lookups.lead')}>
      {!canChange && (
        <p className="mb-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-slate-700">{t('lookups.read_only')}</p>
      )}
      <Tabs
        label={t('lookups.picker_label')}
        value={list}
        onValueChange={choose}
        items={REFERENCE_LISTS.map((key) => {
          const size = sizes.get(key);
          return {
            value: key,
            label: (
              <>
                {t(`lookups.lists.${key}`)}
                {size !== undefined && ' '}
                {size !== undefined && (
                  <span className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                    <span aria-hidden="true">{size}</span>
                    <span className="sr-only">{t('lookups.list_count', { count: size })}</span>
                  </span>
                )}
              </>
            ),
            content: <ReferenceListTable key={key} list={key} canChange={canChange} />,
          };
        })}
      />
    </StaffPage>
  );
}
