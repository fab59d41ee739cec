// /admin/*: the staff console inside the hub's header and footer. Only active administrators and
// reviewers see it; members and visitors get the not-found page (the API answers them 401 or 403).
import { Link, Outlet } from 'react-router';
import { NotFoundPage } from '@/components/ui/not-found-page';
import { useSession, userDisplayName } from '@/lib/auth';
import { addAdminCatalogues, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { adminCatalogues } from '@/locales/admin';
import { ConsoleNav } from '../components/console-nav';
import { isStaffUser } from '@/components/staff/staff-access';

// Registered when this module loads, before the first console screen renders.
addAdminCatalogues(adminCatalogues);

export function Component() {
  const session = useSession();
  if (!session || !isStaffUser(session.user)) return <NotFoundPage />;
  return <StaffConsole />;
}

function StaffConsole() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const user = session!.user;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:flex-row">
      <aside className="lg:w-60 lg:shrink-0">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('shell.console')}</p>
        <p className="mt-1 text-sm text-slate-600">
          {t('shell.signed_in_as', { name: userDisplayName(user), role: t(`shell.roles.${user.role}`) })}
        </p>
        <div className="mt-4">
          <ConsoleNav user={user} />
        </div>
        <Link to={paths.home.getHref()} className="mt-4 inline-block text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t('shell.back_to_site')}
        </Link>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
