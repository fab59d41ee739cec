// /admin/content/:type/:id/edit: staff correct an item's texts, links and dates. The item keeps its
// review state (a published item stays published); the server records the change in the audit log.
import { CONTENT_TYPES, type ContentType } from '@wefe/contract';
import { Link, useParams } from 'react-router';
import type { StaffFieldSpecs } from '@/components/staff/staff-field-specs';
import { StaffPage } from '@/components/staff/staff-page';
import { FailureAlert, FormAlert } from '@/components/ui/form';
import { NotFoundPage } from '@/components/ui/not-found-page';
import { ReviewStatusBadge } from '@/components/ui/review-status-badge';
import { LoadingMessage } from '@/components/ui/spinner';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { contentTypeName } from '@/lib/content-type-names';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useAdminContentItem } from '../api/get-admin-content-item';
import { ContentEditForm } from '../components/content-edit-form';
import { publicHref } from '../components/content-table';

/** How each content type's fields show on the form, as its feature declares them (app/staff-routes.tsx). */
export type StaffFieldsByType = Readonly<Record<ContentType, StaffFieldSpecs>>;

/** The edit screen of one item. */
export function ContentEditScreen({ staffFields }: { staffFields: StaffFieldsByType }) {
  const { type, id } = useParams();
  if (!(CONTENT_TYPES as readonly string[]).includes(type ?? '') || !/^\d+$/.test(id ?? '')) return <NotFoundPage />;
  return <ContentEdit type={type as ContentType} id={id!} specs={staffFields[type as ContentType]} />;
}

function ContentEdit({ type, id, specs }: { type: ContentType; id: string; specs: StaffFieldSpecs }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const item = useAdminContentItem(type, id);
  const listHref = type === 'publications' ? paths.admin.content.getHref() : `${paths.admin.content.getHref()}?type=${type}`;
  const link = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

  return (
    <StaffPage title={contentTypeName(tc, type, 'edit')} lead={t('content.edit.lead')}>
      <Link to={listHref} className={link}>
        {t('content.edit.back')}
      </Link>
      <div className="mt-6">
        {item.isPending ? (
          <LoadingMessage label={t('shell.loading')} />
        ) : item.isError ? (
          isApiError(item.error) && item.error.status === 404 ? (
            <FormAlert>{t('content.edit.not_found')}</FormAlert>
          ) : (
            <FailureAlert title={t('shell.error')} detail={apiErrorMessage(item.error, tc)} retryLabel={t('shell.retry')} onRetry={() => void item.refetch()} />
          )
        ) : (
          <>
            <div className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
              <dl className="flex flex-wrap items-center gap-x-6 gap-y-2">
                <div className="flex items-center gap-2">
                  <dt className="font-semibold">{t('content.edit.status')}</dt>
                  <dd>
                    <ReviewStatusBadge status={item.data.status} />
                  </dd>
                </div>
                {item.data.owner && (
                  <div className="flex items-center gap-2">
                    <dt className="font-semibold">{t('content.edit.owner')}</dt>
                    <dd dir="auto">
                      {item.data.owner.name || item.data.owner.email} (<span dir="ltr">{item.data.owner.email}</span>)
                    </dd>
                  </div>
                )}
              </dl>
              <Link to={publicHref(type, item.data.id)} className={link}>
                {t('content.edit.view_public')}
              </Link>
            </div>
            {/* Keyed on the item, so another item's address starts a fresh form. */}
            <ContentEditForm key={`${type}-${item.data.id}`} item={item.data} specs={specs} />
          </>
        )}
      </div>
    </StaffPage>
  );
}
