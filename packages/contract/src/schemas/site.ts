// The site's own pages (spec part 1: Home, About, Impact, Partners, Contact): counted figures, partners,
// managed page content and contact messages.
import { z } from 'zod';
import { emailField } from './accounts.ts';
import {
  CONTACT_LOCATION_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  PAGE_PARAGRAPH_MAX,
  PAGE_PARAGRAPHS_MAX,
} from '../limits.ts';

const required = { error: 'validation.required' } as const;

/** GET /home-page: counted from the database (approved content, active members, counted visitors). */
export const homeStatsSchema = z.object({
  register_user_count: z.number().int(),
  countries_count: z.number().int(),
  publication_count: z.number().int(),
  stories_count: z.number().int(),
  /** Distinct visitors counted since the hub opened (one a day each). */
  visitor_count: z.number().int(),
});
export type HomeStats = z.infer<typeof homeStatsSchema>;

/** GET /about: the footprint figures. */
export const aboutStatsSchema = z.object({
  countries_covered: z.number().int(),
  indicators_count: z.number().int(),
  partner_organizations: z.number().int(),
  publications_and_stories: z.number().int(),
});
export type AboutStats = z.infer<typeof aboutStatsSchema>;

/** A partner (spec: id, name, url, image, type), in staff's order. */
export const partnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  image: z.string().nullable(),
  /** The organisation type in the reader's language. */
  type: z.string().nullable(),
  featured: z.boolean(),
  order: z.number().int(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** A managed page field: `value` is the sanitised HTML to show, `raw_value` the same text for editors. */
export const pageFieldSchema = z.object({ value: z.string(), raw_value: z.string() });

/**
 * GET /pages/{slug}: `fields` keyed `title[0]`, `title_ar[0]`, `title_fr[0]`, `description[n]`,
 * `description_ar[n]`, `description_fr[n]` (spec part 1, 'pages').
 */
export const sitePageSchema = z.object({
  slug: z.string(),
  updated_at: z.string(),
  fields: z.record(z.string(), pageFieldSchema),
});
export type SitePage = z.infer<typeof sitePageSchema>;

/** GET /pages/{slug}: a slug is lower-case words joined by dashes. */
export const pageSlugParamsSchema = z.object({
  slug: z.string().trim().min(1, { error: 'validation.invalid' }).max(60, { error: 'validation.invalid' }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'validation.invalid' }),
});

const paragraphs = z
  .array(z.string().max(PAGE_PARAGRAPH_MAX, { error: 'validation.too_long' }), { error: 'validation.invalid' })
  .max(PAGE_PARAGRAPHS_MAX, { error: 'validation.too_many' });

/** Staff's edit of a managed page (issue 9): a title and paragraphs of HTML per language. */
export const sitePageUpdateSchema = z.object({
  title: z.string().trim().max(200, { error: 'validation.too_long' }),
  title_ar: z.string().trim().max(200, { error: 'validation.too_long' }),
  title_fr: z.string().trim().max(200, { error: 'validation.too_long' }),
  description: paragraphs,
  description_ar: paragraphs,
  description_fr: paragraphs,
});
export type SitePageUpdate = z.infer<typeof sitePageUpdateSchema>;

const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(max, { error: 'validation.too_long' }).optional());

/** POST /contact-messages. `website` is a honeypot: people never see it, bots fill it in. */
export const contactMessageSchema = z.object({
  name: z.string(required).trim().min(1, required).max(CONTACT_NAME_MAX, { error: 'validation.too_long' }),
  email: emailField,
  phone: optionalText(CONTACT_PHONE_MAX),
  location: optionalText(CONTACT_LOCATION_MAX),
  body: z.string(required).trim().min(1, required).max(CONTACT_MESSAGE_MAX, { error: 'validation.contact_message_too_long' }),
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** GET /partners: `featured=true` keeps the partners chosen for the home and about pages; `limit` caps the list. */
export const partnersQuerySchema = z.object({
  featured: z.preprocess(blankToUndefined, z.enum(['true', 'false', '1', '0'], { error: 'validation.invalid' }).transform((v) => v === 'true' || v === '1').optional()),
  limit: z.preprocess(blankToUndefined, z.coerce.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(1, { error: 'validation.invalid' }).max(100, { error: 'validation.invalid' }).optional()),
});
export type PartnersQuery = z.infer<typeof partnersQuerySchema>;
