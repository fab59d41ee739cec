// Staff content management (issue 9): the console's list of every publication, story and news/event in
// any state, and the staff corrections of their texts. The corrections reuse the member forms' field
// rules, so a staff edit obeys the same limits as the owner's.
import { z } from 'zod';
import { blankToUndefined, pageField, perPageField } from './form-fields.ts';
import { newsEventUpdateSchema } from './news-events.ts';
import { REVIEW_STATUSES } from '../enums.ts';
import { CONTENT_TYPES, type ContentType } from './content-types.ts';
import { publicationUpdateSchema } from './publications.ts';
import { storyUpdateSchema } from './stories.ts';


export const ADMIN_CONTENT_PAGE_SIZE = 25;
export const ADMIN_CONTENT_PAGE_SIZE_MAX = 100;

/** GET /admin/content: one type, any state (or one), newest first, `q` searching the title. */
export const adminContentQuerySchema = z.object({
  type: z.preprocess(blankToUndefined, z.enum(CONTENT_TYPES, { error: 'validation.unknown_option' }).default('publications')),
  status: z.preprocess(blankToUndefined, z.enum(REVIEW_STATUSES, { error: 'validation.unknown_option' }).optional()),
  q: z.preprocess(blankToUndefined, z.string().trim().max(200, { error: 'validation.too_long' }).optional()),
  page: pageField,
  per_page: perPageField(ADMIN_CONTENT_PAGE_SIZE_MAX, ADMIN_CONTENT_PAGE_SIZE),
});
export type AdminContentQuery = z.infer<typeof adminContentQuerySchema>;

/** One row of the console's content list. */
export const adminContentItemSchema = z.object({
  type: z.enum(CONTENT_TYPES),
  id: z.number().int(),
  title: z.string(),
  status: z.enum(REVIEW_STATUSES),
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminContentItem = z.infer<typeof adminContentItemSchema>;

/** One item with its editable texts exactly as stored (contract field names; null when empty). */
export const adminContentDetailSchema = adminContentItemSchema.extend({
  fields: z.record(z.string(), z.string().nullable()),
});
export type AdminContentDetail = z.infer<typeof adminContentDetailSchema>;

/** The texts, links and dates staff may correct, per type, in the order the console's form shows them. */
export const ADMIN_EDITABLE_FIELDS = {
  publications: ['title', 'publication_author', 'publication_date', 'publication_sector', 'summary', 'keywords', 'publication_link'],
  stories: [
    'title',
    'title_ar',
    'excerpt',
    'excerpt_ar',
    'desc',
    'content_ar',
    'background',
    'main_components',
    'achievements',
    'additional_info',
    'sustainability_status_desc',
    'location',
    'implementing_leader',
    'starting_date',
    'ending_date',
    'contact_name',
    'contact_email',
    'contact_position',
    'story_link',
  ],
  'news-events': [
    'title',
    'desc',
    'background',
    'impact',
    'key_learnings',
    'additional_info',
    'quantitative_metrics',
    'quantitative_metrics_desc',
    'location',
    'implementing_leader',
    'organizer',
    'starting_date',
    'end_date',
    'duration',
    'register_deadline',
    'contact_name',
    'contact_email',
    'contact_position',
    'contact_phone',
    'post_link',
    'website_url',
    'registration_url',
  ],
} as const satisfies Record<ContentType, readonly string[]>;
export type AdminEditableField<T extends ContentType> = (typeof ADMIN_EDITABLE_FIELDS)[T][number];

/** The member edit schema's rules for just these fields (the edit schemas carry refinements, so no `.pick`). */
function fieldsOf<S extends z.ZodRawShape, K extends keyof S & string>(shape: S, keys: readonly K[]): Pick<S, K> {
  return Object.fromEntries(keys.map((key) => [key, shape[key]])) as Pick<S, K>;
}

/** PATCH /admin/publications/{id}: a field not sent is unchanged; same rules as the owner's edit. */
export const adminPublicationEditSchema = z.object(fieldsOf(publicationUpdateSchema.shape, ADMIN_EDITABLE_FIELDS.publications));
export type AdminPublicationEdit = z.infer<typeof adminPublicationEditSchema>;

/** PATCH /admin/stories/{id}: as the owner's edit (an empty optional text clears it, a required one cannot be emptied). */
export const adminStoryEditSchema = z
  .object(fieldsOf(storyUpdateSchema.shape, ADMIN_EDITABLE_FIELDS.stories))
  .refine((v) => !v.starting_date || !v.ending_date || v.ending_date >= v.starting_date, { path: ['ending_date'], error: 'validation.date_order' });
export type AdminStoryEdit = z.infer<typeof adminStoryEditSchema>;

/** PATCH /admin/news-events/{id}: as the owner's edit. */
export const adminNewsEventEditSchema = z
  .object(fieldsOf(newsEventUpdateSchema.shape, ADMIN_EDITABLE_FIELDS['news-events']))
  .refine((v) => !v.starting_date || !v.end_date || v.end_date.slice(0, 10) >= v.starting_date.slice(0, 10), { path: ['end_date'], error: 'validation.date_order' });
export type AdminNewsEventEdit = z.infer<typeof adminNewsEventEditSchema>;

/** POST /admin/{type}/{id}/unpublish: why it leaves the public site (optional, kept in the audit log and shown to the owner). */
// A call without a body is a call without a reason.
export const unpublishContentSchema = z.preprocess(
  (v) => v ?? {},
  z.object({
    reason: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(2000, { error: 'validation.too_long' }).optional()),
  }),
);
export type UnpublishContent = z.infer<typeof unpublishContentSchema>;
