// The translation engine on its own: lookup, fallback to English, namespaces, merging of catalogue
// parts, ICU formatting and what a reader sees when a text is missing or broken.
import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

function translator(language = 'en') {
  const result = new Translator({ language, fallbackLanguage: 'en', defaultNamespace: 'translation' });
  result.addResourceBundle('en', 'translation', { nav: { home: 'Home', stories: '{count, plural, one {# story} other {# stories}}' }, only_en: 'English only' });
  result.addResourceBundle('ar', 'translation', { nav: { home: 'الرئيسية', stories: '{count, plural, zero {لا قصص} one {قصة واحدة} two {قصتان} few {# قصص} many {# قصة} other {# قصة}}' } });
  return result;
}

describe('Translator', () => {
  it('looks a dotted key up in the current language and formats it with its values', () => {
    const t = translator('ar');
    expect(t.translate('nav.home')).toBe('الرئيسية');
    // Arabic plural rules, not English ones: 3 is "few", 11 is "many".
    expect(t.translate('nav.stories', { count: 3 })).toBe('3 قصص');
    expect(t.translate('nav.stories', { count: 2 })).toBe('قصتان');
    expect(t.translate('nav.stories', { count: 2, lng: 'en' })).toBe('2 stories');
  });

  it('falls back to English for a text the language lacks, formatted by English rules', () => {
    const t = translator('ar');
    expect(t.translate('only_en')).toBe('English only');
    expect(t.exists('only_en')).toBe(true);
    expect(t.exists('nav.missing')).toBe(false);
  });

  it('shows the default value, or else the key, for a missing text, and reports it', () => {
    const t = translator('fr');
    const missing = vi.fn();
    t.onMissingKey = missing;
    expect(t.translate('audit.types.widgets', { defaultValue: 'widgets' })).toBe('widgets');
    expect(t.translate('nav.nowhere')).toBe('nav.nowhere');
    // A group is not a text.
    expect(t.translate('nav')).toBe('nav');
    expect(missing.mock.calls).toEqual([
      ['fr', 'translation', 'audit.types.widgets'],
      ['fr', 'translation', 'nav.nowhere'],
      ['fr', 'translation', 'nav'],
    ]);
  });

  it('shows a message it cannot format as written rather than failing the page', () => {
    const t = translator();
    t.addResourceBundle('en', 'translation', { broken: '{missing} value', hello: 'Hello {name}' });
    expect(t.translate('broken')).toBe('{missing} value');
    expect(t.translate('hello', { name: 'Layla' })).toBe('Hello Layla');
  });

  it('merges a later part into the texts already there, without touching the part it was given', () => {
    const t = translator();
    const rest = { nav: { about: 'About' } };
    t.addResourceBundle('en', 'translation', rest);
    expect(t.translate('nav.home')).toBe('Home');
    expect(t.translate('nav.about')).toBe('About');
    t.addResourceBundle('en', 'translation', { nav: { about: 'About us' } });
    expect(t.translate('nav.about')).toBe('About us');
    expect(rest).toEqual({ nav: { about: 'About' } });
  });

  it('keeps namespaces apart', () => {
    const t = translator();
    expect(t.hasResourceBundle('en', 'admin')).toBe(false);
    t.addResourceBundle('en', 'admin', { nav: { home: 'Console' } });
    expect(t.translate('nav.home')).toBe('Home');
    expect(t.translate('nav.home', {}, 'admin')).toBe('Console');
    expect(t.exists('nav.home', 'admin')).toBe(true);
    expect(t.exists('nav.away', 'admin')).toBe(false);
    expect(t.exists('nav.stories', 'admin')).toBe(false);
    t.removeResourceBundle('en', 'admin');
    expect(t.exists('nav.home', 'admin')).toBe(false);
  });

  it('tells its listeners of a language change once, and stops when asked', () => {
    const t = translator();
    const heard: string[] = [];
    const stop = t.onLanguageChanged((language) => heard.push(language));
    t.changeLanguage('fr');
    t.changeLanguage('fr');
    stop();
    t.changeLanguage('ar');
    expect(heard).toEqual(['fr']);
    expect(t.language).toBe('ar');
  });
});
