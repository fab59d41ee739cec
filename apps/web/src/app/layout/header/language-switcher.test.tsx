import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@wefe/contract/constants';
import { getCookie } from '@/lib/cookies';
import { i18n, LANGUAGE_STORAGE_KEY, loadReaderLanguage, readStoredLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

describe('language switcher', () => {
  it('offers each language in its own name', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    const menu = screen.getByRole('menu');
    const choices = within(menu).getAllByRole('menuitemradio');
    expect(choices).toHaveLength(3);
    expect(choices[0]).toHaveAccessibleName('English');
    expect(choices[1]).toHaveAccessibleName('العربية');
    expect(choices[2]).toHaveAccessibleName('Français');
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
  });

  it('switches to Arabic: stored choice, right-to-left page, translated menu and footer', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'العربية' }));

    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    // The server preloads the next page's texts in this language.
    expect(getCookie(LANGUAGE_COOKIE)).toBe('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    const nav = screen.getByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(within(nav).getByRole('link', { name: 'الأخبار والفعاليات' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'من نحن' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اللغة: العربية' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('جميع الحقوق محفوظة');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('معرفة من أجل ترابط آمن');
  });

  it('switches to French and back to English, left to right', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Français' }));

    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Actualités et événements' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Langue : Français' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(getCookie(LANGUAGE_COOKIE)).toBe('en');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'News and Events' })).toBeInTheDocument();
  });

  it('starts in the stored language after a reload, and in English when none or an unknown one is stored', () => {
    expect(readStoredLanguage()).toBe('en');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    expect(readStoredLanguage()).toBe('ar');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(readStoredLanguage()).toBe('en');
  });

  it("starts in the language a page's address names, stores it as the reader's choice and takes it out of the address", () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    window.history.replaceState(null, '', '/wefe-stories/7?lang=ar&page=2#gallery');
    expect(readStoredLanguage()).toBe('ar');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(getCookie(LANGUAGE_COOKIE)).toBe('ar');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/wefe-stories/7?page=2#gallery');
    // Taken out, it no longer overrides a later switch.
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(readStoredLanguage()).toBe('en');
    // A language the hub does not have changes nothing.
    window.history.replaceState(null, '', '/about?lang=de');
    expect(readStoredLanguage()).toBe('en');
    window.history.replaceState(null, '', '/');
  });

  it('never overwrites a stored choice when a page applies the language it started in', async () => {
    // As when the reader picks Arabic in another tab while this page, started in English, loads its texts.
    i18n.changeLanguage('en');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    await loadReaderLanguage();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
  });
});
