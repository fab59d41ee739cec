// News and events: the list's filters, the add and edit fields, and the answers (spec part 2 sections
// 2.8 to 2.10, 3, 5, 7.4).
import { z } from 'zod';
import { REGIONS } from '../enums.ts';
import {
  DB_INTEGER_MAX,
  NEWS_EVENT_AGENDA_MAX,
  NEWS_EVENT_FEE_MAX,
  NEWS_EVENT_PARTNERS_MAX,
  NEWS_EVENT_SPEAKERS_MAX,
  NEWS_EVENTS_PAGE_SIZE,
  STORY_LONG_TEXT_MAX,
  STORY_SECTORS_MAX,
  LANGUAGES,
  TEXT_FIELD_MAX,
} from '../limits.ts';
import { emailField, phoneField, textField } from './accounts.ts';
import {
  altTexts,
  contentLanguageField,
  blankToUndefined,
  clearableId,
  formBoolean,
  idList,
  NO_CONTROL,
  optionalId,
  optionalText,
  optionalUrl,
  required,
  requiredId,
  requiredIdOnEdit,
  sectorsField,
} from './form-fields.ts';
import { EVENT_TYPES, FEE_TYPES, NEWS_EVENT_SORT_ALIASES, NEWS_EVENT_SORTS, NEWS_EVENT_TYPES, REVIEW_STATUSES } from '../enums.ts';
import { EVENT_REQUIRED_FIELDS, isPostTypeId, kindOfPostType } from '../news-event-kind.ts';


/**
 * A start or end: a day (`2026-03-05`) or a day and a time (`2026-03-05T09:30`), the event's own local
 * time. Compared as text, both order correctly.
 */
const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/;
// An empty value says "required" only, not also "not a date".
const dateTimeField = z
  .string(required)
  .trim()
  .min(1, { ...required, abort: true })
  .regex(DATE_TIME_PATTERN, { error: 'validation.date' });
const optionalDateTime = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v))
  .pipe(z.string().regex(DATE_TIME_PATTERN, { error: 'validation.date' }).nullable())
  .optional();

const text = (max = TEXT_FIELD_MAX) => z.string().trim().max(max, { error: 'validation.too_long' }).regex(NO_CONTROL, { error: 'validation.invalid_text' });
const optionalEmail = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v))
  .pipe(emailField.nullable())
  .optional();
const optionalPhone = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v))
  .pipe(phoneField.nullable())
  .optional();

/** A count from a number input: whole, 0 or more; empty clears it. */
const optionalCount = z
  .preprocess((v) => (v === '' ? null : v), z.coerce.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(0, { error: 'validation.min_zero' }).max(1_000_000, { error: 'validation.invalid' }).nullable())
  .optional();
/** An amount with at most two decimals (step 0.01), 0 or more; empty clears it. */
const optionalAmount = z
  .preprocess(
    (v) => (v === '' ? null : v),
    z.coerce
      .number({ error: 'validation.invalid' })
      .min(0, { error: 'validation.min_zero' })
      .max(NEWS_EVENT_FEE_MAX, { error: 'validation.invalid' })
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: 'validation.amount_step' })
      .nullable(),
  )
  .optional();

/** Agenda items 'time: text': blank ones dropped. */
const agendaField = z.preprocess(
  (v) => (typeof v === 'string' ? [v] : v),
  z
    .array(text(500))
    .transform((list) => list.filter(Boolean))
    .pipe(z.array(z.string()).max(NEWS_EVENT_AGENDA_MAX, { error: 'validation.too_many' })),
);

/** Speakers: a row counts only when its name is filled. */
const speakersField = z
  .array(z.object({ name: text().optional(), title: text().optional(), organization: text().optional(), bio: text(2000).optional() }).optional())
  .transform((rows) =>
    rows
      .filter((r): r is { name: string; title?: string; organization?: string; bio?: string } => !!r?.name)
      .map((r) => ({ name: r.name, title: r.title || null, organization: r.organization || null, bio: r.bio || null })),
  )
  .pipe(z.array(z.object({ name: z.string(), title: z.string().nullable(), organization: z.string().nullable(), bio: z.string().nullable() })).max(NEWS_EVENT_SPEAKERS_MAX, { error: 'validation.too_many' }));

/** Partners: a row counts only when its organization is filled; its email must be an address. */
const partnersField = z
  .array(
    z
      .object({
        organization: text().optional(),
        contact_person: text().optional(),
        contact_email: z.string().trim().max(254, { error: 'validation.too_long' }).optional(),
        // JSON clients send a number, multipart a string.
        institution_category_id: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().optional()),
      })
      .optional(),
  )
  .transform((rows) => rows.filter((r) => !!r?.organization))
  .pipe(
    z
      .array(
        z.object({
          organization: z.string(),
          contact_person: z.string().optional().transform((v) => v || null),
          contact_email: z
            .string()
            .optional()
            .transform((v) => v || null)
            .pipe(z.email({ error: 'validation.email' }).nullable()),
          institution_category_id: z
            .string()
            .optional()
            .transform((v) => (v ? v : null))
            .pipe(z.string().regex(/^[1-9][0-9]{0,8}$/, { error: 'validation.invalid' }).transform(Number).nullable()),
        }),
      )
      .max(NEWS_EVENT_PARTNERS_MAX, { error: 'validation.too_many' }),
  );

const longText = (max = STORY_LONG_TEXT_MAX) => optionalText(max);

const newsEventFields = {
  // Missing says "required"; a value that is not a type says "choose from the list".
  type: z.preprocess(blankToUndefined, z.enum(NEWS_EVENT_TYPES, { error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.unknown_option') })),
  title: textField(),
  /** The edit form's `description`; the spec's `desc`. */
  desc: longText(),
  post_type_id: requiredId,
  organization_type_id: requiredId,
  location: textField(),
  country_id: requiredId,
  city_id: optionalId,
  /** An event's; required of events only (EVENT_REQUIRED_FIELDS). Empty is not given (news has none). */
  implementing_leader: z.preprocess(blankToUndefined, textField().optional()),
  /** The edit form's `start_date`; an event's, required of events only. */
  starting_date: z.preprocess(blankToUndefined, dateTimeField.optional()),
  end_date: optionalDateTime,
  duration: optionalText(100),
  register_deadline: optionalDateTime,
  contact_name: optionalText(TEXT_FIELD_MAX),
  contact_email: optionalEmail,
  contact_position: optionalText(TEXT_FIELD_MAX),
  contact_phone: optionalPhone,
  post_link: optionalUrl,
  website_url: optionalUrl,
  registration_url: optionalUrl,
  background: longText(),
  impact: longText(),
  key_learnings: longText(),
  additional_info: longText(),
  quantitative_metrics: longText(2000),
  quantitative_metrics_desc: longText(),
  is_ongoing: formBoolean.optional(),
  is_online: formBoolean.optional(),
  sustainability_status_id: clearableId,
  event_type: z.preprocess((v) => (v === '' ? null : v), z.enum(EVENT_TYPES, { error: 'validation.unknown_option' }).nullable()).optional(),
  organizer: optionalText(TEXT_FIELD_MAX),
  capacity: optionalCount,
  fee_type: z.preprocess((v) => (v === '' ? null : v), z.enum(FEE_TYPES, { error: 'validation.unknown_option' }).nullable()).optional(),
  fee_amount: optionalAmount,
  sectors: sectorsField(STORY_SECTORS_MAX).optional(),
  agenda_outlines: agendaField.optional(),
  speakers: speakersField.optional(),
  partners: partnersField.optional(),
  image_alt_text: altTexts.optional(),
  /** Arabic alt texts of the uploaded images, paired with them by position (answered as `text_ar`). */
  image_alt_text_ar: altTexts.optional(),
  content_language: contentLanguageField,
};

const endNotBeforeStart = (v: { starting_date?: string | null; end_date?: string | null }) =>
  !v.starting_date || !v.end_date || v.end_date.slice(0, 10) >= v.starting_date.slice(0, 10);

/**
 * Fields of a new news item or event (multipart; files are `images[]` and `attachment`). Multipart
 * names `speakers[0][name]` and `partners[0][organization]` arrive nested as lists of objects.
 */
export const newsEventCreateSchema = z
  .object({
    ...newsEventFields,
    /** Optional: it follows from the post type; when sent, it must agree with it. */
    type: newsEventFields.type.optional(),
  })
  .refine(endNotBeforeStart, { path: ['end_date'], error: 'validation.date_order' })
  .superRefine(
    (v, ctx) => {
      // Runs beside the fields' own checks (every error at once), so values may be unparsed here.
      if (typeof v.post_type_id !== 'number' || !isPostTypeId(v.post_type_id)) return;
      const kind = kindOfPostType(v.post_type_id);
      if ((NEWS_EVENT_TYPES as readonly unknown[]).includes(v.type) && v.type !== kind) ctx.addIssue({ code: 'custom', path: ['post_type_id'], message: 'validation.kind_mismatch' });
      if (kind !== 'event') return;
      // An empty one already says "required" through its own field.
      for (const field of EVENT_REQUIRED_FIELDS) if (v[field] === undefined || v[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
    },
    { when: () => true },
  );
export type NewsEventCreate = z.infer<typeof newsEventCreateSchema>;

/**
 * An edit: a field not sent stays as it was, an empty optional field is cleared, a required one cannot
 * be emptied; lists sent replace the old ones; new images are appended, `remove_images[]` drops
 * stored ones, `remove_attachment=1` drops the attachment.
 */
export const newsEventUpdateSchema = z
  .object({
    ...newsEventFields,
    type: newsEventFields.type.optional(),
    title: textField().optional(),
    post_type_id: requiredIdOnEdit,
    // Emptying an event's leader or start is refused ("required"), not read as "not sent".
    implementing_leader: textField().optional(),
    starting_date: dateTimeField.optional(),
    organization_type_id: requiredIdOnEdit,
    location: textField().optional(),
    country_id: requiredIdOnEdit,
    remove_images: idList.optional(),
    remove_attachment: formBoolean.optional(),
    _method: z.literal('PUT').optional(),
  })
  .refine(endNotBeforeStart, { path: ['end_date'], error: 'validation.date_order' });
export type NewsEventUpdate = z.infer<typeof newsEventUpdateSchema>;

/** A list filter that may carry several values joined by commas (GET /news-events/search). */
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : String(v).split(',').map((x) => x.trim()).filter(Boolean)),
    z.array(item).max(20).optional(),
  );

/** Query of GET /news-events and /news-events/search; empty values are ignored. */
export const newsEventsQuerySchema = z.object({
  type: oneOrMany(z.enum(NEWS_EVENT_TYPES, { error: 'validation.unknown_option' })),
  post_type_id: oneOrMany(z.coerce.number().int().positive({ error: 'validation.invalid' }).max(DB_INTEGER_MAX, { error: 'validation.invalid' })),
  content_language: contentLanguageField,
  organization_type_id: oneOrMany(z.coerce.number().int().positive({ error: 'validation.invalid' }).max(DB_INTEGER_MAX, { error: 'validation.invalid' })),
  location: z.preprocess(blankToUndefined, z.string().trim().max(200, { error: 'validation.too_long' }).optional()),
  region: z.preprocess(blankToUndefined, z.enum(REGIONS, { error: 'validation.unknown_option' }).optional()),
  search: z.preprocess(blankToUndefined, z.string().trim().max(200, { error: 'validation.too_long' }).optional()),
  /** Only items starting today or later, soonest first. */
  upcoming: z.preprocess(blankToUndefined, z.enum(['true', 'false', '1', '0'], { error: 'validation.invalid' }).transform((v) => v === 'true' || v === '1').optional()),
  sort: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : typeof v === 'string' ? (NEWS_EVENT_SORT_ALIASES[v] ?? v) : v),
    z.enum(NEWS_EVENT_SORTS, { error: 'validation.unknown_option' }).optional(),
  ),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(1)),
  per_page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).optional()),
  /** The home page's and the upcoming box's page size (per_page wins when both are sent). */
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).optional()),
});
export type NewsEventsQuery = z.infer<typeof newsEventsQuerySchema>;
export const NEWS_EVENTS_DEFAULT_PAGE_SIZE = NEWS_EVENTS_PAGE_SIZE;

const named = z.object({ id: z.number().int(), name: z.string() });

/** A news item or event as the API answers it (spec field names); names are in the request's language. */
export const newsEventSchema = z.object({
  id: z.number().int(),
  /** The language it is written in. */
  content_language: z.enum(LANGUAGES),
  type: z.enum(NEWS_EVENT_TYPES),
  title: z.string(),
  desc: z.string().nullable(),
  post_type_id: z.number().int(),
  post_type: named,
  organization_type_id: z.number().int(),
  organization_type: named,
  location: z.string(),
  country_id: z.number().int(),
  country: named,
  city_id: z.number().int().nullable(),
  /** An event's; null for news. */
  implementing_leader: z.string().nullable(),
  /** An event's start; null for news. */
  starting_date: z.string().nullable(),
  end_date: z.string().nullable(),
  duration: z.string().nullable(),
  register_deadline: z.string().nullable(),
  /** The start ('5 Mar 2024' in the request's language); null for news. */
  formatted_date: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_position: z.string().nullable(),
  contact_phone: z.string().nullable(),
  post_link: z.string().nullable(),
  website_url: z.string().nullable(),
  registration_url: z.string().nullable(),
  background: z.string().nullable(),
  impact: z.string().nullable(),
  key_learnings: z.string().nullable(),
  additional_info: z.string().nullable(),
  quantitative_metrics: z.string().nullable(),
  quantitative_metrics_desc: z.string().nullable(),
  is_ongoing: z.boolean(),
  is_online: z.boolean(),
  sustainability_status_id: z.number().int().nullable(),
  event_type: z.enum(EVENT_TYPES).nullable(),
  organizer: z.string().nullable(),
  capacity: z.number().int().nullable(),
  fee_type: z.enum(FEE_TYPES).nullable(),
  /** A decimal string, '25.50'. */
  fee_amount: z.string().nullable(),
  sectors: z.array(named),
  agenda_outlines: z.array(z.object({ id: z.number().int(), outline: z.string() })),
  speakers: z.array(z.object({ id: z.number().int(), name: z.string(), title: z.string().nullable(), organization: z.string().nullable(), bio: z.string().nullable() })),
  partners: z.array(
    z.object({
      id: z.number().int(),
      organization: z.string(),
      contact_person: z.string().nullable(),
      contact_email: z.string().nullable(),
      institution_category_id: z.number().int().nullable(),
      institution_category: named.nullable(),
    }),
  ),
  images: z.array(z.object({ id: z.number().int(), image_path: z.string(), image_srcset: z.string().nullable(), alt_text: z.string().nullable(), text_ar: z.string().nullable() })),
  attachment: z.object({ url: z.string(), name: z.string(), formatted_file_size: z.string() }).nullable(),
  /** The first image, or null. */
  cover_image_url: z.string().nullable(),
  cover_image_srcset: z.string().nullable(),
  /** GET /news-events/{id}.ics, for events; null for news. */
  calendar_url: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  rejection_reason: z.string().nullable(),
  is_owner: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NewsEvent = z.infer<typeof newsEventSchema>;
