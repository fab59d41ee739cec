// Field builders for the member submission forms (stories, news and events): multipart sends every
// value as text, so empty values, booleans, lists and ids are read here once, with our message keys.
import { z } from 'zod';
import { DB_INTEGER_MAX, LANGUAGES, TEXT_FIELD_MAX } from '../limits.ts';
import { blankToUndefined, dateField, idField, requiredId } from './accounts.ts';

export { blankToUndefined, requiredId };

export const required = { error: 'validation.required' } as const;
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
export const NO_CONTROL = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/** A required text of several paragraphs. */
export const longText = (max: number) =>
  z.string(required).trim().min(1, required).max(max, { error: 'validation.too_long' }).regex(NO_CONTROL, { error: 'validation.invalid_text' });

/**
 * An optional text. On create an empty value means "not given"; on edit it means "clear it" (null),
 * and a field that is not sent at all stays as it was.
 */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.too_long' })
    .regex(NO_CONTROL, { error: 'validation.invalid_text' })
    .transform((v) => (v === '' ? null : v))
    .optional();

export const optionalUrl = z
  .string()
  .trim()
  .max(TEXT_FIELD_MAX, { error: 'validation.too_long' })
  .transform((v) => (v === '' ? null : v))
  .pipe(z.url({ protocol: /^https?$/, error: 'validation.url' }).nullable())
  .optional();

export const optionalDate = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v))
  .pipe(dateField.nullable())
  .optional();

export const optionalId = z.preprocess(blankToUndefined, idField.optional());
/** A required choice on edit: not sent stays as it was, sent empty is refused as required. */
export const requiredIdOnEdit = requiredId.optional();
/** An optional choice on edit: sent empty clears it. */
export const clearableId = z.preprocess((v) => (v === '' ? null : v), idField.nullable()).optional();

/** HTML forms send booleans as '1', 'true' or 'on'; '0', 'false' and '' are false. */
export const formBoolean = z.preprocess(
  (v) => (typeof v === 'string' ? ['1', 'true', 'on', 'yes'].includes(v.trim().toLowerCase()) : v),
  z.boolean({ error: 'validation.invalid' }),
);

/** A list field: `name[]` parts, or one comma-separated value (how the donors are typed). */
export const asList = (v: unknown) => (typeof v === 'string' ? v.split(/[,،]/) : v);

/** Sector ids, each once; an empty value clears the list on edit. */
export const sectorsField = (maxSectors: number) =>
  z.preprocess(
    // JSON clients send numbers; multipart sends strings.
    (v) => (Array.isArray(v) ? v.map((x) => (typeof x === 'number' ? String(x) : x)) : typeof v === 'string' ? v.split(',') : v),
    z
      .array(z.string().trim())
      .transform((list) => list.filter(Boolean))
      .pipe(z.array(z.string().regex(/^[1-9][0-9]{0,8}$/, { error: 'validation.invalid' })))
      .transform((ids) => [...new Set(ids.map(Number))])
      .pipe(z.array(z.number()).max(maxSectors, { error: 'validation.too_many' })),
  );

/** Alt texts of the uploaded visuals, paired with them by position. */
export const altTexts = z.preprocess(
  (v) => (typeof v === 'string' ? [v] : v),
  z.array(z.string().trim().max(TEXT_FIELD_MAX, { error: 'validation.too_long' }).regex(NO_CONTROL, { error: 'validation.invalid_text' })),
);

/** Ids of files to remove: `name[]` parts or one value; empty values are ignored, as for the other lists. */
export const idList = z.preprocess(
  (v) => {
    const list = typeof v === 'string' ? [v] : v;
    return Array.isArray(list) ? list.filter((id) => id !== '') : list;
  },
  z.array(
    z.coerce.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).positive({ error: 'validation.invalid' }).max(DB_INTEGER_MAX, { error: 'validation.invalid' }),
  ),
);

const invalidNumber = { error: 'validation.invalid' } as const;

/** `page` of a paged list: 1 when absent, a translated 422 for anything but a whole number from 1. */
export const pageField = z.preprocess(blankToUndefined, z.coerce.number(invalidNumber).int(invalidNumber).min(1, invalidNumber).max(1_000_000, invalidNumber).default(1));

/** `per_page` of a paged list: `fallback` when absent, at most `max`. */
export const perPageField = (max: number, fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number(invalidNumber).int(invalidNumber).min(1, invalidNumber).max(max, invalidNumber).default(fallback));

/**
 * The language a submission is written in (en, ar or fr). Not sent, the service takes the request's
 * language, as the forms default to the interface's. Also the lists' filter of the same name.
 */
export const contentLanguageField = z.preprocess(blankToUndefined, z.enum(LANGUAGES, { error: 'validation.unknown_option' }).optional());
