// The wide-screen account controls: the add-links dropdown (signed in only) and the profile dropdown.
import { Menu, MenuActionItem, MenuLabel, MenuLinkItem, MenuSeparator } from '@/components/ui/dropdown-menu';
import { PlusIcon, UserIcon } from '@/components/ui/icons';
import { userDisplayName, userInitials, useSignOut, type SessionUser } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { ADD_LINKS } from './nav-items';

/** Links to the add pages (story, news or event, publication). */
export function AddMenu() {
  const { t } = useTranslation();
  return (
    <Menu
      align="end"
      trigger={
        <>
          <PlusIcon />
          <span>{t('header.add.label')}</span>
        </>
      }
    >
      {ADD_LINKS.map(({ labelKey, href }) => (
        <MenuLinkItem key={href} to={href}>
          {t(labelKey)}
        </MenuLinkItem>
      ))}
    </Menu>
  );
}

/** A small badge beside the member's name while an entity account awaits approval (or was rejected). */
export function AccountStatusBadge({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  if (user.status === 'pending_approval') {
    return (
      <span className="mt-1 inline-block rounded-full bg-energy-soft px-2 py-0.5 text-xs font-semibold text-energy-dark">
        {t('header.account.pending_approval')}
      </span>
    );
  }
  if (user.status === 'rejected') {
    return (
      <span className="mt-1 inline-block rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
        {t('header.account.rejected')}
      </span>
    );
  }
  return null;
}

/** The profile dropdown: account entry points when signed out, the member's name and links when signed in. */
export function ProfileMenu({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation();
  const signOut = useSignOut();

  if (!user) {
    return (
      <Menu
        align="end"
        trigger={
          <>
            <UserIcon />
            <span className="sr-only">{t('header.account.label')}</span>
          </>
        }
      >
        <MenuLinkItem to={paths.auth.login.getHref()}>{t('header.account.sign_in')}</MenuLinkItem>
        <MenuLinkItem to={paths.register.choice.getHref()}>{t('header.account.create_account')}</MenuLinkItem>
        <MenuSeparator />
        <MenuLinkItem to={paths.about.contactUs.getHref()}>{t('header.account.get_in_touch')}</MenuLinkItem>
      </Menu>
    );
  }

  // First and last name for a person, the entity's name for an entity.
  const name = userDisplayName(user);
  return (
    <Menu
      align="end"
      triggerLabel={t('header.account.label_signed_in', { name })}
      trigger={
        <span
          aria-hidden="true"
          className="inline-flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
        >
          {userInitials(user)}
        </span>
      }
    >
      <MenuLabel>
        <span dir="auto" className="block font-semibold text-slate-900">
          {name}
        </span>
        <span dir="auto" className="block text-sm text-slate-600">
          {user.email}
        </span>
        <AccountStatusBadge user={user} />
      </MenuLabel>
      <MenuSeparator />
      <MenuLinkItem to={paths.profile.root.getHref()}>{t('header.account.my_profile')}</MenuLinkItem>
      {user.status === 'active' && (user.role === 'admin' || user.role === 'reviewer') ? (
        <MenuLinkItem to={paths.admin.root.getHref()}>{t('header.account.staff_console')}</MenuLinkItem>
      ) : null}
      <MenuLinkItem to={paths.about.contactUs.getHref()}>{t('header.account.get_in_touch')}</MenuLinkItem>
      <MenuSeparator />
      <MenuActionItem onSelect={() => void signOut()}>
        {t('header.account.sign_out')}
      </MenuActionItem>
    </Menu>
  );
}
