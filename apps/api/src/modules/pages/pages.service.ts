// Managed pages (about-us): read by everyone, written by the seed and by staff (issue 9).
import type { SitePageUpdate } from '@wefe/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { plainText, sanitizeHtmlFragment } from '../../lib/html-sanitizer.ts';
import { presentPage } from './pages.presenter.ts';
import { createPagesRepo, type SitePageRow } from './pages.repo.ts';

const paragraphs = (list: readonly string[]) => list.map(sanitizeHtmlFragment).filter((p) => p !== '');

/**
 * Saves a page's title and paragraphs in the three languages, sanitised before they are stored:
 * titles become plain text, paragraphs keep only the allow-list's HTML, paragraphs left empty go.
 */
export async function savePage(db: Db, slug: string, input: SitePageUpdate, updatedBy: number | null = null): Promise<SitePageRow> {
  return createPagesRepo(db).upsert(
    slug,
    {
      titleEn: plainText(input.title),
      titleAr: plainText(input.title_ar),
      titleFr: plainText(input.title_fr),
      paragraphsEn: paragraphs(input.description),
      paragraphsAr: paragraphs(input.description_ar),
      paragraphsFr: paragraphs(input.description_fr),
    },
    updatedBy,
  );
}

/** Builds the pages service. */
export function createPagesService({ db }: { db: Db }) {
  const repo = createPagesRepo(db);
  return {
    /** A page with its fields in every language; 404 for a slug with no page. */
    async get(slug: string) {
      const row = await repo.findBySlug(slug);
      if (!row) throw notFound('pages.not_found');
      return presentPage(row);
    },

    save: (slug: string, input: SitePageUpdate, updatedBy: number | null) => savePage(db, slug, input, updatedBy).then(presentPage),
  };
}
export type PagesService = ReturnType<typeof createPagesService>;
