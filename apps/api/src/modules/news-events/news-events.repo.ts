// SQL of news and events: the public list with its filters, search, sorts and the upcoming rule, one's
// own, the lists an item holds (sectors, agenda, speakers, partners, images), and review decisions.
import type { NewsEventSort, NewsEventsQuery } from '@wefe/contract';
import { and, count, desc, eq, gte, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  countries,
  institutionCategories,
  mediaFiles,
  newsEventAgenda,
  newsEventImages,
  newsEventPartners,
  newsEvents,
  newsEventSectors,
  newsEventSpeakers,
  organizationTypes,
  postTypes,
  sectors,
  sustainabilityStatuses,
} from '../../db/schema.ts';
import { countryInRegion } from '../../db/country-region.ts';
import { jsonList, jsonObject } from '../../db/json-list.ts';
import { columnsWithoutSearch, firstMatching, matchingPage, pageIds, pageRowsReader, searchMatches, type OrderKey, type WithoutSearch } from '../../db/text-search.ts';
import { createReviewRepo } from '../moderation/review.repo.ts';

export type NewsEventRow = typeof newsEvents.$inferSelect;
export type NewNewsEvent = typeof newsEvents.$inferInsert;

type Names = { nameEn: string; nameAr: string; nameFr: string };
export type NewsEventView = {
  item: WithoutSearch<NewsEventRow>;
  postType: { id: number } & Names;
  organizationType: { id: number } & Names;
  country: { id: number } & Names;
  attachment: { id: number; originalName: string; sizeBytes: number } | null;
  sectors: Array<{ id: number } & Names>;
  agenda: Array<{ id: number; outline: string }>;
  speakers: Array<{ id: number; name: string; title: string | null; organization: string | null; bio: string | null }>;
  partners: Array<{
    id: number;
    organization: string;
    contactPerson: string | null;
    contactEmail: string | null;
    institutionCategoryId: number | null;
    category: ({ id: number } & Names) | null;
  }>;
  images: Array<{ id: number; mediaId: number; position: number; altText: string | null; altTextAr: string | null; variants: string | null }>;
};
export type NewImage = { mediaId: number; altText: string | null; altTextAr: string | null };
export type NewSpeaker = { name: string; title: string | null; organization: string | null; bio: string | null };
export type NewPartner = { organization: string; contact_person: string | null; contact_email: string | null; institution_category_id: number | null };

/** A page of the public list: the filters, the sort to apply, and where `today` starts (YYYY-MM-DD, UTC). */
export type ListRequest = Omit<NewsEventsQuery, 'per_page' | 'limit' | 'sort'> & { sort: NewsEventSort; perPage: number; today: string };

const attachmentFile = alias(mediaFiles, 'attachment_file');
type Named = typeof countries | typeof postTypes | typeof organizationTypes | typeof sectors | typeof institutionCategories;
const names = <T extends Named>(t: T) => ({ nameEn: t.nameEn, nameAr: t.nameAr, nameFr: t.nameFr });

/**
 * The lists an item holds (sectors, agenda, speakers, partners, images), each a JSON array built by a
 * subquery of the statement that reads the items, as a story's are: five queries after the items'
 * own cost every list and search five more round trips (issue 29).
 */
const lists = {
  sectors: jsonList<NewsEventView['sectors']>(
    { id: sectors.id, ...names(sectors) },
    { from: sql`${newsEventSectors} join ${sectors} on ${sectors.id} = ${newsEventSectors.sectorId}`, where: eq(newsEventSectors.newsEventId, newsEvents.id), order: [sectors.sortOrder, sectors.id] },
  ),
  agenda: jsonList<NewsEventView['agenda']>(
    { id: newsEventAgenda.id, outline: newsEventAgenda.outline },
    { from: sql`${newsEventAgenda}`, where: eq(newsEventAgenda.newsEventId, newsEvents.id), order: [newsEventAgenda.position, newsEventAgenda.id] },
  ),
  speakers: jsonList<NewsEventView['speakers']>(
    { id: newsEventSpeakers.id, name: newsEventSpeakers.name, title: newsEventSpeakers.title, organization: newsEventSpeakers.organization, bio: newsEventSpeakers.bio },
    { from: sql`${newsEventSpeakers}`, where: eq(newsEventSpeakers.newsEventId, newsEvents.id), order: [newsEventSpeakers.position, newsEventSpeakers.id] },
  ),
  partners: jsonList<NewsEventView['partners']>(
    {
      id: newsEventPartners.id,
      organization: newsEventPartners.organization,
      contactPerson: newsEventPartners.contactPerson,
      contactEmail: newsEventPartners.contactEmail,
      institutionCategoryId: newsEventPartners.institutionCategoryId,
      category: sql`case when ${institutionCategories.id} is null then null else ${jsonObject({
        id: institutionCategories.id,
        nameEn: institutionCategories.nameEn,
        nameAr: sql`coalesce(${institutionCategories.nameAr}, ${institutionCategories.nameEn})`,
        nameFr: sql`coalesce(${institutionCategories.nameFr}, ${institutionCategories.nameEn})`,
      })} end`,
    },
    {
      from: sql`${newsEventPartners} left join ${institutionCategories} on ${institutionCategories.id} = ${newsEventPartners.institutionCategoryId}`,
      where: eq(newsEventPartners.newsEventId, newsEvents.id),
      order: [newsEventPartners.position, newsEventPartners.id],
    },
  ),
  images: jsonList<NewsEventView['images']>(
    { id: newsEventImages.id, mediaId: newsEventImages.mediaId, position: newsEventImages.position, altText: newsEventImages.altText, altTextAr: newsEventImages.altTextAr, variants: mediaFiles.variants },
    { from: sql`${newsEventImages} join ${mediaFiles} on ${mediaFiles.id} = ${newsEventImages.mediaId}`, where: eq(newsEventImages.newsEventId, newsEvents.id), order: [newsEventImages.position, newsEventImages.id] },
  ),
};

/** The item's own columns, the rows every answer names (post type, organization type, country, attachment) and its lists. */
const selection = {
  item: columnsWithoutSearch(newsEvents),
  postType: { id: postTypes.id, ...names(postTypes) },
  organizationType: { id: organizationTypes.id, ...names(organizationTypes) },
  country: { id: countries.id, ...names(countries) },
  attachment: { id: attachmentFile.id, originalName: attachmentFile.originalName, sizeBytes: attachmentFile.sizeBytes },
  ...lists,
};

/** `%`, `_` and `\` typed by a visitor match themselves in LIKE. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);


function orderOf(sort: NewsEventSort): OrderKey[] {
  switch (sort) {
    case 'oldest':
      return [{ by: newsEvents.createdAt, direction: 'asc' }, { by: newsEvents.id, direction: 'asc' }];
    case 'title':
      return [{ by: sql`lower(${newsEvents.title})`, direction: 'asc' }, { by: newsEvents.id, direction: 'asc' }];
    case 'date':
      // News has no start: after the events, newest first (PostgreSQL puts nulls first when descending).
      return [{ by: newsEvents.startingDate, direction: 'desc', nulls: 'last' }, { by: newsEvents.createdAt, direction: 'desc' }, { by: newsEvents.id, direction: 'desc' }];
    case 'upcoming':
      return [{ by: newsEvents.startingDate, direction: 'asc', nulls: 'last' }, { by: newsEvents.id, direction: 'asc' }];
    case 'newest':
      return [{ by: newsEvents.createdAt, direction: 'desc' }, { by: newsEvents.id, direction: 'desc' }];
  }
}

/** Builds the news and events repository over a database or transaction. */
export function createNewsEventsRepo(db: Db) {
  const base = () =>
    db
      .select(selection)
      .from(newsEvents)
      .innerJoin(postTypes, eq(postTypes.id, newsEvents.postTypeId))
      .innerJoin(organizationTypes, eq(organizationTypes.id, newsEvents.organizationTypeId))
      .innerJoin(countries, eq(countries.id, newsEvents.countryId))
      .leftJoin(attachmentFile, eq(attachmentFile.id, newsEvents.attachmentId));
  const pageRows = pageRowsReader(db, (ids) => base().where(sql`${newsEvents.id} = ${ids}`).prepare('news_events_page_rows'), (row) => row.item.id);

  /** Appends rows after the item's last position in a child table. */
  async function nextPosition(table: typeof newsEventImages, newsEventId: number): Promise<number> {
    const [last] = await db.select({ max: sql<number | null>`max(${table.position})` }).from(table).where(eq(table.newsEventId, newsEventId));
    return last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
  }

  return {
    ...createReviewRepo(db, newsEvents),

    /** Approved items matching the filters, one page, with the total. */
    async listPublic(query: ListRequest): Promise<{ rows: NewsEventView[]; total: number; totalIsLowerBound?: true }> {
      const conditions: SQL[] = [eq(newsEvents.status, 'approved')];
      if (query.type?.length) conditions.push(inArray(newsEvents.type, query.type));
      if (query.post_type_id?.length) conditions.push(inArray(newsEvents.postTypeId, query.post_type_id));
      if (query.organization_type_id?.length) conditions.push(inArray(newsEvents.organizationTypeId, query.organization_type_id));
      if (query.content_language) conditions.push(eq(newsEvents.contentLanguage, query.content_language));
      if (query.location) conditions.push(ilike(newsEvents.location, `%${escapeLike(query.location)}%`));
      // Starting today or later: a day ('2026-03-05') or a day and time ('2026-03-05T09:30') both
      // compare as text with the day.
      if (query.upcoming) conditions.push(gte(newsEvents.startingDate, query.today));
      const region = countryInRegion(newsEvents.countryId, query.region);
      if (region) conditions.push(region);
      const matches = query.search ? searchMatches(query.search, { vector: newsEvents.searchVector, text: newsEvents.searchText }) : undefined;
      return firstMatching(matches, async (match) => {
        const where = and(...conditions, match?.condition);
        // The table alone: a region is a condition on its country id (db/country-region.ts).
        const from = sql`${newsEvents}`;
        if (match) {
          // Its plan kept on PGlite's thread: planning was a seventh of a search there (text-search.ts).
          const page = await matchingPage(db, { from, id: newsEvents.id, where: where!, order: orderOf(query.sort), offset: (query.page - 1) * query.perPage, limit: query.perPage, keepPlan: true });
          return { rows: await pageRows(page.ids), total: page.total, totalIsLowerBound: page.totalIsLowerBound };
        }

        const [ids, totals] = await Promise.all([
          pageIds(db, { from, id: newsEvents.id, where, order: orderOf(query.sort), offset: (query.page - 1) * query.perPage, limit: query.perPage }),
          db.select({ total: count() }).from(newsEvents).where(where),
        ]);
        return { rows: await pageRows(ids), total: totals[0]?.total ?? 0 };
      });
    },

    async findView(id: number): Promise<NewsEventView | undefined> {
      return (await base().where(eq(newsEvents.id, id)))[0];
    },

    async listByOwner(ownerId: number): Promise<NewsEventView[]> {
      return base().where(eq(newsEvents.ownerId, ownerId)).orderBy(desc(newsEvents.createdAt), desc(newsEvents.id));
    },

    async insert(values: NewNewsEvent): Promise<NewsEventRow> {
      const [row] = await db.insert(newsEvents).values(values).returning();
      return row!;
    },

    /** Applies an owner's edit and sends the item back to review; undefined when it is not theirs. */
    async updateAsOwner(id: number, ownerId: number, values: Partial<NewNewsEvent>): Promise<NewsEventRow | undefined> {
      const [row] = await db
        .update(newsEvents)
        .set({ ...values, status: 'pending', rejectionReason: null, reviewedAt: null, reviewedBy: null, updatedAt: sql`now()` })
        .where(and(eq(newsEvents.id, id), eq(newsEvents.ownerId, ownerId)))
        .returning();
      return row;
    },

    async replaceSectors(newsEventId: number, sectorIds: readonly number[]): Promise<void> {
      await db.delete(newsEventSectors).where(eq(newsEventSectors.newsEventId, newsEventId));
      if (sectorIds.length) await db.insert(newsEventSectors).values(sectorIds.map((sectorId) => ({ newsEventId, sectorId })));
    },

    async replaceAgenda(newsEventId: number, outlines: readonly string[]): Promise<void> {
      await db.delete(newsEventAgenda).where(eq(newsEventAgenda.newsEventId, newsEventId));
      if (outlines.length) await db.insert(newsEventAgenda).values(outlines.map((outline, position) => ({ newsEventId, position, outline })));
    },

    async replaceSpeakers(newsEventId: number, speakers: readonly NewSpeaker[]): Promise<void> {
      await db.delete(newsEventSpeakers).where(eq(newsEventSpeakers.newsEventId, newsEventId));
      if (speakers.length) await db.insert(newsEventSpeakers).values(speakers.map((s, position) => ({ newsEventId, position, ...s })));
    },

    async replacePartners(newsEventId: number, partners: readonly NewPartner[]): Promise<void> {
      await db.delete(newsEventPartners).where(eq(newsEventPartners.newsEventId, newsEventId));
      if (partners.length) {
        await db.insert(newsEventPartners).values(
          partners.map((p, position) => ({
            newsEventId,
            position,
            organization: p.organization,
            contactPerson: p.contact_person,
            contactEmail: p.contact_email,
            institutionCategoryId: p.institution_category_id,
          })),
        );
      }
    },

    /** Appends images after the item's last one. */
    async addImages(newsEventId: number, images: readonly NewImage[]): Promise<void> {
      if (images.length === 0) return;
      const start = await nextPosition(newsEventImages, newsEventId);
      await db.insert(newsEventImages).values(images.map((image, i) => ({ newsEventId, position: start + i, ...image })));
    },

    /** Removes these images of this item (others' are left alone); answers their media ids. */
    async removeImages(newsEventId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .delete(newsEventImages)
        .where(and(eq(newsEventImages.newsEventId, newsEventId), inArray(newsEventImages.id, [...ids])))
        .returning({ mediaId: newsEventImages.mediaId });
      return rows.map((row) => row.mediaId);
    },

    /** Every stored file of an item: its images and its attachment. */
    async mediaIdsOf(newsEventId: number): Promise<number[]> {
      const [item] = await db.select({ attachment: newsEvents.attachmentId }).from(newsEvents).where(eq(newsEvents.id, newsEventId));
      const images = await db.select({ mediaId: newsEventImages.mediaId }).from(newsEventImages).where(eq(newsEventImages.newsEventId, newsEventId));
      return [...(item?.attachment ? [item.attachment] : []), ...images.map((image) => image.mediaId)];
    },

    /** Which of the references an item names exist: answers the fields whose id names nothing. */
    async unknownReferences(refs: {
      country_id?: number;
      post_type_id?: number;
      organization_type_id?: number;
      sustainability_status_id?: number | null;
      sectors?: readonly number[];
      institution_category_ids?: readonly number[];
    }): Promise<{ fields: string[]; unknownCategories: number[] }> {
      const exists = async (table: typeof countries | typeof postTypes | typeof organizationTypes | typeof sustainabilityStatuses, id: number) =>
        (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;
      const fields: string[] = [];
      if (refs.country_id !== undefined && !(await exists(countries, refs.country_id))) fields.push('country_id');
      if (refs.post_type_id !== undefined && !(await exists(postTypes, refs.post_type_id))) fields.push('post_type_id');
      if (refs.organization_type_id !== undefined && !(await exists(organizationTypes, refs.organization_type_id))) fields.push('organization_type_id');
      if (typeof refs.sustainability_status_id === 'number' && !(await exists(sustainabilityStatuses, refs.sustainability_status_id))) fields.push('sustainability_status_id');
      if (refs.sectors?.length) {
        const found = new Set((await db.select({ id: sectors.id }).from(sectors).where(inArray(sectors.id, [...refs.sectors]))).map((row) => row.id));
        if (refs.sectors.some((id) => !found.has(id))) fields.push('sectors');
      }
      let unknownCategories: number[] = [];
      if (refs.institution_category_ids?.length) {
        const wanted = [...new Set(refs.institution_category_ids)];
        const found = new Set((await db.select({ id: institutionCategories.id }).from(institutionCategories).where(inArray(institutionCategories.id, wanted))).map((row) => row.id));
        unknownCategories = wanted.filter((id) => !found.has(id));
      }
      return { fields, unknownCategories };
    },
  };
}
export type NewsEventsRepo = ReturnType<typeof createNewsEventsRepo>;
