// The answer shape every API call shares: { success, message, data, meta?, errors? }.
import { z } from 'zod';
import { DB_INTEGER_MAX } from '../limits.ts';

/** Field errors: field name to a list of translated messages. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Builds the schema of a successful answer carrying `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    message: z.string(),
    data,
  });
}

/** Builds the schema of a paginated list answer (Laravel style: meta.total and links). */
export function paginatedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    message: z.string(),
    data: z.array(item),
    meta: z.object({
      current_page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
      last_page: z.number().int(),
      /** Present and true when more items match than `total` (a search counts exactly up to SEARCH_EXACT_TOTAL_MAX). */
      total_is_lower_bound: z.literal(true).optional(),
    }),
    links: z.object({
      first: z.string().nullable(),
      last: z.string().nullable(),
      prev: z.string().nullable(),
      next: z.string().nullable(),
    }),
  });
}

/** The answer of any failed call. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.null(),
  errors: fieldErrorsSchema.optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * The `{id}` of a path: a positive whole number that fits the database's integer column (a larger one
 * would reach the database and fail there). Every problem answers 'This value is not valid.'.
 */
export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .positive({ error: 'validation.invalid' })
    .max(DB_INTEGER_MAX, { error: 'validation.invalid' }),
});
