// Staff management of partners (issue 9): create, edit, reorder and delete, with an uploaded logo.
// Multipart sends every value as text, so the fields are read with the form-field builders.
import { z } from 'zod';
import { DB_INTEGER_MAX } from '../limits.ts';
import { clearableId, formBoolean, NO_CONTROL, required } from './form-fields.ts';

/** The longest partner name. */
export const PARTNER_NAME_MAX = 200;
/** The longest partner web address. */
export const PARTNER_URL_MAX = 500;
/** The most partners one reorder may list. */
export const PARTNERS_ORDER_MAX = 1000;
/** The image types a logo may be; an SVG is rasterised on upload, never stored as sent. */
export const PARTNER_LOGO_TYPES = ['jpeg', 'png', 'gif', 'webp', 'svg'] as const;
/** The same types for a file input's `accept`. */
export const PARTNER_LOGO_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/svg+xml,.jpg,.jpeg,.png,.gif,.webp,.svg';

const name = z.string(required).trim().min(1, required).max(PARTNER_NAME_MAX, { error: 'validation.too_long' }).regex(NO_CONTROL, { error: 'validation.invalid_text' });

/** An optional web address: empty means none (and clears it on edit). */
const url = z
  .string()
  .trim()
  .max(PARTNER_URL_MAX, { error: 'validation.too_long' })
  .transform((v) => (v === '' ? null : v))
  .pipe(z.url({ protocol: /^https?$/, error: 'validation.url' }).nullable())
  .optional();

/** POST /admin/partners (multipart, or JSON without a logo); the logo is the file field `logo`. */
export const partnerCreateSchema = z.object({
  name,
  url,
  organization_type_id: clearableId,
  featured: formBoolean.optional(),
});
export type PartnerCreate = z.infer<typeof partnerCreateSchema>;

/**
 * POST /admin/partners/{id} with `_method=PUT`: fields sent replace (an empty url or type clears it),
 * fields not sent stay; `remove_logo` drops the logo, a new `logo` file replaces it.
 */
export const partnerUpdateSchema = z.object({
  _method: z.literal('PUT', { error: 'validation.invalid' }).optional(),
  name: name.optional(),
  url,
  organization_type_id: clearableId,
  featured: formBoolean.optional(),
  remove_logo: formBoolean.optional(),
});
export type PartnerUpdate = z.infer<typeof partnerUpdateSchema>;

/** PUT /admin/partners/order: every partner's id exactly once, first shown first. */
export const partnerOrderSchema = z.object({
  ids: z
    .array(
      z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).positive({ error: 'validation.invalid' }).max(DB_INTEGER_MAX, { error: 'validation.invalid' }),
      { error: 'validation.required' },
    )
    .max(PARTNERS_ORDER_MAX, { error: 'validation.too_many' }),
});
export type PartnerOrder = z.infer<typeof partnerOrderSchema>;

/** A partner as staff see it: every field, the organisation type in each language, the logo apart from the shipped one. */
export const staffPartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  organization_type: z.object({ id: z.number().int(), name_en: z.string(), name_ar: z.string(), name_fr: z.string() }).nullable(),
  /** What the public pages show: the uploaded logo, else the shipped one, else null. */
  image: z.string().nullable(),
  /** The uploaded logo. */
  logo: z.object({ id: z.number().int(), url: z.string(), srcset: z.string().nullable() }).nullable(),
  /** A logo shipped with the web app (sample partners), shown when none was uploaded. */
  shipped_logo: z.string().nullable(),
  featured: z.boolean(),
  order: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffPartner = z.infer<typeof staffPartnerSchema>;
