// Managed pages (about-us): read by everyone, written by the seed and by staff (issue 9).
import type { ManagedPage, ManagedPageInput, ManagedPageSummary, SitePage, SitePageUpdate } from '@wefe/contract';
import { inTransaction, type Db } from '../../db/client.ts';
import { notFound, validation } from '../../lib/errors.ts';
import { plainText, sanitizeHtmlFragment } from '../../lib/html-sanitizer.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { presentEditablePage, presentPage, presentPageSummary, storedContent } from './pages.presenter.ts';
import { createPagesRepo, type SitePageContent, type SitePageRow } from './pages.repo.ts';

// No images or media are allowed, so a paragraph without text (`<p><br></p>`, `&nbsp;`) shows nothing.
const paragraphs = (list: readonly string[]) => list.map(sanitizeHtmlFragment).filter((p) => p !== '' && plainText(p) !== '');

/** The content as stored: titles become plain text, paragraphs keep only the allow-list's HTML, paragraphs left empty go. */
export function cleanPageContent(input: SitePageUpdate): SitePageContent {
  return {
    titleEn: plainText(input.title),
    titleAr: plainText(input.title_ar),
    titleFr: plainText(input.title_fr),
    paragraphsEn: paragraphs(input.description),
    paragraphsAr: paragraphs(input.description_ar),
    paragraphsFr: paragraphs(input.description_fr),
  };
}

/** Saves a page's title and paragraphs in the three languages, sanitised before they are stored (see cleanPageContent). */
export async function savePage(db: Db, slug: string, input: SitePageUpdate, updatedBy: number | null = null): Promise<SitePageRow> {
  return createPagesRepo(db).upsert(slug, cleanPageContent(input), updatedBy);
}

/** Staff's shape (grouped by language) in the seed's and savePage's shape (the spec's field names). */
const toPageUpdate = (input: ManagedPageInput): SitePageUpdate => ({
  title: input.title.en,
  title_ar: input.title.ar,
  title_fr: input.title.fr,
  description: input.paragraphs.en,
  description_ar: input.paragraphs.ar,
  description_fr: input.paragraphs.fr,
});

/** The cleaned content, or 422 when the English title is nothing but markup. */
function cleanStaffInput(input: ManagedPageInput): SitePageContent {
  const content = cleanPageContent(toPageUpdate(input));
  if (content.titleEn === '') throw validation({ 'title.en': ['validation.required'] });
  return content;
}

/** The staff member acting, as the audit log names them. */
export interface PageEditor {
  id: number;
  role: string;
}

/** Builds the pages service. */
export function createPagesService({ db }: { db: Db }) {
  const repo = createPagesRepo(db);
  const existing = async (slug: string) => {
    const row = await repo.findBySlug(slug);
    if (!row) throw notFound('pages.not_found');
    return row;
  };

  return {
    /** A page with its fields in every language; 404 for a slug with no page. */
    get: async (slug: string): Promise<SitePage> => presentPage(await existing(slug)),

    /** Every managed page, for the staff console. */
    list: async (): Promise<ManagedPageSummary[]> => (await repo.list()).map(presentPageSummary),

    /** A page's stored title and paragraphs, for editing; 404 for a slug with no page. */
    getForEditing: async (slug: string): Promise<ManagedPage> => presentEditablePage(await existing(slug)),

    /**
     * Replaces a page's content (sanitised) and records the change with the content before and after,
     * in one transaction. Only existing pages are edited: staff cannot create pages by naming a slug.
     */
    update: (slug: string, input: ManagedPageInput, editor: PageEditor): Promise<ManagedPage> =>
      inTransaction(db, async (tx) => {
        const txRepo = createPagesRepo(tx);
        const before = await txRepo.lockBySlug(slug);
        if (!before) throw notFound('pages.not_found');
        const saved = await txRepo.upsert(slug, cleanStaffInput(input), editor.id);
        await recordAudit(tx, { actor: editor, action: 'update', entityType: 'pages', entityId: before.id, before: storedContent(before), after: storedContent(saved) });
        return presentEditablePage(saved);
      }),

    /** What GET /pages/{slug} would answer once `input` is saved; saves nothing. */
    async preview(slug: string, input: ManagedPageInput): Promise<SitePage> {
      const row = await existing(slug);
      return presentPage({ ...row, ...cleanStaffInput(input) });
    },

    save: (slug: string, input: SitePageUpdate, updatedBy: number | null) => savePage(db, slug, input, updatedBy).then(presentPage),
  };
}
export type PagesService = ReturnType<typeof createPagesService>;
