// /admin/review/:type/:id: one pending item. The decision panel comes first; for an edit of an
// approved item, what changed; then the content through the public detail screen the router passes
// in (features never import each other). Entity accounts have no public page: their registration
// details come from the staff API instead.
import { SUBMISSION_TYPES, type SubmissionType } from '@wefe/contract';
import { Suspense, type ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { StaffPage } from '@/components/staff/staff-page';
import { FailureAlert } from '@/components/ui/form';
import { NotFoundPage } from '@/components/ui/not-found-page';
import { LoadingMessage, PageSpinner } from '@/components/ui/spinner';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { contentTypeName } from '@/lib/content-type-names';
import { useTranslation } from '@/lib/i18n';
import { paths, type StaffItemType } from '@/lib/paths';
import { useEntityAccount } from '../api/get-entity-account';
import { ChangesTable } from '../components/changes-table';
import { DecisionPanel } from '../components/decision-panel';
import { EntityDetails } from '../components/entity-details';

/** The public detail screen of each content type, as the router provides them. */
export type PublicDetailScreens = Record<Exclude<StaffItemType, 'entities'>, ComponentType>;

const isType = (value: string | undefined): value is SubmissionType => SUBMISSION_TYPES.includes(value as SubmissionType);

/** The review screen of one item. */
export function ReviewItemScreen({ publicDetails }: { publicDetails: PublicDetailScreens }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { type, id } = useParams();
  if (!isType(type) || !id) return <NotFoundPage />;
  return (
    <StaffPage
      title={type === 'entities' ? t('review.item.titles.entities') : contentTypeName(tc, type, 'review')}
      actions={
        <Link to={paths.admin.review.getHref()} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('review.item.back')}
        </Link>
      }
    >
      {type === 'entities' ? <EntityReview id={id} /> : <ContentReview type={type} id={id} Detail={publicDetails[type]} />}
    </StaffPage>
  );
}

function ContentReview({ type, id, Detail }: { type: Exclude<SubmissionType, 'entities'>; id: string; Detail: ComponentType }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col gap-6">
      <DecisionPanel type={type} id={id} />
      <ChangesTable type={type} id={id} />
      <section aria-label={t('review.item.public_view')} className="rounded-2xl border border-slate-200">
        <p className="border-b border-slate-200 bg-slate-50 px-4 py-2 text-sm font-semibold text-slate-600">{t('review.item.public_view')}</p>
        <Suspense fallback={<PageSpinner />}>
          <Detail />
        </Suspense>
      </section>
    </div>
  );
}

function EntityReview({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const account = useEntityAccount(id);
  if (account.isPending) return <LoadingMessage label={t('shell.loading')} />;
  if (account.isError) {
    if (isApiError(account.error) && account.error.status === 404) return <NotFoundPage />;
    return <FailureAlert title={t('review.entity.load_failed')} detail={apiErrorMessage(account.error, tc)} retryLabel={t('shell.retry')} onRetry={() => void account.refetch()} />;
  }
  return (
    <div className="flex flex-col gap-6">
      {account.data.status === 'pending_approval' ? <DecisionPanel type="entities" id={id} /> : <p className="rounded-lg bg-slate-100 p-3 text-slate-700">{t('review.decision.not_pending')}</p>}
      <EntityDetails account={account.data} />
    </div>
  );
}
