// /admin/pages: staff edit the pages whose text they manage (the about-us page) in English, Arabic and
// French, preview them as the server would serve them, and save. The chosen page is in the address
// (?page=slug) so a link can open it; unsaved edits are guarded before leaving.
import type { ManagedPageSummary } from '@wefe/contract';
import { useSearchParams } from 'react-router';
import { FailureAlert, SelectField } from '@/components/ui/form';
import { LoadingMessage } from '@/components/ui/spinner';
import { StaffPage } from '@/components/staff/staff-page';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useManagedPage } from '../api/get-managed-page';
import { useManagedPages } from '../api/get-managed-pages';
import { PageEditor } from '../components/page-editor';

/** The page the console opens first: about-us, the one the spec names. */
const FIRST_PAGE = 'about-us';

export function Component() {
  const { t } = useTranslation('admin');
  return (
    <StaffPage title={t('pages.title')} lead={t('pages.lead')}>
      <ManagedPages />
    </StaffPage>
  );
}

function ManagedPages() {
  const { t } = useTranslation('admin');
  // The client's own failure messages (network, unexpected) live in the public catalogue.
  const common = useTranslation().t;
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const pages = useManagedPages();
  const list = pages.data ?? [];
  const asked = params.get('page');
  const slug = list.find((p) => p.slug === asked)?.slug ?? list.find((p) => p.slug === FIRST_PAGE)?.slug ?? list[0]?.slug;
  const page = useManagedPage(slug);

  if (pages.isPending) return <LoadingMessage label={t('shell.loading')} />;
  if (pages.isError) return <FailureAlert title={t('pages.load_failed')} detail={apiErrorMessage(pages.error, common)} retryLabel={t('shell.retry')} onRetry={() => void pages.refetch()} />;
  if (list.length === 0 || slug === undefined) return <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-6 text-slate-600">{t('pages.no_pages')}</p>;

  const summary = list.find((p) => p.slug === slug)!;
  const loaded = page.data?.slug === slug ? page.data : undefined;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <div className="w-full max-w-sm">
          <SelectField
            label={t('pages.choose_page')}
            name="page"
            value={slug}
            onChange={(value) => setParams({ page: value })}
            options={list.map((p) => ({ value: p.slug, label: pageName(p, language) }))}
          />
        </div>
        <LastSaved summary={summary} />
      </div>
      {loaded ? (
        <PageEditor key={slug} page={loaded} />
      ) : page.isError ? (
        <FailureAlert title={t('pages.load_failed')} detail={apiErrorMessage(page.error, common)} retryLabel={t('shell.retry')} onRetry={() => void page.refetch()} />
      ) : (
        <LoadingMessage label={t('shell.loading')} />
      )}
    </div>
  );
}

/** A page's name in the list: its title in the interface language, else in English, else its slug. */
function pageName(page: ManagedPageSummary, language: 'en' | 'ar' | 'fr'): string {
  return page.title[language] || page.title.en || page.slug;
}

function LastSaved({ summary }: { summary: ManagedPageSummary }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const date = formatDate(summary.updated_at, language);
  return (
    <p className="pb-3 text-sm text-slate-600">
      {summary.updated_by ? t('pages.last_saved_by', { date, name: summary.updated_by.name }) : t('pages.last_saved', { date })}
    </p>
  );
}
