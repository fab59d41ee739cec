// The reference lists staff manage (issue 9): GET /admin/reference-lists, its entries, and the
// administrators' additions, renames, deletions and reordering. Each entry is named in the three languages.
import { z } from 'zod';
import { DB_INTEGER_MAX } from '../limits.ts';
import { NO_CONTROL, required } from './form-fields.ts';

/**
 * The lists the console manages, as they appear in its addresses. Post types and sustainability
 * statuses are not among them: their ids are fixed by the spec and the web names them itself.
 */
export const REFERENCE_LISTS = ['organization-types', 'education-levels', 'publication-types', 'sectors', 'institution-categories'] as const;
export type ReferenceListKey = (typeof REFERENCE_LISTS)[number];

/** True when `value` names a managed list. */
export const isReferenceList = (value: string): value is ReferenceListKey => (REFERENCE_LISTS as readonly string[]).includes(value);

/** The longest name of an entry, in any language. */
export const REFERENCE_NAME_MAX = 120;
/** The most entries one list holds (and so the most ids one reordering sends). */
export const REFERENCE_LIST_ENTRIES_MAX = 500;

const nameField = z
  .string(required)
  .trim()
  .min(1, required)
  .max(REFERENCE_NAME_MAX, { error: 'validation.too_long' })
  .regex(NO_CONTROL, { error: 'validation.invalid_text' });

/** POST and PUT of an entry: its name in English (`name`), Arabic and French, all required. */
export const referenceEntryInputSchema = z.object({
  name: nameField,
  name_ar: nameField,
  name_fr: nameField,
});
export type ReferenceEntryInput = z.infer<typeof referenceEntryInputSchema>;

/** PUT /admin/reference-lists/{list}/order: every id of the list, once each, in the new order. */
export const referenceOrderSchema = z.object({
  ids: z
    .array(
      z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).positive({ error: 'validation.invalid' }).max(DB_INTEGER_MAX, { error: 'validation.invalid' }),
      { error: 'validation.invalid' },
    )
    .min(1, required)
    .max(REFERENCE_LIST_ENTRIES_MAX, { error: 'validation.too_many' }),
});
export type ReferenceOrder = z.infer<typeof referenceOrderSchema>;

/** A list's address segment; an unknown list answers 404, so any short text is accepted here. */
export const referenceListParamsSchema = z.object({ list: z.string().max(60, { error: 'validation.invalid' }) });

/** One list the console manages and how many entries it holds. */
export const referenceListSummarySchema = z.object({ key: z.string(), count: z.number().int() });
export type ReferenceListSummary = z.infer<typeof referenceListSummarySchema>;

/** One entry as staff see it: every name, its place, and how many records point at it. */
export const referenceEntrySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_ar: z.string(),
  name_fr: z.string(),
  order: z.number().int(),
  in_use: z.number().int(),
});
export type ReferenceEntry = z.infer<typeof referenceEntrySchema>;
