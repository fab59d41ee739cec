// Success stories: the list's filters, the add and edit fields, and the answers (spec part 2 sections 3, 5, 7.3).
import { z } from 'zod';
import { REGIONS } from '../enums.ts';
import {
  STORIES_PAGE_SIZE,
  STORY_DONORS_MAX,
  STORY_LONG_TEXT_MAX,
  STORY_PARTNERS_MAX,
  STORY_SECTORS_MAX,
  LANGUAGES,
  TEXT_FIELD_MAX,
} from '../limits.ts';
import { emailField, textField } from './accounts.ts';
import {
  altTexts,
  contentLanguageField,
  asList,
  blankToUndefined,
  clearableId,
  formBoolean,
  idList,
  longText,
  NO_CONTROL,
  optionalDate,
  optionalId,
  optionalText,
  optionalUrl,
  requiredId,
  requiredIdOnEdit,
  sectorsField,
} from './form-fields.ts';
import { REVIEW_STATUSES, STORY_PROGRESS, STORY_SORTS, STORY_STATUS_FILTERS } from '../enums.ts';


/** Donors: trimmed, empties dropped. */
const donorsField = z.preprocess(
  asList,
  z
    .array(z.string().max(TEXT_FIELD_MAX, { error: 'validation.too_long' }).regex(NO_CONTROL, { error: 'validation.invalid_text' }))
    .transform((list) => list.map((d) => d.trim()).filter(Boolean))
    .pipe(z.array(z.string()).max(STORY_DONORS_MAX, { error: 'validation.too_many' })),
);

/** A required text of several paragraphs. */
const storyText = longText(STORY_LONG_TEXT_MAX);

const partnerText = z.string().trim().max(TEXT_FIELD_MAX, { error: 'validation.too_long' }).regex(NO_CONTROL, { error: 'validation.invalid_text' }).optional();

/** Partners: a row counts only when both its sector and its organization are filled. */
const partnersField = z
  .array(z.object({ sector: partnerText, organization: partnerText }).optional())
  .transform((rows) =>
    rows.filter((r): r is { sector: string; organization: string } => !!r && !!r.sector && !!r.organization).map((r) => ({ sector: r.sector, organization: r.organization })),
  )
  .pipe(z.array(z.object({ sector: z.string(), organization: z.string() })).max(STORY_PARTNERS_MAX, { error: 'validation.too_many' }));

const storyFields = {
  title: textField(),
  /** The title in Arabic, when the story is written in another language too. */
  title_ar: optionalText(TEXT_FIELD_MAX),
  country_id: requiredId,
  city_id: optionalId,
  location: textField(),
  implementing_leader: textField(),
  contact_name: textField(),
  contact_email: emailField,
  contact_position: textField(),
  desc: storyText,
  /** The description in Arabic (the edit form's content_ar). */
  content_ar: optionalText(STORY_LONG_TEXT_MAX),
  /** A one-paragraph summary for cards, and its Arabic. */
  excerpt: optionalText(500),
  excerpt_ar: optionalText(500),
  background: storyText,
  main_components: storyText,
  achievements: optionalText(STORY_LONG_TEXT_MAX),
  additional_info: optionalText(STORY_LONG_TEXT_MAX),
  sustainability_status_id: requiredId,
  sustainability_status_desc: optionalText(STORY_LONG_TEXT_MAX),
  is_ongoing: formBoolean.optional(),
  starting_date: optionalDate,
  ending_date: optionalDate,
  story_link: optionalUrl,
  donor: donorsField.optional(),
  sectors: sectorsField(STORY_SECTORS_MAX).optional(),
  partners: partnersField.optional(),
  visual_alt_text: altTexts.optional(),
  visual_alt_text_ar: altTexts.optional(),
};

const endNotBeforeStart = (v: { starting_date?: string | null; ending_date?: string | null }) =>
  !v.starting_date || !v.ending_date || v.ending_date >= v.starting_date;

/**
 * Fields of a new story (multipart; files are `visuals[]`, `documents[]` and `featured_image`).
 * Multipart names `partners[0][sector]` arrive nested as `partners: [{ sector }]`.
 */
export const storyCreateSchema = z.object({ ...storyFields, content_language: contentLanguageField }).refine(endNotBeforeStart, { path: ['ending_date'], error: 'validation.date_order' });
export type StoryCreate = z.infer<typeof storyCreateSchema>;

/**
 * An edit sends the fields of the form: a field not sent stays as it was, an empty optional field is
 * cleared, a required one cannot be emptied. `remove_visuals[]` and `remove_documents[]` name files to drop.
 */
export const storyUpdateSchema = z
  .object({
    ...storyFields,
    title: storyFields.title.optional(),
    country_id: requiredIdOnEdit,
    city_id: clearableId,
    location: storyFields.location.optional(),
    implementing_leader: storyFields.implementing_leader.optional(),
    contact_name: storyFields.contact_name.optional(),
    contact_email: emailField.optional(),
    contact_position: storyFields.contact_position.optional(),
    desc: storyText.optional(),
    background: storyText.optional(),
    main_components: storyText.optional(),
    sustainability_status_id: requiredIdOnEdit,
    content_language: contentLanguageField,
    remove_visuals: idList.optional(),
    remove_documents: idList.optional(),
    _method: z.literal('PUT').optional(),
  })
  .refine(endNotBeforeStart, { path: ['ending_date'], error: 'validation.date_order' });
export type StoryUpdate = z.infer<typeof storyUpdateSchema>;

/** Query of GET /stories; empty values are ignored. */
export const storiesQuerySchema = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(200, { error: 'validation.too_long' }).optional()),
  status: z.preprocess(blankToUndefined, z.enum(STORY_STATUS_FILTERS, { error: 'validation.unknown_option' }).default('all')),
  country_id: optionalId,
  city_id: optionalId,
  is_ongoing: z.preprocess(blankToUndefined, z.enum(['true', 'false', '1', '0'], { error: 'validation.invalid' }).transform((v) => v === 'true' || v === '1').optional()),
  /** A sector id. */
  category: optionalId,
  region: z.preprocess(blankToUndefined, z.enum(REGIONS, { error: 'validation.unknown_option' }).optional()),
  content_language: contentLanguageField,
  sort: z.preprocess(blankToUndefined, z.enum(STORY_SORTS, { error: 'validation.unknown_option' }).default('newest')),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(1)),
  per_page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(STORIES_PAGE_SIZE)),
});
export type StoriesQuery = z.infer<typeof storiesQuerySchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

/** A story as the API answers it (spec field names); texts are in the request's language. */
export const storySchema = z.object({
  id: z.number().int(),
  /** The language it is written in (its Arabic title and texts, when given, are translations). */
  content_language: z.enum(LANGUAGES),
  /** Title, description and excerpt in the request's language, falling back to the other language entered. */
  title: z.string(),
  desc: z.string(),
  excerpt: z.string().nullable(),
  /** The texts exactly as entered, for the edit form. */
  original: z.object({
    title: z.string(),
    title_ar: z.string().nullable(),
    desc: z.string(),
    content_ar: z.string().nullable(),
    excerpt: z.string().nullable(),
    excerpt_ar: z.string().nullable(),
  }),
  background: z.string(),
  main_components: z.string(),
  achievements: z.string().nullable(),
  additional_info: z.string().nullable(),
  sustainability_status_id: z.number().int(),
  sustainability_status: named,
  sustainability_status_desc: z.string().nullable(),
  location: z.string(),
  country_id: z.number().int(),
  country: named,
  city_id: z.number().int().nullable(),
  implementing_leader: z.string(),
  is_ongoing: z.boolean(),
  progress: z.enum(STORY_PROGRESS),
  starting_date: z.string().nullable(),
  ending_date: z.string().nullable(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_position: z.string(),
  story_link: z.string().nullable(),
  donor: z.array(z.string()),
  sectors: z.array(named),
  partners: z.array(z.object({ sector: z.string(), organization: z.string() })),
  visuals: z.array(
    z.object({
      id: z.number().int(),
      image_path: z.string(),
      image_srcset: z.string().nullable(),
      order: z.number().int(),
      alt_text: z.string().nullable(),
      text_ar: z.string().nullable(),
    }),
  ),
  documents: z.array(z.object({ id: z.number().int(), document_path: z.string(), document_name: z.string(), formatted_file_size: z.string() })),
  /** The featured image, else the first visual; null when the story has no image. */
  cover_image_url: z.string().nullable(),
  cover_image_srcset: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  rejection_reason: z.string().nullable(),
  is_owner: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Story = z.infer<typeof storySchema>;

/** GET /stories/filters: the options the list's filters offer. */
export const storyFiltersSchema = z.object({
  sectors: z.array(named),
  countries: z.array(named),
  statuses: z.array(z.object({ value: z.enum(STORY_STATUS_FILTERS), name: z.string() })),
  regions: z.array(z.object({ value: z.enum(REGIONS), name: z.string() })),
  sorts: z.array(z.object({ value: z.enum(STORY_SORTS), name: z.string() })),
});
export type StoryFilters = z.infer<typeof storyFiltersSchema>;
