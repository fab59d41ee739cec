// The wide-screen menu: plain links, and dropdowns for About and Interactive Maps.
import { NavLink, useLocation } from 'react-router';
import { Menu, MenuLinkItem } from '@/components/ui/dropdown-menu';
import { useTranslation } from '@/lib/i18n';
import { isGroupActive, MAIN_NAV } from './nav-items';

const itemClass =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 font-semibold whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-800';
const activeClass = 'text-brand-800 underline decoration-2 underline-offset-8 decoration-brand-500';

/** The main navigation landmark shown above 900px. */
export function MainNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('header.nav_label')}>
      <ul className="-ms-3 flex flex-wrap items-center gap-x-1 py-1">
        {MAIN_NAV.map((entry) => (
          <li key={entry.labelKey}>
            {entry.kind === 'link' ? (
              <NavLink to={entry.href} className={({ isActive }) => `${itemClass} ${isActive ? activeClass : ''}`}>
                {t(entry.labelKey)}
              </NavLink>
            ) : (
              <Menu
                trigger={t(entry.labelKey)}
                triggerClassName={`${itemClass} data-[state=open]:bg-brand-50 ${isGroupActive(entry, pathname) ? activeClass : ''}`}
              >
                {entry.links.map((item) => (
                  <MenuLinkItem key={item.href} to={item.href}>
                    {t(item.labelKey)}
                  </MenuLinkItem>
                ))}
              </Menu>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
