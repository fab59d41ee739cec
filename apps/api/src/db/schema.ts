// The database schema. Migrations in ./migrations are generated from this file by drizzle-kit
// (`npm run db:generate --workspace apps/api`) and reviewed before commit.
import { ALERT_FREQUENCIES, EVENT_TYPES, FEE_TYPES, LANGUAGES, NEWS_EVENT_TYPES, REGIONS, REVIEW_STATUSES, type ContentType } from '@wefe/contract';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  jsonb,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's text-search vector. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Search columns over one text expression, written the way Arabic readers type it whatever its
 * spelling (`search_normalize`, migration 0022: hamza forms of alef, alef maqsura and ya, ta marbuta
 * and heh are each one letter; diacritics and tatweel are dropped); queries are normalised alike
 * (db/text-search.ts). The text itself serves trigram matching (typos, partial words, any script), and
 * a vector stemmed in each language the hub speaks plus 'simple' serves exact words. A generated column
 * cannot read another, so both repeat the expression.
 */
const searchColumns = (searchable: SQL) => {
  const normalised = sql`search_normalize(${searchable})`;
  return {
    searchText: text('search_text').generatedAlwaysAs(normalised),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english', ${normalised}) || to_tsvector('french', ${normalised}) || to_tsvector('arabic', ${normalised}) || to_tsvector('simple', ${normalised})`,
    ),
  };
};

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
    // The site search finds a country's profile by its names and code (issue 30).
    ...searchColumns(sql`name_en || ' ' || name_ar || ' ' || name_fr || ' ' || iso3`),
  },
  (t) => [uniqueIndex('countries_iso2_key').on(t.iso2), uniqueIndex('countries_iso3_key').on(t.iso3)],
);

/** A reference list with a stable slug and names in three languages. */
// Seeded entries keep the spec's fixed ids; entries staff add draw from 1000 up, and a sequence never
// hands out the id of a deleted entry again.
const lookupId = () => integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 });

function lookupTable<N extends string>(name: N) {
  return pgTable(name, {
    id: lookupId(),
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
  id: lookupId(),
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

/** Members (individuals and entities) and staff. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    // Trimmed, NFKC, lower-cased: one account per address however it is typed.
    emailNormalized: text('email_normalized').notNull(),
    passwordHash: text('password_hash').notNull(),
    accountType: text('account_type', { enum: ['individual', 'entity'] }).notNull(),
    role: text('role', { enum: ['member', 'reviewer', 'admin'] }).notNull().default('member'),
    status: text('status', { enum: ['registering', 'pending_approval', 'active', 'rejected', 'suspended'] }).notNull(),
    // The next registration step to complete; null once registration is finished.
    registrationStep: integer('registration_step'),
    registrationTokenHash: text('registration_token_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    language: text('language', { enum: ['en', 'ar', 'fr'] }).notNull().default('en'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    displayName: text('display_name'),
    phone: text('phone'),
    gender: text('gender'),
    birthDate: text('birth_date'),
    countryId: integer('country_id').references(() => countries.id),
    organization: text('organization'),
    organizationTypeId: integer('organization_type_id').references(() => organizationTypes.id),
    organizationShortName: text('organization_short_name'),
    position: text('position'),
    educationLevelId: integer('education_level_id').references(() => educationLevels.id),
    fieldOfStudy: text('field_of_study'),
    experienceYears: integer('experience_years'),
    entityName: text('entity_name'),
    entityShortName: text('entity_short_name'),
    entityType: text('entity_type'),
    fieldOfExpertise: text('field_of_expertise'),
    address: text('address'),
    location: text('location'),
    website: text('website'),
    yearsOfOperation: integer('years_of_operation'),
    numberOfEmployees: integer('number_of_employees'),
    mainPrograms: integer('main_programs'),
    mainProjects: integer('main_projects'),
    profilePictureId: integer('profile_picture_id'),
    verificationDocumentId: integer('verification_document_id'),
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('users_email_normalized_key').on(t.emailNormalized), index('users_status_idx').on(t.status)],
);

/**
 * Registrations started with an address that already has an account (issue 28). Step 1 answers them
 * as it answers a new one, with an id taken from the users' sequence, and mails the address's owner
 * instead of a code; the later steps answer as for a registration whose code was never entered.
 */
export const registrationDecoys = pgTable(
  'registration_decoys',
  {
    userId: integer('user_id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    accountType: text('account_type', { enum: ['individual', 'entity'] }).notNull(),
    // The address and password typed, so a sign-in with them answers "complete your registration" as
    // it does for a real unfinished one.
    emailNormalized: text('email_normalized').notNull(),
    passwordHash: text('password_hash').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }).notNull().default(sql`now()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('registration_decoys_owner_id_idx').on(t.ownerId), index('registration_decoys_email_idx').on(t.emailNormalized)],
);

/** Bearer tokens, stored only as SHA-256 hashes. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash), index('auth_tokens_user_id_idx').on(t.userId)],
);

/** Emailed one-time codes (email verification, a change of address), stored as keyed hashes. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** What the code confirms, when its purpose needs it: the new address of an e-mail change. */
    detail: text('detail'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_user_id_idx').on(t.userId, t.purpose)],
);

/** Single-use sign-in links, mailed on request, stored as hashes: the owner's way in while password guesses are slowed (issue 28). */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sign_in_links_token_hash_key').on(t.tokenHash), index('sign_in_links_user_id_idx').on(t.userId)],
);

/** Single-use password reset links, stored as hashes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash)],
);

/**
 * Every stored upload: the file on disk has a server-generated name; this row is what makes it
 * reachable (the sweeper removes files no row names).
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['document', 'image'] }).notNull(),
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    // Resized WebP variants of images, by width: { "400": "name-400.webp", ... }.
    variants: text('variants'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    // Public files (profile pictures, approved content) anyone may fetch; private ones (proof
    // documents, files of content under review) only their owner and staff.
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull().default('private'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('media_files_stored_name_key').on(t.storedName)],
);

/** The language a submission is written in (en, ar or fr), as its author said. */
const contentLanguageColumn = () => ({ contentLanguage: text('content_language', { enum: LANGUAGES }).notNull().default('en') });

/** The owner and review state every member submission carries (publications, stories, news and events). */
const reviewColumns = () => ({
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
  rejectionReason: text('rejection_reason'),
  reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  // The reviewable fields as last approved, so an edit of an approved item can show what changed.
  approvedSnapshot: jsonb('approved_snapshot'),
  approvedSnapshotAt: timestamp('approved_snapshot_at', { withTimezone: true }),
});

/**
 * Every word the searchable texts have held, as the 'simple' configuration reads them (lowercased,
 * unstemmed): the misspelling fallback finds the words like a term here, on a short trigram index,
 * then the rows that have them through the search vectors (db/text-search.ts, issue 29). Filled by
 * triggers on the searchable tables (migration 0020); a word is never removed, which only costs a
 * lookup that finds no row.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/** When a row was created and last changed. */
const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Searchable text of a publication (a generated column cannot read another, so both repeat it). */
const publicationText = sql`coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(author, '') || ' ' || coalesce(keywords, '')`;


/** Publications: reports, briefs, datasets... submitted by members and reviewed by staff. */
export const publications = pgTable(
  'publications',
  {
    id: serial('id').primaryKey(),
    ...reviewColumns(),
    title: text('title').notNull(),
    ...contentLanguageColumn(),
    publicationTypeId: integer('publication_type_id')
      .notNull()
      .references(() => publicationTypes.id),
    author: text('author').notNull(),
    publicationDate: text('publication_date').notNull(),
    sector: text('sector'),
    summary: text('summary'),
    keywords: text('keywords'),
    link: text('link'),
    region: text('region', { enum: REGIONS }).notNull().default('Global'),
    documentId: integer('document_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    imageId: integer('image_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    ...searchColumns(publicationText),
    ...timestamps(),
  },
  (t) => [
    // The id ends each list's order: with it in the index a page walks exactly its rows, where the
    // (status, date) index needed an incremental sort that reads 32 matches at least (a common word's
    // story page: 1,245 rows rechecked, 11 ms → 186 rows, 2 ms; issue 29).
    index('publications_status_date_id_idx').on(t.status, t.publicationDate, t.id),
    index('publications_owner_idx').on(t.ownerId),
    index('publications_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('publications_search_vector_idx').using('gin', t.searchVector),
  ],
);

/**
 * Searchable text of a story: title, description (main text and Arabic), location and implementing
 * leader, as the spec's story search names them (repeated in both generated columns).
 */
const storyText = sql`coalesce(title, '') || ' ' || coalesce(title_ar, '') || ' ' || coalesce(description, '') || ' ' || coalesce(description_ar, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, '')`;

/**
 * Success stories, submitted by members and reviewed by staff. The texts are in one main language
 * (any of the three) with an optional Arabic version: `title_ar`, `description_ar` (the contract's
 * content_ar) and `excerpt_ar`. `city_id` is kept as sent: the hub has no cities table yet.
 */
export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    ...reviewColumns(),
    title: text('title').notNull(),
    ...contentLanguageColumn(),
    titleAr: text('title_ar'),
    description: text('description').notNull(),
    descriptionAr: text('description_ar'),
    excerpt: text('excerpt'),
    excerptAr: text('excerpt_ar'),
    background: text('background').notNull(),
    mainComponents: text('main_components').notNull(),
    achievements: text('achievements'),
    additionalInfo: text('additional_info'),
    sustainabilityStatusId: integer('sustainability_status_id')
      .notNull()
      .references(() => sustainabilityStatuses.id),
    sustainabilityStatusDesc: text('sustainability_status_desc'),
    location: text('location').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    // No cities table exists: the id is stored as sent and only used as a filter.
    cityId: integer('city_id'),
    implementingLeader: text('implementing_leader').notNull(),
    isOngoing: boolean('is_ongoing').notNull().default(false),
    // Calendar days as YYYY-MM-DD, like publication dates.
    startingDate: text('starting_date'),
    endingDate: text('ending_date'),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPosition: text('contact_position').notNull(),
    storyLink: text('story_link'),
    donors: text('donors').array().notNull().default(sql`'{}'::text[]`),
    featuredImageId: integer('featured_image_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    ...searchColumns(storyText),
    ...timestamps(),
  },
  (t) => [
    // The id ends the list's order (see publications_status_date_id_idx).
    index('stories_status_created_id_idx').on(t.status, t.createdAt, t.id),
    index('stories_owner_idx').on(t.ownerId),
    index('stories_country_idx').on(t.countryId),
    index('stories_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('stories_search_vector_idx').using('gin', t.searchVector),
  ],
);

/** The sectors a story belongs to (the list's category filter). */
export const storySectors = pgTable(
  'story_sectors',
  {
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => sectors.id),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.sectorId] }), index('story_sectors_sector_idx').on(t.sectorId)],
);

/** A story's partners in the order entered: free-text sector and organization. */
export const storyPartners = pgTable(
  'story_partners',
  {
    id: serial('id').primaryKey(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sector: text('sector').notNull(),
    organization: text('organization').notNull(),
  },
  (t) => [index('story_partners_story_idx').on(t.storyId, t.position)],
);

/** A story's images in order, each with its alt text and Arabic alt text. */
export const storyVisuals = pgTable(
  'story_visuals',
  {
    id: serial('id').primaryKey(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    altText: text('alt_text'),
    altTextAr: text('alt_text_ar'),
  },
  (t) => [index('story_visuals_story_idx').on(t.storyId, t.position), uniqueIndex('story_visuals_media_key').on(t.mediaId)],
);

/** A story's documents (PDF, Word) in order. */
export const storyDocuments = pgTable(
  'story_documents',
  {
    id: serial('id').primaryKey(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [index('story_documents_story_idx').on(t.storyId, t.position), uniqueIndex('story_documents_media_key').on(t.mediaId)],
);

/**
 * Searchable text of a news item or event: title, description, location, implementing leader and
 * contact name, as the spec's news search names them (repeated in both generated columns).
 */
const newsEventText = sql`coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location, '') || ' ' || coalesce(implementing_leader, '') || ' ' || coalesce(contact_name, '')`;

/**
 * News items and events, submitted by members and reviewed by staff. Starts, ends and registration
 * deadlines are text: a day (`2026-03-05`) or a day and a time (`2026-03-05T09:30`) in the event's own
 * local time, which order correctly as text. `city_id` is kept as sent, as for stories.
 */
export const newsEvents = pgTable(
  'news_events',
  {
    id: serial('id').primaryKey(),
    ...reviewColumns(),
    type: text('type', { enum: NEWS_EVENT_TYPES }).notNull(),
    title: text('title').notNull(),
    ...contentLanguageColumn(),
    description: text('description'),
    postTypeId: integer('post_type_id')
      .notNull()
      .references(() => postTypes.id),
    organizationTypeId: integer('organization_type_id')
      .notNull()
      .references(() => organizationTypes.id),
    location: text('location').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    cityId: integer('city_id'),
    // An event's; null for news, which neither asks for nor keeps them (kindOfPostType).
    implementingLeader: text('implementing_leader'),
    startingDate: text('starting_date'),
    endDate: text('end_date'),
    duration: text('duration'),
    registerDeadline: text('register_deadline'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPosition: text('contact_position'),
    contactPhone: text('contact_phone'),
    postLink: text('post_link'),
    websiteUrl: text('website_url'),
    registrationUrl: text('registration_url'),
    background: text('background'),
    impact: text('impact'),
    keyLearnings: text('key_learnings'),
    additionalInfo: text('additional_info'),
    quantitativeMetrics: text('quantitative_metrics'),
    quantitativeMetricsDesc: text('quantitative_metrics_desc'),
    isOngoing: boolean('is_ongoing').notNull().default(false),
    isOnline: boolean('is_online').notNull().default(false),
    sustainabilityStatusId: integer('sustainability_status_id').references(() => sustainabilityStatuses.id),
    eventType: text('event_type', { enum: EVENT_TYPES }),
    organizer: text('organizer'),
    capacity: integer('capacity'),
    feeType: text('fee_type', { enum: FEE_TYPES }),
    // Exact cents: read back as a decimal string ('25.50').
    feeAmount: numeric('fee_amount', { precision: 12, scale: 2 }),
    attachmentId: integer('attachment_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    ...searchColumns(newsEventText),
    ...timestamps(),
  },
  (t) => [
    // The id ends the lists' orders (see publications_status_date_id_idx).
    index('news_events_status_created_id_idx').on(t.status, t.createdAt, t.id),
    index('news_events_status_starting_id_idx').on(t.status, t.startingDate, t.id),
    index('news_events_owner_idx').on(t.ownerId),
    index('news_events_country_idx').on(t.countryId),
    index('news_events_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('news_events_search_vector_idx').using('gin', t.searchVector),
  ],
);

/** The sectors a news item or event belongs to. */
export const newsEventSectors = pgTable(
  'news_event_sectors',
  {
    newsEventId: integer('news_event_id')
      .notNull()
      .references(() => newsEvents.id, { onDelete: 'cascade' }),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => sectors.id),
  },
  (t) => [primaryKey({ columns: [t.newsEventId, t.sectorId] }), index('news_event_sectors_sector_idx').on(t.sectorId)],
);

/** An event's agenda in order: each outline 'time: text'. */
export const newsEventAgenda = pgTable(
  'news_event_agenda',
  {
    id: serial('id').primaryKey(),
    newsEventId: integer('news_event_id')
      .notNull()
      .references(() => newsEvents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    outline: text('outline').notNull(),
  },
  (t) => [index('news_event_agenda_item_idx').on(t.newsEventId, t.position)],
);

/** An event's speakers in order. */
export const newsEventSpeakers = pgTable(
  'news_event_speakers',
  {
    id: serial('id').primaryKey(),
    newsEventId: integer('news_event_id')
      .notNull()
      .references(() => newsEvents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    title: text('title'),
    organization: text('organization'),
    bio: text('bio'),
  },
  (t) => [index('news_event_speakers_item_idx').on(t.newsEventId, t.position)],
);

/** A news item's or event's partner institutions in order. */
export const newsEventPartners = pgTable(
  'news_event_partners',
  {
    id: serial('id').primaryKey(),
    newsEventId: integer('news_event_id')
      .notNull()
      .references(() => newsEvents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    organization: text('organization').notNull(),
    contactPerson: text('contact_person'),
    contactEmail: text('contact_email'),
    institutionCategoryId: integer('institution_category_id').references(() => institutionCategories.id),
  },
  (t) => [index('news_event_partners_item_idx').on(t.newsEventId, t.position)],
);

/** A news item's or event's images in order, each with its alt text and Arabic alt text. */
export const newsEventImages = pgTable(
  'news_event_images',
  {
    id: serial('id').primaryKey(),
    newsEventId: integer('news_event_id')
      .notNull()
      .references(() => newsEvents.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    altText: text('alt_text'),
    altTextAr: text('alt_text_ar'),
  },
  (t) => [index('news_event_images_item_idx').on(t.newsEventId, t.position), uniqueIndex('news_event_images_media_key').on(t.mediaId)],
);

/** The four WEFE pillars; `colorLight` marks access and `colorDark` availability in charts. */
export const pillars = pgTable('pillars', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  ...names,
  descriptionEn: text('description_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  descriptionFr: text('description_fr').notNull(),
  image: text('image'),
  colorLight: text('color_light').notNull(),
  colorDark: text('color_dark').notNull(),
  sectorId: integer('sector_id').references(() => sectors.id, { onDelete: 'set null' }),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** An indicator of a pillar with its provenance; `excluded` and `logTransform` are the method's treatments. */
export const indicators = pgTable(
  'indicators',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    pillarId: integer('pillar_id')
      .notNull()
      .references(() => pillars.id),
    type: text('type', { enum: ['access', 'availability'] }).notNull(),
    direction: text('direction', { enum: ['higher_is_better', 'lower_is_better'] }).notNull(),
    unit: text('unit').notNull(),
    ...names,
    sourceName: text('source_name').notNull(),
    sourceUrl: text('source_url').notNull(),
    licence: text('licence').notNull(),
    logTransform: boolean('log_transform').notNull().default(false),
    excluded: boolean('excluded').notNull().default(false),
    /** The value that scores 100 (an adequacy level); better values score 100 too. Null: the 97.5th percentile. */
    targetValue: doublePrecision('target_value'),
    treatmentNote: text('treatment_note'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('indicators_pillar_idx').on(t.pillarId, t.sortOrder)],
);

/** A published indicator value: one country, one year, exactly as the source gives it. */
export const indicatorValues = pgTable(
  'indicator_values',
  {
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    year: integer('year').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.indicatorId, t.countryId, t.year] }), index('indicator_values_country_idx').on(t.countryId, t.year)],
);

/**
 * Computed scores: the overall index (pillar_id null) or one pillar's score for a country and year,
 * rewritten as a whole by each recomputation (modules/index-data/index-data.recompute.ts).
 */
export const indexScores = pgTable(
  'index_scores',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    year: integer('year').notNull(),
    pillarId: integer('pillar_id').references(() => pillars.id, { onDelete: 'cascade' }),
    value: doublePrecision('value'),
    rank: integer('rank'),
    access: doublePrecision('access'),
    availability: doublePrecision('availability'),
    /** The rank's median and 5th-95th percentile over the uncertainty analysis (index.uncertainty.ts); null until it has run. */
    rankMedian: integer('rank_median'),
    rankLow: integer('rank_low'),
    rankHigh: integer('rank_high'),
    /** Indicators the country has, of those that entered the year's index (the pillar's, on a pillar row). */
    indicatorsUsed: integer('indicators_used').notNull().default(0),
    indicatorsTotal: integer('indicators_total').notNull().default(0),
    /** Why a country with data has no rank (overall rows): 'missing_sub_pillar' or 'too_few_indicators'. */
    unrankedReason: text('unranked_reason'),
    /** The sub-pillars it has no indicator for, as 'pillar.sub'. */
    missingSubPillars: jsonb('missing_sub_pillars').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    uniqueIndex('index_scores_overall_key').on(t.year, t.countryId).where(sql`${t.pillarId} is null`),
    uniqueIndex('index_scores_pillar_key').on(t.year, t.pillarId, t.countryId).where(sql`${t.pillarId} is not null`),
    index('index_scores_ranking_idx').on(t.year, t.pillarId, t.rank),
    index('index_scores_country_idx').on(t.countryId, t.year),
  ],
);

/** Each indicator's 0..100 score behind a country's index in a year, and the published value it came from. */
export const indicatorScores = pgTable(
  'indicator_scores',
  {
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    year: integer('year').notNull(),
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    score: doublePrecision('score').notNull(),
    rawValue: doublePrecision('raw_value').notNull(),
    sourceYear: integer('source_year').notNull(),
    carriedForward: boolean('carried_forward').notNull(),
    /** The indicator's share of the country's index (0..1), after the country's missing indicators. */
    weight: doublePrecision('weight').notNull().default(0),
    /** Its share of the country's pillar (0..1). */
    pillarWeight: doublePrecision('pillar_weight').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.year, t.indicatorId] })],
);

/** What each year's index rests on, rewritten with the scores (docs/methodology.md, *Which years compare*). */
export const indexYears = pgTable('index_years', {
  year: integer('year').primaryKey(),
  countries: integer('countries').notNull(),
  ranked: integer('ranked').notNull(),
  /** Codes of the indicators that entered the year's index. */
  entered: jsonb('entered').$type<string[]>().notNull(),
  /** Indicators left out for coverage, with the share of countries that had a value. */
  leftOut: jsonb('left_out').$type<Array<{ code: string; coverage: number }>>().notNull(),
  dataFrom: integer('data_from'),
  dataTo: integer('data_to'),
  carriedForwardShare: doublePrecision('carried_forward_share').notNull(),
  provisional: boolean('provisional').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
});

/**
 * The latest computation of the index: when it ran, its goalposts, and the state of its uncertainty
 * analysis, which runs after the scores are written (index.uncertainty-job.ts). One row, replaced by
 * each recomputation, so an analysis of older data can tell that it is stale.
 */
export const indexComputations = pgTable('index_computations', {
  id: serial('id').primaryKey(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().default(sql`now()`),
  /** indicator code -> { lower, upper, targeted }, in the indicator's unit. */
  goalposts: jsonb('goalposts').$type<Record<string, { lower: number; upper: number; targeted: boolean }>>().notNull(),
  uncertaintyRuns: integer('uncertainty_runs'),
  uncertaintySeed: integer('uncertainty_seed'),
  /** Set by the instance that took the analysis on; another may take it over when it is old. */
  uncertaintyClaimedAt: timestamp('uncertainty_claimed_at', { withTimezone: true }),
  uncertaintyDoneAt: timestamp('uncertainty_done_at', { withTimezone: true }),
  uncertaintyMs: integer('uncertainty_ms'),
  /** year -> each choice of the method changed alone and how far it moves the index ranking (index.uncertainty.ts). */
  sensitivity: jsonb('sensitivity').$type<Record<string, Array<{ choice: string; indicator: string | null; rho: number | null; moved: number; meanShift: number }>>>(),
});

/**
 * A thematic map in a sector. A map of a pillar's score or of one indicator (`pillarId` or
 * `indicatorId` set) gets its points from the computation; other maps hold points entered by staff.
 */
export const maps = pgTable(
  'maps',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => sectors.id),
    ...names,
    descriptionEn: text('description_en'),
    descriptionAr: text('description_ar'),
    descriptionFr: text('description_fr'),
    hintEn: text('hint_en'),
    hintAr: text('hint_ar'),
    hintFr: text('hint_fr'),
    pillarId: integer('pillar_id').references(() => pillars.id, { onDelete: 'cascade' }),
    indicatorId: integer('indicator_id').references(() => indicators.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('maps_sector_idx').on(t.sectorId, t.sortOrder)],
);

/** A legend entry of a map: values in [minValue, maxValue) get this key (an open end is null). */
export const mapKeys = pgTable(
  'map_keys',
  {
    id: serial('id').primaryKey(),
    mapId: integer('map_id')
      .notNull()
      .references(() => maps.id, { onDelete: 'cascade' }),
    ...names,
    color: text('color').notNull(),
    minValue: doublePrecision('min_value'),
    maxValue: doublePrecision('max_value'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('map_keys_map_idx').on(t.mapId, t.sortOrder)],
);

/** A data point of a map: a country's value in a year, drawn at lat/lng with its legend key. */
export const mapPoints = pgTable(
  'map_points',
  {
    id: serial('id').primaryKey(),
    mapId: integer('map_id')
      .notNull()
      .references(() => maps.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    year: integer('year').notNull(),
    value: doublePrecision('value').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    radius: integer('radius').notNull().default(20),
    markers: text('markers'),
    mapKeyId: integer('map_key_id').references(() => mapKeys.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('map_points_map_country_year_key').on(t.mapId, t.year, t.countryId),
    index('map_points_country_idx').on(t.countryId, t.mapId, t.year),
  ],
);

/** A partner organisation shown on the home, about and partners pages, in staff's order. */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    url: text('url'),
    organizationTypeId: integer('organization_type_id').references(() => organizationTypes.id),
    logoMediaId: integer('logo_media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    /** A logo shipped with the web app (seeded samples), used when no uploaded logo exists. */
    logoPath: text('logo_path'),
    featured: boolean('featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...searchColumns(sql`name`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('partners_order_idx').on(t.sortOrder, t.id)],
);

/** A page whose text staff manage (about-us): a title and HTML paragraphs in each language, sanitised when saved. */
export const sitePages = pgTable('site_pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleEn: text('title_en').notNull().default(''),
  titleAr: text('title_ar').notNull().default(''),
  titleFr: text('title_fr').notNull().default(''),
  paragraphsEn: jsonb('paragraphs_en').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  paragraphsAr: jsonb('paragraphs_ar').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  paragraphsFr: jsonb('paragraphs_fr').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  // Titles and paragraphs in every language, tags out (the paragraphs' JSON text: its quotes and commas are not words).
  ...searchColumns(
    sql`title_en || ' ' || title_ar || ' ' || title_fr || ' ' || regexp_replace(paragraphs_en::text || ' ' || paragraphs_ar::text || ' ' || paragraphs_fr::text, '<[^>]*>', ' ', 'g')`,
  ),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * One row per visitor per day: `visitorHash` is a keyed hash of the address and user agent with a key
 * that changes every day, so neither is stored and visits cannot be linked across days.
 */
export const siteVisits = pgTable(
  'site_visits',
  {
    day: date('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorHash] })],
);

/** A message sent through the contact form; staff mark it handled. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    location: text('location'),
    body: text('body').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    // Staff's answer from the console, mailed to the sender in the language they wrote in.
    replyBody: text('reply_body'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * One row per staff decision (approve, reject, update, delete, unpublish), written in the same
 * transaction as the change it records; `before` and `after` hold the fields the decision changed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId), index('audit_log_created_idx').on(t.createdAt)],
);

/**
 * Mail that must reach its reader though the process dies or SMTP is down: written in the transaction
 * of the change it tells of, sent after the commit and retried, deleted once sent. After 40 attempts it
 * is given up and kept for the administrators' console. Mail that carries a code or a sign-in link is
 * never stored here (modules/mail/mailer.ts).
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().default(sql`now()`),
    // While set and in the future, one process is sending the mail; after it (a crash mid-send) another may.
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    // Why the last attempt failed, as the mail server or the network said it (for the staff console).
    lastError: text('last_error'),
    // Set when the attempts ran out: the mail is no longer tried until an administrator sends it again.
    givenUpAt: timestamp('given_up_at', { withTimezone: true }),
    // The address that unsubscribes the recipient in one click (RFC 8058), for mail sent to a list (alert digests).
    listUnsubscribe: text('list_unsubscribe'),
  },
  (t) => [index('mail_queue_due_idx').on(t.nextAttemptAt)],
);

/**
 * A member's e-mail alerts (issue 30): the kinds, sectors and countries they follow (empty lists follow
 * all) and the digest's rhythm. Items approved after `window_start` go into the digest due at
 * `next_digest_at`. The unsubscribe token is kept as issued because every digest carries it, and it can
 * do one thing only: stop the alerts (decision 041).
 */
export const alertSubscriptions = pgTable(
  'alert_subscriptions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull(),
    kinds: text('kinds').array().notNull(),
    sectorIds: integer('sector_ids').array().notNull().default(sql`'{}'::integer[]`),
    countryIds: integer('country_ids').array().notNull().default(sql`'{}'::integer[]`),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().default(sql`now()`),
    nextDigestAt: timestamp('next_digest_at', { withTimezone: true }).notNull(),
    // Set by an unsubscribe (the link or the profile); cleared when the member subscribes again.
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('alert_subscriptions_due_idx').on(t.nextDigestAt).where(sql`${t.stoppedAt} is null`)],
);

/** The table of each reviewable content type (the contract's CONTENT_TYPES), each with the review columns. */
export const contentTables = { publications, stories, 'news-events': newsEvents } as const satisfies Record<ContentType, unknown>;

/**
 * A content type's table for SQL on the columns every one has (id, status, review and change dates).
 * TypeScript cannot see through the union of the tables, so they are read through one of them.
 */
export const contentTableOf = (type: ContentType) => contentTables[type] as typeof publications;
