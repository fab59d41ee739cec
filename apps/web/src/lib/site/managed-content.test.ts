import type { SitePage } from '@wefe/contract';
import { describe, expect, it } from 'vitest';
import { managedContent } from './managed-content';

// The public about page and the console's preview read a served page through this one function.
describe('reading a managed page in a language', () => {
  const field = (value: string, raw = value) => ({ value, raw_value: raw });
  const served: SitePage = {
    slug: 'about-us',
    updated_at: '2026-03-01T10:00:00.000Z',
    fields: {
      'title[0]': field('Water &amp; energy', 'Water & energy'),
      'title_ar[0]': field('المياه والطاقة'),
      'description[1]': field('<p>Second</p>'),
      'description[0]': field('<p>First</p>'),
      'description_ar[10]': field('<p>الثالثة</p>'),
      'description_ar[2]': field('<p>الثانية</p>'),
      'description_ar[3]': field('<p><br></p>'),
    },
  };
  const html = (language: 'en' | 'ar' | 'fr') => managedContent(served, language).paragraphs.fields.map((f) => f.value);

  it('reads the language’s title and its non-empty paragraphs in their order', () => {
    expect(managedContent(served, 'ar').title).toEqual({ text: 'المياه والطاقة', language: 'ar' });
    expect(html('ar')).toEqual(['<p>الثانية</p>', '<p>الثالثة</p>']);
    expect(managedContent(served, 'en').title).toEqual({ text: 'Water & energy', language: 'en' });
  });

  it('falls back to English where the language has nothing, and says so', () => {
    expect(managedContent(served, 'fr').title).toEqual({ text: 'Water & energy', language: 'en' });
    expect(managedContent(served, 'fr').paragraphs.language).toBe('en');
    expect(html('fr')).toEqual(['<p>First</p>', '<p>Second</p>']);
  });
});
