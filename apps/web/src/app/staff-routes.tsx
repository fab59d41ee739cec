// The staff console's routes (/admin/*). The review screen shows content through the public detail
// screens, and the edit screen each type's fields as its feature declares them (content-features.ts,
// composed there because features never import each other).
import { redirect, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { loadStaffFields, publicDetails } from './content-features';

/** /admin and its sections, inside the console layout. */
export const staffRoute: RouteObject = {
  path: paths.admin.root.path,
  lazy: () => import('@/features/admin/shell/routes/admin-layout'),
  children: [
    { index: true, loader: () => redirect(paths.admin.review.getHref()), Component: PageSpinner },
    { path: paths.admin.review.path, lazy: () => import('@/features/admin/review/routes/review-queue') },
    {
      path: paths.admin.reviewItem.path,
      lazy: async () => {
        const { ReviewItemScreen } = await import('@/features/admin/review/routes/review-item');
        return { Component: () => <ReviewItemScreen publicDetails={publicDetails} /> };
      },
    },
    { path: paths.admin.content.path, lazy: () => import('@/features/admin/content/routes/content-list') },
    {
      path: paths.admin.contentEdit.path,
      lazy: async () => {
        const [{ ContentEditScreen }, staffFields] = await Promise.all([import('@/features/admin/content/routes/content-edit'), loadStaffFields()]);
        return { Component: () => <ContentEditScreen staffFields={staffFields} /> };
      },
    },
    { path: paths.admin.partners.path, lazy: () => import('@/features/admin/partners/routes/partners') },
    { path: paths.admin.pages.path, lazy: () => import('@/features/admin/pages/routes/pages') },
    { path: paths.admin.lookups.path, lazy: () => import('@/features/admin/lookups/routes/reference-lists') },
    { path: paths.admin.indexData.path, lazy: () => import('@/features/admin/index-data/routes/index-data') },
    { path: paths.admin.people.path, lazy: () => import('@/features/admin/people/routes/people') },
    { path: paths.admin.messages.path, lazy: () => import('@/features/admin/messages/routes/contact-messages') },
    { path: paths.admin.mail.path, lazy: () => import('@/features/admin/mail/routes/mail-queue') },
    { path: paths.admin.auditLog.path, lazy: () => import('@/features/admin/audit/routes/audit-log') },
  ],
};
