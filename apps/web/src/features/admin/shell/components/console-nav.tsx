// The console's side navigation: one link per section (admin-only sections hidden from reviewers), the
// number of items waiting for review beside the queue and of open contact messages beside the inbox.
import { NavLink } from 'react-router';
import type { SessionUser } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useContactMessageCounts } from '@/components/staff/contact-message-counts';
import { useReviewCounts } from '@/components/staff/review-counts';
import { isAdminUser } from '@/components/staff/staff-access';

type SectionKey = 'review' | 'content' | 'partners' | 'pages' | 'lookups' | 'index_data' | 'people' | 'messages' | 'mail' | 'audit_log';

interface Section {
  key: SectionKey;
  href: string;
  adminOnly?: boolean;
}

const SECTIONS: readonly Section[] = [
  { key: 'review', href: paths.admin.review.getHref() },
  { key: 'content', href: paths.admin.content.getHref() },
  { key: 'partners', href: paths.admin.partners.getHref() },
  { key: 'pages', href: paths.admin.pages.getHref() },
  { key: 'lookups', href: paths.admin.lookups.getHref() },
  { key: 'index_data', href: paths.admin.indexData.getHref() },
  { key: 'people', href: paths.admin.people.getHref() },
  { key: 'messages', href: paths.admin.messages.getHref() },
  { key: 'mail', href: paths.admin.mail.getHref(), adminOnly: true },
  { key: 'audit_log', href: paths.admin.auditLog.getHref(), adminOnly: true },
];

/** The section links for this staff member. */
export function ConsoleNav({ user }: { user: SessionUser }) {
  const { t } = useTranslation('admin');
  const counts = useReviewCounts();
  const messages = useContactMessageCounts();
  const pending = counts.data ? Object.values(counts.data).reduce((sum, count) => sum + count, 0) : undefined;
  const badges: Partial<Record<SectionKey, { count: number; label: string }>> = {};
  if (pending !== undefined) badges.review = { count: pending, label: t('shell.pending_count', { count: pending }) };
  if (messages.data) badges.messages = { count: messages.data.open, label: t('shell.open_messages', { count: messages.data.open }) };
  const admin = isAdminUser(user);
  return (
    <nav aria-label={t('shell.nav_label')}>
      <ul className="flex flex-col gap-1">
        {SECTIONS.filter((section) => admin || !section.adminOnly).map((section) => (
          <li key={section.key}>
            <NavLink
              to={section.href}
              className={({ isActive }) =>
                `flex items-center justify-between gap-2 rounded-lg px-3 py-2 font-medium ${isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-brand-50'}`
              }
            >
              <span>{t(`shell.nav.${section.key}`)}</span>
              {badges[section.key] ? (
                <span className="rounded-full bg-amber-100 px-2 text-sm font-semibold text-amber-900" aria-label={badges[section.key]!.label}>
                  {badges[section.key]!.count}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
