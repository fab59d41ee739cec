// A managed page as the spec's clients read it: `fields` keyed title[0], title_ar[0], title_fr[0],
// description[n], description_ar[n], description_fr[n].
import type { ManagedPage, ManagedPageSummary, SitePage } from '@wefe/contract';
import { escapeHtml, plainText, sanitizeHtmlFragment } from '../../lib/html-sanitizer.ts';
import type { SitePageListRow, SitePageRow } from './pages.repo.ts';
import { accountName } from '../../lib/account-names.ts';

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

const storedList = (list: unknown): string[] => (Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : []);

/** A page's stored titles and paragraphs grouped by language, as they are in the row (the audit's before and after). */
export function storedContent(row: SitePageRow): Pick<ManagedPage, 'slug' | 'title' | 'paragraphs'> {
  return {
    slug: row.slug,
    title: { en: row.titleEn, ar: row.titleAr, fr: row.titleFr },
    paragraphs: { en: storedList(row.paragraphsEn), ar: storedList(row.paragraphsAr), fr: storedList(row.paragraphsFr) },
  };
}

// The editor places the paragraphs in the staff member's page as HTML: sanitised again, like the public answer.
const editableParagraphs = (list: string[]) => list.map(sanitizeHtmlFragment).filter((p) => p !== '');

/** A page as staff edit it: titles as text and paragraphs as sanitised HTML, grouped by language. */
export function presentEditablePage(row: SitePageRow): ManagedPage {
  const { slug, title, paragraphs } = storedContent(row);
  return {
    slug,
    title: { en: plainText(title.en), ar: plainText(title.ar), fr: plainText(title.fr) },
    paragraphs: { en: editableParagraphs(paragraphs.en), ar: editableParagraphs(paragraphs.ar), fr: editableParagraphs(paragraphs.fr) },
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A page in the staff list; the last editor is named as the audit log names actors. */
export function presentPageSummary(row: SitePageListRow): ManagedPageSummary {
  const editor = row.editor;
  return {
    slug: row.slug,
    title: { en: row.titleEn, ar: row.titleAr, fr: row.titleFr },
    updated_at: row.updatedAt.toISOString(),
    updated_by: editor ? { id: editor.id, name: accountName(editor) } : null,
  };
}
