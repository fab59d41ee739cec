// The three catalogues must stay in step (STYLE.md habit 7): same keys, no empty text, valid ICU.
import { LANGUAGES, type Language } from '@wefe/contract';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGE_KEYS, API_ERROR_MESSAGES } from '@/lib/api-client';
import { adminCatalogues } from './admin';
import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';

const catalogues: Record<Language, unknown> = { en, ar, fr };

/** Flattens nested catalogue objects into 'a.b.c' → value pairs. */
function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix === '' ? key : prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`;
      for (const [flatKey, flatValue] of flatten(value, path)) out.set(flatKey, flatValue);
    }
  } else {
    out.set(prefix, node);
  }
  return out;
}

// The staff console's namespace is checked with the rest, its keys prefixed 'admin:'.
const flat = Object.fromEntries(
  LANGUAGES.map((language) => [language, new Map([...flatten(catalogues[language]), ...flatten(adminCatalogues[language], 'admin:')])]),
) as Record<
  Language,
  Map<string, unknown>
>;

describe('translation catalogues', () => {
  it('has the same keys in en, ar and fr', () => {
    const allKeys = new Set(LANGUAGES.flatMap((language) => [...flat[language].keys()]));
    for (const language of LANGUAGES) {
      const missing = [...allKeys].filter((key) => !flat[language].has(key)).sort();
      expect(missing, `keys missing from ${language}.json`).toEqual([]);
    }
  });

  it('has a non-empty text for every key', () => {
    for (const language of LANGUAGES) {
      const empty = [...flat[language]]
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => key);
      expect(empty, `empty or non-text values in ${language}.json`).toEqual([]);
    }
  });

  it('has only messages that parse as ICU in their language', () => {
    for (const language of LANGUAGES) {
      for (const [key, value] of flat[language]) {
        expect(() => new IntlMessageFormat(String(value), language), `${language}: ${key}`).not.toThrow();
      }
    }
  });

  it('keeps Arabic plural messages complete for all six Arabic plural forms', () => {
    const format = new IntlMessageFormat(String(flat.ar.get('search.results_count')), 'ar');
    const texts = [0, 1, 2, 3, 11, 100].map((count) => format.format({ count }));
    expect(new Set(texts).size).toBeGreaterThanOrEqual(5);
    expect(texts[1]).toBe('صفحة واحدة');
    expect(texts[2]).toBe('صفحتان');
  });

  it('uses the spec wording for the API client messages in English', () => {
    for (const kind of Object.keys(API_ERROR_MESSAGES) as (keyof typeof API_ERROR_MESSAGES)[]) {
      expect(flat.en.get(API_ERROR_MESSAGE_KEYS[kind])).toBe(API_ERROR_MESSAGES[kind]);
    }
  });

  it('translates rather than copies: a text may equal English only where the word is the same', () => {
    // Words French shares with English, brand names, and pure placeholders. Anything else identical
    // to English is an untranslated copy.
    const sameAsEnglish: Record<'ar' | 'fr', readonly string[]> = {
      // A range of two numbers is written alike (the numbers come in the language's own digits).
      ar: ['globe.band_range'],
      fr: [
        'header.menu_toggle',
        'header.menu.publications',
        'pages.publications',
        'footer.resources.publications',
        'search.results_label',
        'footer.resources.contact',
        'footer.contact.title',
        'footer.social.facebook',
        'footer.social.x',
        'footer.social.linkedin',
        'footer.social.youtube',
        'footer.social.instagram',
        'publications.regions.europe',
        'publications.topics.nexus',
        'publications.topics.innovation',
        'publications.card.default_type',
        'profile.alerts.kind.publication',
        'publications.form.fields.document',
        'stories.filters.regions.europe',
        'common.regions.europe',
        'stories.form.fields.desc',
        'stories.form.fields.visuals',
        'stories.form.fields.documents',
        'admin:shell.nav.pages',
        'admin:audit.types.pages',
        'content_types.publications.name',
        'content_types.publications.item',
        'content_types.publications.item_title',
        'globe.band_range',
        // "Publication" and "Page" are French words too (the site search's kinds).
        'search.types.publication',
        'search.types.page',
        'search.types_plural.publication',
        'search.types_plural.page',
        // French writes lists with the same comma and space.
        'common.list_separator',
        // "Image", "Type", "Score", "Source" and "Licence" are French words too.
        'charts.frame.download_png',
        'wefe_index.charts.col_type',
        'wefe_index.charts.col_score',
        'wefe_index.charts.col_source',
        'wefe_index.charts.col_licence',
      ],
    };
    for (const language of ['ar', 'fr'] as const) {
      const copies = [...flat.en]
        .filter(([key, value]) => flat[language].get(key) === value && !sameAsEnglish[language].includes(key))
        .map(([key]) => key);
      expect(copies, `${language} texts identical to English`).toEqual([]);
    }
  });
});
