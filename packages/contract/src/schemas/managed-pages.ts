// Staff's editing of managed pages (issue 9): GET /admin/pages, GET and PUT /admin/pages/{slug} and
// POST /admin/pages/{slug}/preview. A page's title and paragraphs of HTML are grouped by language.
import { z } from 'zod';
import { PAGE_PARAGRAPH_MAX, PAGE_PARAGRAPHS_MAX, PAGE_TITLE_MAX } from '../limits.ts';

const required = { error: 'validation.required' } as const;
const tooLong = { error: 'validation.too_long' } as const;
const invalid = { error: 'validation.invalid' } as const;

const optionalTitle = z.string(invalid).trim().max(PAGE_TITLE_MAX, tooLong);
const paragraphList = z.array(z.string(invalid).max(PAGE_PARAGRAPH_MAX, tooLong), invalid).max(PAGE_PARAGRAPHS_MAX, { error: 'validation.too_many' });

/**
 * PUT and preview of /admin/pages/{slug}: every language is sent (a missing one would erase it);
 * the English title is required, Arabic and French may stay empty (the public page falls back to English).
 * Paragraphs are HTML, sanitised by the server; one left empty by the sanitiser is dropped.
 */
export const managedPageInputSchema = z.object(
  {
    title: z.object(
      {
        en: z.string(required).trim().min(1, required).max(PAGE_TITLE_MAX, tooLong),
        ar: optionalTitle,
        fr: optionalTitle,
      },
      invalid,
    ),
    paragraphs: z.object({ en: paragraphList, ar: paragraphList, fr: paragraphList }, invalid),
  },
  invalid,
);
export type ManagedPageInput = z.infer<typeof managedPageInputSchema>;

const byLanguage = <T extends z.ZodType>(value: T) => z.object({ en: value, ar: value, fr: value });

/** GET and PUT /admin/pages/{slug}: the stored (already sanitised) title and paragraphs per language. */
export const managedPageSchema = z.object({
  slug: z.string(),
  title: byLanguage(z.string()),
  paragraphs: byLanguage(z.array(z.string())),
  updated_at: z.string(),
});
export type ManagedPage = z.infer<typeof managedPageSchema>;

/** GET /admin/pages: one managed page in the list, with who changed it last (null for the seed). */
export const managedPageSummarySchema = z.object({
  slug: z.string(),
  title: byLanguage(z.string()),
  updated_at: z.string(),
  updated_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ManagedPageSummary = z.infer<typeof managedPageSummarySchema>;
