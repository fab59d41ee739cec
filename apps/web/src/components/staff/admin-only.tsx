import type { ReactNode } from 'react';
import { useSession } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { isAdminUser } from './staff-access';

/** Shows its children to administrators only; reviewers read why the section is closed to them. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const session = useSession();
  if (!isAdminUser(session?.user)) {
    return (
      <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
        {t('shell.admin_only')}
      </p>
    );
  }
  return <>{children}</>;
}
