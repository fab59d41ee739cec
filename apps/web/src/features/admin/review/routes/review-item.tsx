// /admin/review/:type/:id: one pending item. Content is shown through the public detail screen the
// router passes in (features never import each other), with the decision panel above it.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '@/components/ui/not-found-page';
import type { StaffItemType } from '@/lib/paths';
import { StaffPage } from '@/components/staff/staff-page';

/** The public detail screen of each content type, as the router provides them. */
export type PublicDetailScreens = Record<Exclude<StaffItemType, 'entities'>, ComponentType>;

/** The review screen of one item. */
export function ReviewItemScreen({ publicDetails }: { publicDetails: PublicDetailScreens }) {
  const { t } = useTranslation('admin');
  const { type } = useParams();
  if (type !== 'publications' && type !== 'stories' && type !== 'news-events' && type !== 'entities') return <NotFoundPage />;
  const Detail = type === 'entities' ? null : publicDetails[type];
  return <StaffPage title={t('review.title')}>{Detail ? <Detail /> : null}</StaffPage>;
}
