// The pending items, oldest first: type, title (a link to the review screen), who submitted it and when,
// and a badge on edits of approved items.
import { Link } from 'react-router';
import { contentTypeName } from '@/lib/content-type-names';
import { formatDayMonthYear } from '@/lib/dates';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { QueueItem } from '../api/get-review-queue';

/** The queue as a table. */
export function ReviewQueueTable({ items }: { items: QueueItem[] }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200">
      <table className="w-full text-start">
        <caption className="sr-only">{t('review.list_label')}</caption>
        <thead className="bg-slate-50 text-sm text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              {t('review.columns.type')}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              {t('review.columns.title')}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              {t('review.columns.submitted_by')}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              {t('review.columns.submitted_on')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {items.map((item) => (
            <tr key={`${item.type}-${item.id}`} className="align-top">
              <td className="px-4 py-3 text-sm text-slate-700">{item.type === 'entities' ? t('review.type_one.entities') : contentTypeName(tc, item.type, 'item_title')}</td>
              <td className="px-4 py-3">
                <Link to={paths.admin.reviewItem.getHref(item.type, item.id)} dir="auto" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                  {item.title}
                </Link>
                {item.is_edit ? (
                  <span className="ms-2 inline-block rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">{t('review.edit_badge')}</span>
                ) : null}
              </td>
              <td className="px-4 py-3 text-sm text-slate-700">
                {item.owner ? (
                  <>
                    <span dir="auto" className="block">
                      {item.owner.name || item.owner.email}
                    </span>
                    {item.owner.name ? (
                      <span dir="ltr" className="block text-slate-500">
                        {item.owner.email}
                      </span>
                    ) : null}
                  </>
                ) : (
                  t('review.unknown_owner')
                )}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-sm text-slate-700">
                <time dateTime={item.submitted_at}>{formatDayMonthYear(item.submitted_at, language)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
