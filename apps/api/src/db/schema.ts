// The database schema. Migrations in ./migrations are generated from this file by drizzle-kit
// (`npm run db:generate --workspace apps/api`) and reviewed before commit.
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Names in the three languages of the hub; every reference table carries them. */
const names = {
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  nameFr: text('name_fr').notNull(),
};

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    iso2: text('iso2').notNull(),
    iso3: text('iso3').notNull(),
    numericCode: text('numeric_code'),
    ...names,
    callingCode: text('calling_code'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    continent: text('continent').notNull(),
    isMena: boolean('is_mena').notNull().default(false),
    isOic: boolean('is_oic').notNull().default(false),
  },
  (t) => [uniqueIndex('countries_iso2_key').on(t.iso2), uniqueIndex('countries_iso3_key').on(t.iso3)],
);

/** A reference list with a stable slug and names in three languages. */
function lookupTable<N extends string>(name: N) {
  return pgTable(name, {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    ...names,
    sortOrder: integer('sort_order').notNull().default(0),
  });
}

export const organizationTypes = lookupTable('organization_types');
export const educationLevels = lookupTable('education_levels');
export const postTypes = lookupTable('post_types');
export const sustainabilityStatuses = lookupTable('sustainability_statuses');
export const publicationTypes = lookupTable('publication_types');
export const institutionCategories = lookupTable('institution_categories');

export const sectors = pgTable('sectors', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  type: text('type').notNull(),
  ...names,
  descriptionEn: text('description_en'),
  descriptionAr: text('description_ar'),
  descriptionFr: text('description_fr'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * One row per counted attempt, so every instance on one PostgreSQL server shares the throttle.
 * `bucket` is the rule name and a hash of the subject (an email, an address), never the subject itself.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    hitAt: timestamp('hit_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('rate_limit_hits_bucket_hit_at_idx').on(t.bucket, t.hitAt)],
);

/** Settings the server keeps about itself (seed version, secrets generated at first start). */
export const systemSettings = pgTable(
  'system_settings',
  {
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.key] })],
);
