// The console's table of one content type: each item's title (linking to its public page), owner,
// review status and date, and what staff may do with it (edit, unpublish when approved, delete).
import type { AdminContentItem, ContentType } from '@wefe/contract';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDeleteButton } from '@/components/ui/confirm-delete-button';
import { ReviewStatusBadge } from '@/components/ui/review-status-badge';
import { formatDate } from '@/lib/dates';
import { contentTypeName } from '@/lib/content-type-names';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { contentPaths, paths } from '@/lib/paths';
import { useDeleteAdminContent } from '../api/delete-admin-content';
import { UnpublishButton } from './unpublish-button';

/** Where an item is shown to the public (staff may open it in any state). */
export function publicHref(type: ContentType, id: number): string {
  return contentPaths[type].detail.getHref(id);
}

export interface ContentTableProps {
  type: ContentType;
  items: AdminContentItem[];
  total: number;
  /** Tells the screen what just happened ('… was unpublished'). */
  onDone: (message: string) => void;
}

/** The table of items, with a caption naming the type and how many items match. */
export function ContentTable({ type, items, total, onDone }: ContentTableProps) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[48rem] text-start text-sm">
        <caption className="px-4 py-3 text-start font-semibold text-slate-700">
          {t('content.table.caption', { type: contentTypeName(tc, type, 'name'), count: total })}
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 text-start">{t('content.table.title')}</th>
            <th scope="col" className="px-4 py-3 text-start">{t('content.table.owner')}</th>
            <th scope="col" className="px-4 py-3 text-start">{t('content.table.status')}</th>
            <th scope="col" className="px-4 py-3 text-start">{t('content.table.date')}</th>
            <th scope="col" className="px-4 py-3 text-start">{t('content.table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <ContentRow key={item.id} item={item} onDone={onDone} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ContentRow({ item, onDone }: { item: AdminContentItem; onDone: (message: string) => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const remove = useDeleteAdminContent(item.type);
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className="px-4 py-3 text-start font-semibold">
        <Link to={publicHref(item.type, item.id)} dir="auto" className="text-brand-700 underline-offset-4 hover:underline">
          {item.title}
        </Link>
      </th>
      <td className="px-4 py-3">
        {item.owner ? (
          <>
            <span dir="auto" className="block">{item.owner.name || item.owner.email}</span>
            <span dir="ltr" className="block text-slate-600">{item.owner.email}</span>
          </>
        ) : (
          <span className="text-slate-600">{t('content.table.no_owner')}</span>
        )}
      </td>
      <td className="px-4 py-3">
        <ReviewStatusBadge status={item.status} />
      </td>
      <td className="px-4 py-3 whitespace-nowrap">
        <time dateTime={item.created_at}>{formatDate(item.created_at, language)}</time>
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-2">
          <Link to={paths.admin.contentEdit.getHref(item.type, item.id)} className={buttonStyles.cardAction}>
            {t('content.table.edit')}
          </Link>
          {item.status === 'approved' && <UnpublishButton item={item} onUnpublished={() => onDone(t('content.unpublish.done', { title: item.title }))} />}
          <ConfirmDeleteButton
            mutation={remove}
            id={String(item.id)}
            onDeleted={() => onDone(t('content.delete.done', { title: item.title }))}
            labels={{
              open: t('shell.delete'),
              openName: t('content.delete.open_named', { title: item.title }),
              title: t('content.delete.title', { title: item.title }),
              message: t('content.delete.message'),
              cancel: t('shell.cancel'),
              confirm: t('content.delete.confirm'),
              deleting: t('content.delete.working'),
            }}
          />
        </div>
      </td>
    </tr>
  );
}
