// SQL of publications: the public list with its filters and search, one's own, and review decisions.
import { SEARCH_EXACT_TOTAL_MAX, type PublicationsQuery } from '@wefe/contract';
import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createReviewRepo } from '../moderation/review.repo.ts';
import { countries, mediaFiles, publications, publicationTypes, users } from '../../db/schema.ts';
import { boundedLimit, columnsWithoutSearch, firstMatching, orderTerms, pageRowsReader, pageIdsStatement, searchMatches, throughSearchIndexes, type OrderKey, type SearchMatch, type WithoutSearch } from '../../db/text-search.ts';
import { alias } from 'drizzle-orm/pg-core';

export type PublicationRow = typeof publications.$inferSelect;
export type NewPublication = typeof publications.$inferInsert;

const documentFile = alias(mediaFiles, 'document_file');
const imageFile = alias(mediaFiles, 'image_file');

/** The columns every answer needs: the publication, its type's names and its files. */
const selection = {
  publication: columnsWithoutSearch(publications),
  type: { id: publicationTypes.id, nameEn: publicationTypes.nameEn, nameAr: publicationTypes.nameAr, nameFr: publicationTypes.nameFr },
  document: { id: documentFile.id, originalName: documentFile.originalName, sizeBytes: documentFile.sizeBytes },
  image: { id: imageFile.id, variants: imageFile.variants },
};
export type PublicationView = {
  publication: WithoutSearch<PublicationRow>;
  type: { id: number; nameEn: string; nameAr: string; nameFr: string };
  document: { id: number; originalName: string; sizeBytes: number } | null;
  image: { id: number; variants: string | null } | null;
};

/** A page of the public list; a search with more matches than it counts says so (SEARCH_EXACT_TOTAL_MAX). */
export type PublicationsPage = { rows: PublicationView[]; total: number; totalIsLowerBound?: true };

// Escapes LIKE wildcards so a topic of "50%" means the text.
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Regions that are groups of countries are matched through the submitter's country as well: the
// submitters are a set the database builds and hashes once per query (`owner_id in (select …)`). The
// `exists` this replaced was costed as a lookup per row (1.5 million against 20,000), and counting
// MENA's 56,604 approved publications took 446-734 ms against 76-100 ms (bench data, PostgreSQL).
function regionCondition(region: string): SQL | undefined {
  if (region === 'Global') return undefined;
  const inRegion = region === 'MENA' ? sql`c.is_mena` : region === 'OIC' ? sql`c.is_oic` : sql`c.continent = ${region}`;
  const byCountry = sql`${publications.ownerId} in (select u.id from ${users} u join ${countries} c on c.id = u.country_id where ${inRegion})`;
  return or(eq(publications.region, region as PublicationRow['region']), byCountry);
}

/** The list's order for a sort; a search's rank orders rows of equal date, newest first. */
function listOrder(sort: PublicationsQuery['sort'], rank?: SQL): OrderKey[] {
  if (sort === 'az') return [{ by: sql`lower(${publications.title})`, direction: 'asc' }, { by: publications.id, direction: 'asc' }];
  if (sort === 'old') return [{ by: publications.publicationDate, direction: 'asc' }, { by: publications.id, direction: 'asc' }];
  return [{ by: publications.publicationDate, direction: 'desc' }, ...(rank ? [{ by: rank, direction: 'desc' } as const] : []), { by: publications.id, direction: 'desc' }];
}

/**
 * The ids of a common word's page, as an SQL array: its matches are dense, so walking the date index
 * finds a page in a few rows. By title no index serves the order, and the page comes from the word's
 * matches in its GIN index (the statement runs with sequential scans off), not from every row's search
 * vector. Its results end at SEARCH_EXACT_TOTAL_MAX, as the bounded total says.
 */
function commonWordPage(where: SQL, match: SearchMatch, sort: PublicationsQuery['sort'], offset: number, perPage: number): SQL {
  const within = boundedLimit(offset, perPage);
  if (within === 0) return sql`'{}'::int[]`;
  // The rank only orders rows of equal date. The misspelling fallback's rank compares the term with
  // each whole text (0.05 ms a row), and the planner, which cannot foresee that fallback's words,
  // ranked every match before sorting: 316 ms for "irigation" from 2011 (5,644 matches). Newest
  // first, it now ranks only the rows dated at or after the page's last row: 7.6 ms. Full text's
  // rank is cheap and its plan walks the date index already, so it is left as it was.
  const reach =
    sort === 'new' && match.rankReadsText
      ? sql`${publications.publicationDate} >= (select ${publications.publicationDate} from ${publications} where ${where} order by ${publications.publicationDate} desc limit 1 offset ${offset + within - 1})`
      : undefined;
  return sql`array(${pageIdsStatement({ from: sql`${publications}`, id: publications.id, where: and(where, reach), order: listOrder(sort, match.rank), offset, limit: within })})`;
}

/** Builds the publications repository over a database or transaction. */
export function createPublicationsRepo(db: Db) {
  const base = () =>
    db
      .select(selection)
      .from(publications)
      .innerJoin(publicationTypes, eq(publicationTypes.id, publications.publicationTypeId))
      .leftJoin(documentFile, eq(documentFile.id, publications.documentId))
      .leftJoin(imageFile, eq(imageFile.id, publications.imageId));
  const pageRows = pageRowsReader(db, (ids) => base().where(sql`${publications.id} = ${ids}`).prepare('publications_page_rows'), (view) => view.publication.id);

  /**
   * One page of a search and its total in one statement (issue 29). The matching rows are taken once,
   * through the search indexes, and counted there. The match is found in a subquery the planner cannot
   * merge with the filters (OFFSET 0): merged, it walked the (status, date) index for a common word,
   * reading each row's search vector until 1,001 matched (18.2 ms for "municipal" since 1990, where the
   * GIN index takes 7.1), because it counts the term's four equal lexemes (one per configuration) as
   * four chances and expects three times the matches there are. The filters (`filters`, without the
   * match) apply to the matches as they come. The rank, which
   * orders rows of equal date, is computed only for rows that can reach the page: those dated at or
   * after the page's last date. At most SEARCH_EXACT_TOTAL_MAX + 1 matches are taken: past that the
   * word is common and the page comes from the date index, as for a list without a search, in the
   * CASE's other branch (commonWordPage), which PostgreSQL runs only when taken.
   */
  async function searchPage(filters: SQL, match: SearchMatch, query: PublicationsQuery): Promise<PublicationsPage> {
    const where = and(filters, match.condition)!;
    const offset = (query.page - 1) * query.per_page;
    const last = offset + query.per_page - 1;
    const order =
      query.sort === 'az'
        ? sql`lower(${publications.title}) asc, ${publications.id} asc`
        : query.sort === 'old'
          ? sql`hits.d asc, ${publications.id} asc`
          : sql`hits.d desc, ${match.rank} desc, ${publications.id} desc`;
    const reach =
      query.sort === 'az'
        ? sql`true`
        : query.sort === 'old'
          ? sql`(select d from cut) is null or hits.d <= (select d from cut)`
          : sql`(select d from cut) is null or hits.d >= (select d from cut)`;
    const cutOrder = query.sort === 'old' ? sql`d asc` : sql`d desc`;
    const answer = await throughSearchIndexes(db, sql`
      with hits as materialized (
        select ${publications.id} as id, ${publications.publicationDate} as d
        from (select * from ${publications} where ${match.condition} offset 0) as ${publications}
        where ${filters} limit ${SEARCH_EXACT_TOTAL_MAX + 1}
      ),
      counted as materialized (select count(*)::int as n from hits),
      cut as (select d from hits order by ${cutOrder} limit 1 offset ${last}),
      ranked as (
        select hits.id, row_number() over (order by ${order}) as n
        from hits join ${publications} on ${publications.id} = hits.id
        where ${reach}
      )
      select (select n from counted) as total,
        case when (select n from counted) <= ${SEARCH_EXACT_TOTAL_MAX}
          then array(select id from ranked where n > ${offset} and n <= ${offset + query.per_page} order by n)
          else ${commonWordPage(where, match, query.sort, offset, query.per_page)}
        end as ids`);
    // Both drivers answer raw queries with `{ rows }`.
    const [row] = (answer as unknown as { rows: Array<{ total: number; ids: Array<number | string> }> }).rows;
    const total = row?.total ?? 0;
    const ids = (row?.ids ?? []).map(Number);
    const rows = await pageRows(ids);
    return total > SEARCH_EXACT_TOTAL_MAX ? { rows, total: SEARCH_EXACT_TOTAL_MAX, totalIsLowerBound: true } : { rows, total };
  }

  return {
    ...createReviewRepo(db, publications),

    /** Approved publications matching the filters, one page, with the total. */
    async listPublic(query: PublicationsQuery): Promise<PublicationsPage> {
      const conditions: SQL[] = [eq(publications.status, 'approved')];
      if (query.region) {
        const region = regionCondition(query.region);
        if (region) conditions.push(region);
      }
      if (query.content_language) conditions.push(eq(publications.contentLanguage, query.content_language));
      if (query.year_from !== undefined) conditions.push(gte(publications.publicationDate, `${query.year_from}-01-01`));
      if (query.year_to !== undefined) conditions.push(lte(publications.publicationDate, `${query.year_to}-12-31`));
      if (query.topic) {
        // The client joins several topics with commas: any of them matches.
        const topics = query.topic.split(',').map((t) => t.trim()).filter(Boolean);
        const matches = topics.flatMap((topic) => [ilike(publications.keywords, likeText(topic)), ilike(publications.sector, likeText(topic))]);
        if (matches.length) conditions.push(or(...matches)!);
      }
      if (query.publication_type_id) conditions.push(eq(publications.publicationTypeId, query.publication_type_id));
      const matches = query.search ? searchMatches(query.search, { vector: publications.searchVector, text: publications.searchText }) : undefined;
      return firstMatching(matches, async (match) => {
        if (match) return searchPage(and(...conditions)!, match, query);
        const where = and(...conditions);
        const order = listOrder(query.sort);
        // The page's ids first, from the publications alone (the date index, no joins), then their rows:
        // page 500 walked 6,000 joined rows of a 2-KB heap (140-160 ms on the bench data) for 12.
        const [page, totals] = await Promise.all([
          db
            .select({ id: publications.id })
            .from(publications)
            .where(where)
            .orderBy(...orderTerms(order))
            .limit(query.per_page)
            .offset((query.page - 1) * query.per_page),
          db.select({ total: count() }).from(publications).where(where),
        ]);
        const ids = page.map((row) => row.id);
        const rows = await pageRows(ids);
        return { rows, total: totals[0]?.total ?? 0 };
      });
    },

    async findView(id: number): Promise<PublicationView | undefined> {
      const [row] = await base().where(eq(publications.id, id));
      return row;
    },

    async listByOwner(ownerId: number): Promise<PublicationView[]> {
      return base().where(eq(publications.ownerId, ownerId)).orderBy(desc(publications.createdAt), desc(publications.id));
    },

    async insert(values: NewPublication): Promise<PublicationRow> {
      const [row] = await db.insert(publications).values(values).returning();
      return row!;
    },

    /** Applies an owner's edit and sends the item back to review. */
    async updateAsOwner(id: number, ownerId: number, values: Partial<NewPublication>): Promise<PublicationRow | undefined> {
      const [row] = await db
        .update(publications)
        .set({ ...values, status: 'pending', rejectionReason: null, reviewedAt: null, reviewedBy: null, updatedAt: sql`now()` })
        .where(and(eq(publications.id, id), eq(publications.ownerId, ownerId)))
        .returning();
      return row;
    },

    /** Every stored file of a publication: its document and its cover image. */
    async mediaIdsOf(id: number): Promise<number[]> {
      const [row] = await db.select({ documentId: publications.documentId, imageId: publications.imageId }).from(publications).where(eq(publications.id, id));
      return row ? [row.documentId, row.imageId].filter((mediaId): mediaId is number => mediaId !== null) : [];
    },

    /** Whether a publication type exists. */
    async typeExists(id: number): Promise<boolean> {
      return (await db.select({ id: publicationTypes.id }).from(publicationTypes).where(eq(publicationTypes.id, id)).limit(1)).length > 0;
    },
  };
}
export type PublicationsRepo = ReturnType<typeof createPublicationsRepo>;
