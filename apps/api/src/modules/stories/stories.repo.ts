// SQL of success stories: the public list with its filters, search and sorts, one's own, the lists a
// story holds (sectors, partners, visuals, documents), and review decisions.
import type { Language, StoriesQuery } from '@wefe/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { createReviewRepo } from '../moderation/review.repo.ts';
import { countries, mediaFiles, sectors, stories, storyDocuments, storyPartners, storySectors, storyVisuals, sustainabilityStatuses } from '../../db/schema.ts';
import { countryInRegion } from '../../db/country-region.ts';
import { jsonList } from '../../db/json-list.ts';
import { columnsWithoutSearch, firstMatching, matchingPage, pageIds, pageRowsReader, searchMatches, type OrderKey, type WithoutSearch } from '../../db/text-search.ts';

export type StoryRow = typeof stories.$inferSelect;
export type NewStory = typeof stories.$inferInsert;

type Names = { nameEn: string; nameAr: string; nameFr: string };
export type StoryView = {
  story: WithoutSearch<StoryRow>;
  country: { id: number } & Names;
  status: { id: number } & Names;
  featured: { id: number; variants: string | null } | null;
  sectors: Array<{ id: number } & Names>;
  partners: Array<{ sector: string; organization: string }>;
  visuals: Array<{ id: number; mediaId: number; position: number; altText: string | null; altTextAr: string | null; variants: string | null }>;
  documents: Array<{ id: number; mediaId: number; position: number; originalName: string; sizeBytes: number }>;
};
export type NewVisual = { mediaId: number; altText: string | null; altTextAr: string | null };

const featuredFile = alias(mediaFiles, 'featured_file');
const names = <T extends typeof countries | typeof sustainabilityStatuses | typeof sectors>(t: T) => ({ nameEn: t.nameEn, nameAr: t.nameAr, nameFr: t.nameFr });

/**
 * The lists a story holds (sectors, partners, visuals, documents), each a JSON array built by a
 * subquery of the same statement. Four queries after the stories' own cost a story search four more
 * round trips, planned and sent one by one (issue 29).
 */
const lists = {
  sectors: jsonList<StoryView['sectors']>(
    { id: sectors.id, ...names(sectors) },
    { from: sql`${storySectors} join ${sectors} on ${sectors.id} = ${storySectors.sectorId}`, where: eq(storySectors.storyId, stories.id), order: [sectors.sortOrder, sectors.id] },
  ),
  partners: jsonList<StoryView['partners']>(
    { sector: storyPartners.sector, organization: storyPartners.organization },
    { from: sql`${storyPartners}`, where: eq(storyPartners.storyId, stories.id), order: [storyPartners.position, storyPartners.id] },
  ),
  visuals: jsonList<StoryView['visuals']>(
    { id: storyVisuals.id, mediaId: storyVisuals.mediaId, position: storyVisuals.position, altText: storyVisuals.altText, altTextAr: storyVisuals.altTextAr, variants: mediaFiles.variants },
    { from: sql`${storyVisuals} join ${mediaFiles} on ${mediaFiles.id} = ${storyVisuals.mediaId}`, where: eq(storyVisuals.storyId, stories.id), order: [storyVisuals.position, storyVisuals.id] },
  ),
  documents: jsonList<StoryView['documents']>(
    { id: storyDocuments.id, mediaId: storyDocuments.mediaId, position: storyDocuments.position, originalName: mediaFiles.originalName, sizeBytes: mediaFiles.sizeBytes },
    { from: sql`${storyDocuments} join ${mediaFiles} on ${mediaFiles.id} = ${storyDocuments.mediaId}`, where: eq(storyDocuments.storyId, stories.id), order: [storyDocuments.position, storyDocuments.id] },
  ),
};

/** The columns of the story itself, of the rows every answer names (country, status, featured image) and its lists. */
const selection = {
  story: columnsWithoutSearch(stories),
  country: { id: countries.id, ...names(countries) },
  status: { id: sustainabilityStatuses.id, ...names(sustainabilityStatuses) },
  featured: { id: featuredFile.id, variants: featuredFile.variants },
  ...lists,
};

/** Builds the stories repository over a database or transaction. */
export function createStoriesRepo(db: Db) {
  const base = () =>
    db
      .select(selection)
      .from(stories)
      .innerJoin(countries, eq(countries.id, stories.countryId))
      .innerJoin(sustainabilityStatuses, eq(sustainabilityStatuses.id, stories.sustainabilityStatusId))
      .leftJoin(featuredFile, eq(featuredFile.id, stories.featuredImageId));
  const pageRows = pageRowsReader(db, (ids) => base().where(sql`${stories.id} = ${ids}`).prepare('stories_page_rows'), (row) => row.story.id);

  return {
    ...createReviewRepo(db, stories),

    /** Approved stories matching the filters, one page, with the total. Titles sort as the reader sees them. */
    async listPublic(query: StoriesQuery, language: Language): Promise<{ rows: StoryView[]; total: number; totalIsLowerBound?: true }> {
      const conditions: SQL[] = [eq(stories.status, 'approved')];
      if (query.status === 'ongoing') conditions.push(eq(stories.isOngoing, true));
      if (query.status === 'completed') conditions.push(eq(stories.isOngoing, false), isNotNull(stories.endingDate));
      if (query.is_ongoing !== undefined) conditions.push(eq(stories.isOngoing, query.is_ongoing));
      if (query.country_id !== undefined) conditions.push(eq(stories.countryId, query.country_id));
      if (query.city_id !== undefined) conditions.push(eq(stories.cityId, query.city_id));
      if (query.content_language) conditions.push(eq(stories.contentLanguage, query.content_language));
      if (query.category !== undefined) {
        conditions.push(sql`exists (select 1 from ${storySectors} where ${storySectors.storyId} = ${stories.id} and ${storySectors.sectorId} = ${query.category})`);
      }
      const region = countryInRegion(stories.countryId, query.region);
      if (region) conditions.push(region);
      const matches = query.search ? searchMatches(query.search, { vector: stories.searchVector, text: stories.searchText }) : undefined;
      return firstMatching(matches, async (match) => {
        const where = and(...conditions, match?.condition);

        const title = language === 'ar' ? sql`lower(coalesce(${stories.titleAr}, ${stories.title}))` : sql`lower(${stories.title})`;
        const order: OrderKey[] =
          query.sort === 'oldest'
            ? [{ by: stories.createdAt, direction: 'asc' }, { by: stories.id, direction: 'asc' }]
            : query.sort === 'title_az'
              ? [{ by: title, direction: 'asc' }, { by: stories.id, direction: 'asc' }]
              : query.sort === 'title_za'
                ? [{ by: title, direction: 'desc' }, { by: stories.id, direction: 'desc' }]
                : [{ by: stories.createdAt, direction: 'desc' }, { by: stories.id, direction: 'desc' }];
        // The table alone: a region is a condition on its country id (db/country-region.ts).
        const from = sql`${stories}`;
        if (match) {
          const page = await matchingPage(db, { from, id: stories.id, where: where!, order, offset: (query.page - 1) * query.per_page, limit: query.per_page });
          return { rows: await pageRows(page.ids), total: page.total, totalIsLowerBound: page.totalIsLowerBound };
        }
        const [ids, totals] = await Promise.all([
          pageIds(db, { from, id: stories.id, where, order, offset: (query.page - 1) * query.per_page, limit: query.per_page }),
          db.select({ total: count() }).from(stories).where(where),
        ]);
        return { rows: await pageRows(ids), total: totals[0]?.total ?? 0 };
      });
    },

    async findView(id: number): Promise<StoryView | undefined> {
      return (await base().where(eq(stories.id, id)))[0];
    },

    async listByOwner(ownerId: number): Promise<StoryView[]> {
      return base().where(eq(stories.ownerId, ownerId)).orderBy(desc(stories.createdAt), desc(stories.id));
    },

    async insert(values: NewStory): Promise<StoryRow> {
      const [row] = await db.insert(stories).values(values).returning();
      return row!;
    },

    /** Applies an owner's edit and sends the story back to review; undefined when it is not theirs. */
    async updateAsOwner(id: number, ownerId: number, values: Partial<NewStory>): Promise<StoryRow | undefined> {
      const [row] = await db
        .update(stories)
        .set({ ...values, status: 'pending', rejectionReason: null, reviewedAt: null, reviewedBy: null, updatedAt: sql`now()` })
        .where(and(eq(stories.id, id), eq(stories.ownerId, ownerId)))
        .returning();
      return row;
    },

    async replaceSectors(storyId: number, sectorIds: readonly number[]): Promise<void> {
      await db.delete(storySectors).where(eq(storySectors.storyId, storyId));
      if (sectorIds.length) await db.insert(storySectors).values(sectorIds.map((sectorId) => ({ storyId, sectorId })));
    },

    async replacePartners(storyId: number, partners: ReadonlyArray<{ sector: string; organization: string }>): Promise<void> {
      await db.delete(storyPartners).where(eq(storyPartners.storyId, storyId));
      if (partners.length) await db.insert(storyPartners).values(partners.map((p, position) => ({ storyId, position, sector: p.sector, organization: p.organization })));
    },

    /** Appends visuals after the story's last one. */
    async addVisuals(storyId: number, visuals: readonly NewVisual[]): Promise<void> {
      if (visuals.length === 0) return;
      const [last] = await db.select({ max: sql<number | null>`max(${storyVisuals.position})` }).from(storyVisuals).where(eq(storyVisuals.storyId, storyId));
      const start = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
      await db.insert(storyVisuals).values(visuals.map((v, i) => ({ storyId, mediaId: v.mediaId, position: start + i, altText: v.altText, altTextAr: v.altTextAr })));
    },

    /** Appends documents after the story's last one. */
    async addDocuments(storyId: number, mediaIds: readonly number[]): Promise<void> {
      if (mediaIds.length === 0) return;
      const [last] = await db.select({ max: sql<number | null>`max(${storyDocuments.position})` }).from(storyDocuments).where(eq(storyDocuments.storyId, storyId));
      const start = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
      await db.insert(storyDocuments).values(mediaIds.map((mediaId, i) => ({ storyId, mediaId, position: start + i })));
    },

    /** Removes these visuals of this story (others' are left alone); answers their media ids. */
    async removeVisuals(storyId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .delete(storyVisuals)
        .where(and(eq(storyVisuals.storyId, storyId), inArray(storyVisuals.id, [...ids])))
        .returning({ mediaId: storyVisuals.mediaId });
      return rows.map((row) => row.mediaId);
    },

    /** Removes these documents of this story (others' are left alone); answers their media ids. */
    async removeDocuments(storyId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .delete(storyDocuments)
        .where(and(eq(storyDocuments.storyId, storyId), inArray(storyDocuments.id, [...ids])))
        .returning({ mediaId: storyDocuments.mediaId });
      return rows.map((row) => row.mediaId);
    },

    /** Every stored file of a story: featured image, visuals and documents. */
    async mediaIdsOf(storyId: number): Promise<number[]> {
      const [story] = await db.select({ featured: stories.featuredImageId }).from(stories).where(eq(stories.id, storyId));
      const [visuals, documents] = await Promise.all([
        db.select({ mediaId: storyVisuals.mediaId }).from(storyVisuals).where(eq(storyVisuals.storyId, storyId)),
        db.select({ mediaId: storyDocuments.mediaId }).from(storyDocuments).where(eq(storyDocuments.storyId, storyId)),
      ]);
      return [...(story?.featured ? [story.featured] : []), ...visuals.map((v) => v.mediaId), ...documents.map((d) => d.mediaId)];
    },

    async countryExists(id: number): Promise<boolean> {
      return (await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1)).length > 0;
    },

    async sustainabilityStatusExists(id: number): Promise<boolean> {
      return (await db.select({ id: sustainabilityStatuses.id }).from(sustainabilityStatuses).where(eq(sustainabilityStatuses.id, id)).limit(1)).length > 0;
    },

    /** The ids among these that name no sector. */
    async unknownSectors(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const found = new Set((await db.select({ id: sectors.id }).from(sectors).where(inArray(sectors.id, [...ids]))).map((row) => row.id));
      return ids.filter((id) => !found.has(id));
    },

    /** How many visuals and documents a story holds, and which of these ids are its own. */
    async filesOf(storyId: number): Promise<{ visualIds: number[]; documentIds: number[] }> {
      const [visuals, documents] = await Promise.all([
        db.select({ id: storyVisuals.id }).from(storyVisuals).where(eq(storyVisuals.storyId, storyId)),
        db.select({ id: storyDocuments.id }).from(storyDocuments).where(eq(storyDocuments.storyId, storyId)),
      ]);
      return { visualIds: visuals.map((v) => v.id), documentIds: documents.map((d) => d.id) };
    },

    /** What the list's filters offer: every sector, and the countries that have approved stories. */
    async filterOptions() {
      const [sectorRows, countryRows] = await Promise.all([
        db.select({ id: sectors.id, ...names(sectors) }).from(sectors).orderBy(asc(sectors.sortOrder), asc(sectors.id)),
        db
          .selectDistinct({ id: countries.id, ...names(countries) })
          .from(countries)
          .innerJoin(stories, eq(stories.countryId, countries.id))
          .where(eq(stories.status, 'approved')),
      ]);
      return { sectors: sectorRows, countries: countryRows };
    },
  };
}
export type StoriesRepo = ReturnType<typeof createStoriesRepo>;
