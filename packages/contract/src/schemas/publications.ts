// Publications: the repository's filters, submission fields and answers (spec part 1 sections 3, 5, 7).
import { z } from 'zod';
import { SUBMISSION_TYPES } from './content-types.ts';
import { CITATION_FORMATS, PUBLICATION_SORTS, PUBLICATIONS_PAGE_SIZE, REGIONS, REVIEW_STATUSES } from '../enums.ts';
import { LANGUAGES, PUBLICATION_TEXT_MAX, YEAR_FILTER_MAX, YEAR_FILTER_MIN } from '../limits.ts';
import { dateField, idField } from './accounts.ts';
import { contentLanguageField } from './form-fields.ts';


const required = { error: 'validation.required' } as const;
// Real titles carry digits, colons, quotes and Arabic letters; control characters and markup never.
const TITLE_PATTERN = /^[\p{L}\p{M}\p{N}\s.,:;!?'"()[\]\-–—&/%+#@’‘“”«»،؛؟_]+$/u;
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const NO_CONTROL = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.too_long' })
    .regex(NO_CONTROL, { error: 'validation.invalid_text' })
    .optional()
    .transform((v) => (v === '' ? undefined : v));

const titleField = z.string(required).trim().min(1, required).max(255, { error: 'validation.too_long' }).regex(TITLE_PATTERN, { error: 'validation.title' });
const authorField = z.string(required).trim().min(1, required).max(500, { error: 'validation.too_long' }).regex(NO_CONTROL, { error: 'validation.invalid_text' });
const linkField = z
  .string()
  .trim()
  .max(PUBLICATION_TEXT_MAX, { error: 'validation.too_long' })
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url({ protocol: /^https?$/, error: 'validation.url' }).optional());

/** Fields of a new publication (multipart; the files are `publication_document` and `publication_image`). */
export const publicationCreateSchema = z.object({
  title: titleField,
  publication_type_id: idField,
  publication_author: authorField,
  publication_date: dateField,
  publication_sector: optionalText(100),
  summary: optionalText(PUBLICATION_TEXT_MAX),
  keywords: optionalText(PUBLICATION_TEXT_MAX),
  publication_link: linkField,
  region: z.enum(REGIONS, { error: 'validation.unknown_option' }).optional(),
  content_language: contentLanguageField,
});
export type PublicationCreate = z.infer<typeof publicationCreateSchema>;

/** An edit sends only the fields that changed (spec: empty fields and unchanged files are not sent). */
export const publicationUpdateSchema = publicationCreateSchema.partial().extend({ _method: z.literal('PUT').optional() });
export type PublicationUpdate = z.infer<typeof publicationUpdateSchema>;

const year = z.coerce.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(YEAR_FILTER_MIN, { error: 'validation.year_range' }).max(YEAR_FILTER_MAX, { error: 'validation.year_range' });
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Query of GET /publications and /publications/search; empty values are ignored. */
export const publicationsQuerySchema = z
  .object({
    search: z.preprocess(blankToUndefined, z.string().trim().max(200, { error: 'validation.too_long' }).optional()),
    region: z.preprocess(blankToUndefined, z.enum(REGIONS, { error: 'validation.unknown_option' }).optional()),
    year_from: z.preprocess(blankToUndefined, year.optional()),
    year_to: z.preprocess(blankToUndefined, year.optional()),
    topic: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
    publication_type_id: z.preprocess(blankToUndefined, idField.optional()),
    content_language: contentLanguageField,
    sort: z.preprocess(blankToUndefined, z.enum(PUBLICATION_SORTS, { error: 'validation.unknown_option' }).default('new')),
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(1)),
    per_page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(PUBLICATIONS_PAGE_SIZE)),
  })
  .refine((q) => q.year_from === undefined || q.year_to === undefined || q.year_from <= q.year_to, { path: ['year_to'], error: 'validation.year_order' });
export type PublicationsQuery = z.infer<typeof publicationsQuerySchema>;

/** A publication as the API answers it (the spec's field names). */
export const publicationSchema = z.object({
  /** The language it is written in. */
  content_language: z.enum(LANGUAGES),
  id: z.number().int(),
  title: z.string(),
  publication_type_id: z.number().int(),
  publication_type: z.object({ id: z.number().int(), name: z.string() }),
  publication_author: z.string(),
  publication_date: z.string(),
  formatted_date: z.string(),
  publication_sector: z.string().nullable(),
  summary: z.string().nullable(),
  keywords: z.string().nullable(),
  keywords_array: z.array(z.string()),
  publication_link: z.string().nullable(),
  has_link: z.boolean(),
  region: z.enum(REGIONS),
  document_url: z.string().nullable(),
  document_name: z.string().nullable(),
  has_document: z.boolean(),
  formatted_file_size: z.string().nullable(),
  image_url: z.string().nullable(),
  image_srcset: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  rejection_reason: z.string().nullable(),
  is_owner: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Publication = z.infer<typeof publicationSchema>;

/** Staff decision on a submission. */
export const rejectSubmissionSchema = z.object({
  reason: z.string(required).trim().min(1, required).max(2000, { error: 'validation.too_long' }),
});


/** One entry of the staff review queue. */
export const submissionSchema = z.object({
  type: z.enum(SUBMISSION_TYPES),
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  submitted_at: z.string(),
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** Approved before and edited since: the reviewer can see what changed. */
  is_edit: z.boolean(),
});
export const submissionsQuerySchema = z.object({
  type: z.preprocess(blankToUndefined, z.enum(SUBMISSION_TYPES).optional()),
  status: z.preprocess(blankToUndefined, z.enum(['pending', 'approved', 'rejected']).default('pending')),
});

/** Query of GET /publications/{id}/citation: the format, APA text unless another is asked for. */
export const citationQuerySchema = z.object({
  format: z.preprocess(blankToUndefined, z.enum(CITATION_FORMATS, { error: 'validation.unknown_option' }).default('apa')),
});

/** The APA citation of a publication (BibTeX and RIS answer as files). */
export const citationSchema = z.object({ format: z.literal('apa'), text: z.string() });
