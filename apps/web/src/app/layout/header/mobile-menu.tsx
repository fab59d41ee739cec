// The collapsed menu (900px or narrower): every menu link, plus the account entries that the wide
// header keeps in its dropdowns. Following any link closes it.
import type { KeyboardEvent, MouseEvent } from 'react';
import { NavLink } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { userDisplayName, useSignOut, type SessionUser } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { AccountStatusBadge } from './account-menus';
import { ADD_LINKS, MAIN_NAV, type NavLinkEntry } from './nav-items';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2.5 text-slate-800 hover:bg-brand-50 ${isActive ? 'bg-brand-50 font-semibold text-brand-800' : ''}`;

function LinkList({ links }: { links: readonly NavLinkEntry[] }) {
  const { t } = useTranslation();
  return (
    <ul className="ps-3">
      {links.map(({ labelKey, href }) => (
        <li key={href}>
          <NavLink to={href} end className={linkClass}>
            {t(labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export interface MobileMenuProps {
  id: string;
  open: boolean;
  user: SessionUser | null;
  /** Closes the menu; `returnFocus` puts focus back on the toggle button (after Esc). */
  onClose: (returnFocus: boolean) => void;
}

/** The panel the menu toggle opens below the header bar. */
export function MobileMenu({ id, open, user, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const signOut = useSignOut();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) onClose(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    }
  };

  return (
    // The container stays in the DOM so the toggle's aria-controls always points at it.
    <div
      id={id}
      hidden={!open}
      onClick={onClick}
      onKeyDown={onKeyDown}
      className="wide:hidden max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg"
    >
      <div className="mx-auto max-w-7xl px-4 py-4">
        <nav aria-label={t('header.mobile_nav_label')}>
          <ul className="space-y-1">
            {MAIN_NAV.map((entry) =>
              entry.kind === 'link' ? (
                <li key={entry.labelKey}>
                  <NavLink to={entry.href} className={linkClass}>
                    {t(entry.labelKey)}
                  </NavLink>
                </li>
              ) : (
                <li key={entry.labelKey}>
                  <p className="px-3 pt-3 pb-1 text-sm font-semibold tracking-wide text-slate-600 uppercase">
                    {t(entry.labelKey)}
                  </p>
                  <LinkList links={entry.links} />
                </li>
              ),
            )}
            {user && (
              <li>
                <p className="px-3 pt-3 pb-1 text-sm font-semibold tracking-wide text-slate-600 uppercase">
                  {t('header.add.label')}
                </p>
                <LinkList links={ADD_LINKS} />
              </li>
            )}
          </ul>
        </nav>

        <div className="mt-4 border-t border-slate-200 pt-4">
          {user ? (
            <>
              <p className="px-3">
                <span dir="auto" className="block font-semibold text-slate-900">
                  {userDisplayName(user)}
                </span>
                <span dir="auto" className="block text-sm text-slate-600">
                  {user.email}
                </span>
                <AccountStatusBadge user={user} />
              </p>
              <ul className="mt-2 space-y-1">
                <li>
                  <NavLink to={paths.profile.root.getHref()} className={linkClass}>
                    {t('header.account.my_profile')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.about.contactUs.getHref()} className={linkClass}>
                    {t('header.account.get_in_touch')}
                  </NavLink>
                </li>
                <li>
                  <button
                    type="button"
                    className="block w-full rounded-md px-3 py-2.5 text-start text-slate-800 hover:bg-brand-50"
                    onClick={() => {
                      onClose(false);
                      void signOut();
                    }}
                  >
                    {t('header.account.sign_out')}
                  </button>
                </li>
              </ul>
            </>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row">
              <NavLink to={paths.auth.login.getHref()} className={buttonStyles.primary}>
                {t('header.account.sign_in')}
              </NavLink>
              <NavLink to={paths.register.choice.getHref()} className={buttonStyles.secondary}>
                {t('header.account.create_account')}
              </NavLink>
              <NavLink to={paths.about.contactUs.getHref()} className={buttonStyles.ghost}>
                {t('header.account.get_in_touch')}
              </NavLink>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
