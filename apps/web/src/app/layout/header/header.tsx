// The site header (spec part 1 'Header'): brand, search, language, add links and account in the top
// row, the menu in a second row. At 900px or narrower the menu and the account entries collapse
// behind the menu toggle (CSS media queries `wide:` and `compact:` in styles.css).
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CloseIcon, HubLogoMark, MenuIcon } from '@/components/ui/icons';
import { useSession } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { AddMenu, ProfileMenu } from './account-menus';
import { LanguageSwitcher } from './language-switcher';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { SiteSearch } from './site-search';

/** The sticky header on every page. */
export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const user = session?.user ?? null;
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = `${useId()}-menu`;

  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        {/* Named by its visible words, then where it goes (WCAG 2.5.3, label in name): a speech user says
            what they see, and an aria-label that left the tagline out did not match it. */}
        <Link to={paths.home.getHref()} className="flex min-w-0 items-center gap-2.5 rounded-lg text-brand-800">
          <HubLogoMark className="size-9 shrink-0" />
          <span className="min-w-0 leading-tight">
            <span className="block text-base font-bold sm:text-lg">{t('app.name')}</span>
            <span className="block text-xs text-slate-600 max-md:hidden">{t('app.tagline_short')}</span>
            <span className="sr-only">{t('app.home_link')}</span>
          </span>
        </Link>

        <div className="ms-auto flex shrink-0 items-center gap-1">
          <SiteSearch />
          <LanguageSwitcher />
          {user && (
            <div className="compact:hidden">
              <AddMenu />
            </div>
          )}
          <div className="compact:hidden">
            <ProfileMenu user={user} />
          </div>
          <button
            ref={toggleRef}
            type="button"
            className="wide:hidden inline-flex items-center gap-1.5 rounded-lg p-2 font-semibold text-slate-700 hover:bg-brand-50"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="max-sm:sr-only">{t('header.menu_toggle')}</span>
          </button>
        </div>
      </div>

      {/* A row of its own, so the longer French and Arabic labels fit down to 901px. */}
      <div className="compact:hidden border-t border-slate-100">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <MainNav />
        </div>
      </div>

      <MobileMenu id={menuId} open={menuOpen} user={user} onClose={closeMenu} />
    </header>
  );
}
