// Reference data answers: countries, organization types, education levels, sectors.
import { z } from 'zod';
import { COUNTRIES_PAGE_SIZE, MAX_PAGE_SIZE } from '../limits.ts';

/** A country as lists answer it; `name` is in the request's language. */
export const countrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  name_fr: z.string(),
  code: z.string().describe('ISO 3166-1 alpha-2'),
  iso3: z.string(),
  calling_code: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  continent: z.string(),
  is_mena: z.boolean(),
  is_oic: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;

/** Query of GET /countries. */
export const countriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(COUNTRIES_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  region: z.enum(['MENA', 'OIC']).optional(),
});
export type CountriesQuery = z.infer<typeof countriesQuerySchema>;

/** A named reference entry (organization type, education level, ...), named in the request's language. */
export const namedLookupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type NamedLookup = z.infer<typeof namedLookupSchema>;

/** A sector; `type` groups sectors (maps use `interactive-maps`). */
export const sectorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: z.string(),
  description: z.string().nullable(),
});
export type Sector = z.infer<typeof sectorSchema>;
