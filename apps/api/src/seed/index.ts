// Loads the reference data into an empty database; tables that already hold rows are left alone,
// so staff edits survive restarts.
import { count, eq } from 'drizzle-orm';
import type { Language } from '@wefe/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import { inTransaction, type Db } from '../db/client.ts';
import {
  countries,
  educationLevels,
  institutionCategories,
  newsEventAgenda,
  newsEventPartners,
  newsEvents,
  newsEventSectors,
  newsEventSpeakers,
  organizationTypes,
  postTypes,
  publications,
  publicationTypes,
  systemSettings,
  sectors,
  stories,
  storyPartners,
  storySectors,
  sustainabilityStatuses,
} from '../db/schema.ts';
import countryData from './data/countries.json' with { type: 'json' };
import * as lists from './data/reference-lists.ts';
import { sampleNewsEvents } from './data/sample-news-events.ts';
import { samplePublications } from './data/sample-publications.ts';
import { sampleStories } from './data/sample-stories.ts';

type NamedEntry = { id: number; slug: string; name_en: string; name_ar: string; name_fr: string };

const lookupRows = (entries: readonly NamedEntry[]) =>
  entries.map((entry, index) => ({
    id: entry.id,
    slug: entry.slug,
    nameEn: entry.name_en,
    nameAr: entry.name_ar,
    nameFr: entry.name_fr,
    sortOrder: index,
  }));

async function isEmpty(db: Db, table: PgTable) {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** Seeds every reference table that is still empty; answers the names of the tables it filled. */
export async function seedReferenceData(db: Db): Promise<string[]> {
  const filled: string[] = [];
  await inTransaction(db, async (tx) => {
    const fill = async (name: string, table: PgTable, rows: Record<string, unknown>[]) => {
      if (rows.length === 0 || !(await isEmpty(tx, table))) return;
      await tx.insert(table).values(rows as never);
      filled.push(name);
    };
    await fill(
      'countries',
      countries,
      countryData.countries.map((c) => ({
        iso2: c.iso2,
        iso3: c.iso3,
        numericCode: c.numeric,
        nameEn: c.name_en,
        nameAr: c.name_ar,
        nameFr: c.name_fr,
        callingCode: c.calling_code,
        latitude: c.latitude,
        longitude: c.longitude,
        continent: c.continent,
        isMena: c.is_mena,
        isOic: c.is_oic,
      })),
    );
    await fill('organization_types', organizationTypes, lookupRows(lists.organizationTypes));
    await fill('education_levels', educationLevels, lookupRows(lists.educationLevels));
    await fill('post_types', postTypes, lookupRows(lists.postTypes));
    await fill('sustainability_statuses', sustainabilityStatuses, lookupRows(lists.sustainabilityStatuses));
    await fill('publication_types', publicationTypes, lookupRows(lists.publicationTypes));
    await fill('institution_categories', institutionCategories, lookupRows(lists.institutionCategories));
    await fill(
      'sectors',
      sectors,
      lists.sectors.map((sector, index) => ({
        ...lookupRows([sector])[0],
        type: sector.type,
        descriptionEn: sector.description_en,
        descriptionAr: sector.description_ar,
        descriptionFr: sector.description_fr,
        sortOrder: index,
      })),
    );
  });
  return filled;
}

const SAMPLES_MARKER = 'sample_publications_seeded';

/** Seeds the starter publications once in a database's life: deleted ones do not come back. */
export async function seedSamplePublications(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [marker] = await tx.select().from(systemSettings).where(eq(systemSettings.key, SAMPLES_MARKER));
    if (marker) return 0;
    const types = await tx.select({ id: publicationTypes.id, slug: publicationTypes.slug }).from(publicationTypes);
    const typeId = (slug: string) => types.find((t) => t.slug === slug)?.id ?? types[0]!.id;
    await tx.insert(publications).values(
      samplePublications.map((p) => ({
        title: p.title,
        publicationTypeId: typeId(p.typeSlug),
        author: p.author,
        publicationDate: p.date,
        sector: p.sector,
        summary: p.summary,
        keywords: p.keywords,
        region: p.region,
        link: p.link,
        contentLanguage: p.language,
        status: 'approved' as const,
      })),
    );
    await tx.insert(systemSettings).values({ key: SAMPLES_MARKER, value: new Date().toISOString() });
    return samplePublications.length;
  });
}

/** A sample's language, from the mark its title starts with: "Sample:", "Exemple :" or "نموذج:". */
function sampleLanguage(title: string): Language {
  if (title.startsWith('Exemple')) return 'fr';
  return title.startsWith('نموذج') ? 'ar' : 'en';
}

const STORY_SAMPLES_MARKER = 'sample_stories_seeded';
/** The contact address of every sample story (a reserved example domain). */
export const SAMPLE_STORY_EMAIL = 'sample.stories@example.org';

/** Seeds the sample success stories once in a database's life, approved: deleted samples do not come back. */
export async function seedSampleStories(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [marker] = await tx.select().from(systemSettings).where(eq(systemSettings.key, STORY_SAMPLES_MARKER));
    if (marker) return 0;
    const countryRows = await tx.select({ id: countries.id, iso2: countries.iso2 }).from(countries);
    const sectorRows = await tx.select({ id: sectors.id, slug: sectors.slug }).from(sectors);
    const countryId = (iso2: string) => countryRows.find((c) => c.iso2 === iso2)!.id;
    for (const sample of sampleStories) {
      const [row] = await tx
        .insert(stories)
        .values({
          status: 'approved',
          title: sample.title,
          contentLanguage: sampleLanguage(sample.title),
          titleAr: sample.title_ar,
          description: sample.desc,
          descriptionAr: sample.content_ar,
          excerpt: sample.excerpt,
          excerptAr: sample.excerpt_ar,
          background: sample.background,
          mainComponents: sample.main_components,
          achievements: sample.achievements,
          sustainabilityStatusId: sample.sustainability_status_id,
          sustainabilityStatusDesc: sample.sustainability_status_desc,
          location: sample.location,
          countryId: countryId(sample.country),
          implementingLeader: sample.implementing_leader,
          isOngoing: sample.is_ongoing,
          startingDate: sample.starting_date,
          endingDate: sample.ending_date,
          contactName: sample.contact_name,
          contactEmail: SAMPLE_STORY_EMAIL,
          contactPosition: sample.contact_position,
          donors: sample.donors,
          createdAt: new Date(sample.created_at),
          updatedAt: new Date(sample.created_at),
        })
        .returning({ id: stories.id });
      const storyId = row!.id;
      const sectorIds = sample.sectors.flatMap((slug) => sectorRows.filter((s) => s.slug === slug).map((s) => s.id));
      if (sectorIds.length) await tx.insert(storySectors).values(sectorIds.map((sectorId) => ({ storyId, sectorId })));
      if (sample.partners.length) await tx.insert(storyPartners).values(sample.partners.map((p, position) => ({ storyId, position, ...p })));
    }
    await tx.insert(systemSettings).values({ key: STORY_SAMPLES_MARKER, value: new Date().toISOString() });
    return sampleStories.length;
  });
}

const NEWS_EVENT_SAMPLES_MARKER = 'sample_news_events_seeded';
/** The contact address of every sample news item and event (a reserved example domain). */
export const SAMPLE_NEWS_EVENT_EMAIL = 'sample.news@example.org';

/** The day `days` after `from` (UTC), as YYYY-MM-DD. */
const dayAfter = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Seeds the sample news and events once in a database's life, approved: deleted samples do not come
 * back. Their dates count from `now`, so a fresh hub has upcoming events.
 */
export async function seedSampleNewsEvents(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [marker] = await tx.select().from(systemSettings).where(eq(systemSettings.key, NEWS_EVENT_SAMPLES_MARKER));
    if (marker) return 0;
    const countryRows = await tx.select({ id: countries.id, iso2: countries.iso2 }).from(countries);
    const sectorRows = await tx.select({ id: sectors.id, slug: sectors.slug }).from(sectors);
    const categoryRows = await tx.select({ id: institutionCategories.id, slug: institutionCategories.slug }).from(institutionCategories);
    const countryId = (iso2: string) => countryRows.find((c) => c.iso2 === iso2)!.id;
    for (const sample of sampleNewsEvents) {
      const startDay = sample.starts_in_days === undefined ? null : dayAfter(now, sample.starts_in_days);
      const added = new Date(now.getTime() - sample.added_days_ago * 86_400_000);
      const [row] = await tx
        .insert(newsEvents)
        .values({
          status: 'approved',
          type: sample.type,
          title: sample.title,
          contentLanguage: sampleLanguage(sample.title),
          description: sample.desc,
          postTypeId: sample.post_type_id,
          organizationTypeId: sample.organization_type_id,
          location: sample.location,
          countryId: countryId(sample.country),
          implementingLeader: sample.implementing_leader ?? null,
          startingDate: startDay && sample.start_time ? `${startDay}T${sample.start_time}` : startDay,
          endDate: sample.extra_days && sample.starts_in_days !== undefined ? dayAfter(now, sample.starts_in_days + sample.extra_days) : null,
          duration: sample.duration ?? null,
          eventType: sample.event_type ?? null,
          feeType: sample.fee_type ?? null,
          feeAmount: sample.fee_amount ?? null,
          isOnline: sample.is_online ?? false,
          capacity: sample.capacity ?? null,
          organizer: sample.organizer ?? null,
          contactName: sample.contact_name,
          contactEmail: SAMPLE_NEWS_EVENT_EMAIL,
          createdAt: added,
          updatedAt: added,
        })
        .returning({ id: newsEvents.id });
      const newsEventId = row!.id;
      const sectorIds = sample.sectors.flatMap((slug) => sectorRows.filter((s) => s.slug === slug).map((s) => s.id));
      if (sectorIds.length) await tx.insert(newsEventSectors).values(sectorIds.map((sectorId) => ({ newsEventId, sectorId })));
      if (sample.agenda?.length) await tx.insert(newsEventAgenda).values(sample.agenda.map((outline, position) => ({ newsEventId, position, outline })));
      if (sample.speakers?.length) await tx.insert(newsEventSpeakers).values(sample.speakers.map((s, position) => ({ newsEventId, position, ...s })));
      if (sample.partners?.length) {
        await tx.insert(newsEventPartners).values(
          sample.partners.map((p, position) => ({
            newsEventId,
            position,
            organization: p.organization,
            contactPerson: p.contact_person,
            institutionCategoryId: categoryRows.find((c) => c.slug === p.institution_category_slug)?.id ?? null,
          })),
        );
      }
    }
    await tx.insert(systemSettings).values({ key: NEWS_EVENT_SAMPLES_MARKER, value: now.toISOString() });
    return sampleNewsEvents.length;
  });
}
