// The page form's logic: edits of the draft, the body sent, change detection, where the server's
// field errors go, and what the preview shows of the served fields.
import type { ManagedPage } from '@wefe/contract';
import { describe, expect, it } from 'vitest';
import { draftFromPage, draftReducer, draftToInput, languageHasErrors, placeErrors, sameContent } from './page-draft';

const page: ManagedPage = {
  slug: 'about-us',
  title: { en: 'About', ar: 'عن المنصة', fr: '' },
  paragraphs: { en: ['<p>One</p>', '<p>Two</p>', '<p>Three</p>'], ar: ['<p>واحد</p>'], fr: [] },
  updated_at: '2026-03-01T10:00:00.000Z',
};

describe('the page draft', () => {
  it('sends every language, in order, with titles trimmed and paragraph HTML tidied', () => {
    let draft = draftFromPage(page);
    draft = draftReducer(draft, { type: 'title', language: 'fr', value: '  À propos  ' });
    draft = draftReducer(draft, { type: 'add', language: 'fr' });
    draft = draftReducer(draft, { type: 'paragraph', language: 'fr', index: 0, html: 'Texte <b>gras</b>' });
    expect(draftToInput(draft)).toEqual({
      title: { en: 'About', ar: 'عن المنصة', fr: 'À propos' },
      paragraphs: { en: ['<p>One</p>', '<p>Two</p>', '<p>Three</p>'], ar: ['<p>واحد</p>'], fr: ['<p>Texte <b>gras</b></p>'] },
    });
  });

  it('moves paragraphs within bounds and removes them, keeping each paragraph’s key', () => {
    const draft = draftFromPage(page);
    const keys = draft.paragraphs.en.map((p) => p.key);
    const down = draftReducer(draft, { type: 'move', language: 'en', index: 0, by: 1 });
    expect(down.paragraphs.en.map((p) => p.html)).toEqual(['<p>Two</p>', '<p>One</p>', '<p>Three</p>']);
    expect(down.paragraphs.en.map((p) => p.key)).toEqual([keys[1], keys[0], keys[2]]);
    expect(draftReducer(draft, { type: 'move', language: 'en', index: 0, by: -1 })).toBe(draft);
    expect(draftReducer(draft, { type: 'move', language: 'en', index: 2, by: 1 })).toBe(draft);
    const removed = draftReducer(draft, { type: 'remove', language: 'en', index: 1 });
    expect(removed.paragraphs.en.map((p) => p.html)).toEqual(['<p>One</p>', '<p>Three</p>']);
    expect(removed.paragraphs.ar).toBe(draft.paragraphs.ar);
  });

  it('sees a change only where the content sent would differ', () => {
    const draft = draftFromPage(page);
    expect(sameContent(draft, draftFromPage(page))).toBe(true);
    // Spaces around a title are trimmed before sending: nothing to save.
    expect(sameContent(draftReducer(draft, { type: 'title', language: 'en', value: 'About ' }), draft)).toBe(true);
    expect(sameContent(draftReducer(draft, { type: 'title', language: 'ar', value: 'عنوان' }), draft)).toBe(false);
    expect(sameContent(draftReducer(draft, { type: 'move', language: 'en', index: 1, by: -1 }), draft)).toBe(false);
  });
});

describe('server field errors', () => {
  it('go beside the title, the list or the paragraph of their language', () => {
    const placed = placeErrors({
      'title.en': ['Required.'],
      'paragraphs.fr': ['Too many.'],
      'paragraphs.ar.2': ['Too long.'],
      'paragraphs.ar.2.x': ['Odd.'],
      slug: ['Invalid.'],
    });
    expect(placed).toEqual({ title: { en: ['Required.'] }, list: { fr: ['Too many.'] }, paragraph: { ar: { 2: ['Too long.'] } }, other: ['Odd.', 'Invalid.'] });
    expect(['en', 'ar', 'fr'].map((l) => languageHasErrors(placed, l as 'en'))).toEqual([true, true, true]);
    expect(languageHasErrors(placeErrors(undefined), 'en')).toBe(false);
  });
});

