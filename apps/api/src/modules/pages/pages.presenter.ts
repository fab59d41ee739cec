// A managed page as the spec's clients read it: `fields` keyed title[0], title_ar[0], title_fr[0],
// description[n], description_ar[n], description_fr[n].
import type { SitePage } from '@wefe/contract';
import { escapeHtml, plainText, sanitizeHtmlFragment } from '../../lib/html-sanitizer.ts';
import type { SitePageRow } from './pages.repo.ts';

type Field = SitePage['fields'][string];

// Sanitised again on the way out: a row changed behind the API's back (a restore, a manual fix) is still served clean.
const titleField = (stored: string): Field => {
  const text = plainText(stored);
  return { value: escapeHtml(text), raw_value: text };
};
const htmlField = (stored: string): Field => {
  const html = sanitizeHtmlFragment(stored);
  return { value: html, raw_value: html };
};

/**
 * Presents a page. Titles are text: `raw_value` is the text, `value` the same text escaped for HTML.
 * Descriptions are HTML within the allow-list: `value` and `raw_value` are the same sanitised HTML.
 * Paragraphs that are empty once sanitised are left out, so the indexes stay 0..n-1.
 */
export function presentPage(row: SitePageRow): SitePage {
  const fields: Record<string, Field> = {
    'title[0]': titleField(row.titleEn),
    'title_ar[0]': titleField(row.titleAr),
    'title_fr[0]': titleField(row.titleFr),
  };
  const paragraphs: Array<[string, string[]]> = [
    ['description', row.paragraphsEn],
    ['description_ar', row.paragraphsAr],
    ['description_fr', row.paragraphsFr],
  ];
  for (const [name, list] of paragraphs) {
    const kept = (Array.isArray(list) ? list : []).filter((p): p is string => typeof p === 'string').map(htmlField).filter((f) => f.value !== '');
    kept.forEach((field, n) => (fields[`${name}[${n}]`] = field));
  }
  return { slug: row.slug, updated_at: row.updatedAt.toISOString(), fields };
}
