// Generates approved publications owned by the members: one language each, two themes, a pillar as
// sector, types and regions spread so that every filter is selective, dates over twenty years.
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { publicationTypes } from '../../apps/api/src/seed/data/reference-lists.ts';
import { idBase, syncIdSequence } from './bulk.ts';
import { BENCH_CONTENT_YEARS } from './volumes.ts';
import { contentRefsCte, contentRow, countryOf, dayBetween, inChunks, isoDay, momentOn, ownerOf } from './rows-sql.ts';
import { chance, int, intArray, pick1, textArray } from './sql-pick.ts';
import { languageAndThemes, listEntry, paragraph, personName, pillarName, title, vocabularyCte } from './text-sql.ts';

/** Rows per statement: large enough to stay set-based, small enough to report progress. */
const CHUNK = 25_000;

// Weighted: 40 % Global, 20 % MENA, 10 % each of the others.
const REGION_DRAW = ['Global', 'Global', 'Global', 'Global', 'MENA', 'MENA', 'OIC', 'Africa', 'Asia', 'Europe'];

const row = contentRow;

/** Inserts `count` approved publications, reporting the rows written after each chunk. */
export async function insertPublications(db: Db, count: number, onProgress: (written: number) => void): Promise<void> {
  const base = await idBase(db, 'publications');
  const { language, theme, theme2 } = languageAndThemes(sql`g.n`, 200);
  const n = row.n;
  await inChunks(count, CHUNK, async (from, to) => {
    await db.execute(sql`
      with ${vocabularyCte()}, ${contentRefsCte()},
      r as (
        select g.n, ${language} as language, ${theme} as theme, ${theme2} as theme2,
               ${ownerOf(sql`g.n`, 210)} as owner_id, ${countryOf(sql`g.n`, 211, 35)} as country_id,
               ${dayBetween(sql`g.n`, 215, BENCH_CONTENT_YEARS * 365)} as day
        from generate_series(${int(from)}, ${int(to)}) g(n), refs)
      insert into publications (
        id, owner_id, status, reviewed_at, title, publication_type_id, author, publication_date, sector,
        summary, keywords, link, region, created_at, updated_at)
      select
        ${int(base)} + r.n, r.owner_id, 'approved', ${momentOn(sql`r.day`, n, 220)} + interval '1 day',
        ${title(row, 230)},
        (${intArray(publicationTypes.map((t) => t.id))})[${pick1(n, 240, publicationTypes.length)}],
        ${personName(n, sql`r.language`, 245)},
        ${isoDay(sql`r.day`)},
        ${pillarName(sql`r.theme`)},
        ${paragraph(row, 250, 3)},
        concat_ws(', ', w.themes[r.language][r.theme], w.themes[r.language][r.theme2], ${listEntry('groups', n, sql`r.language`, 270)}),
        case when ${chance(n, 275, 50)} then 'https://example.org/library/' || (${int(base)} + r.n) end,
        (${textArray(REGION_DRAW)})[${pick1(n, 280, REGION_DRAW.length)}],
        ${momentOn(sql`r.day`, n, 220)}, ${momentOn(sql`r.day`, n, 220)}
      from r join countries c on c.id = r.country_id, w`);
  }, onProgress);
  await syncIdSequence(db, 'publications');
}
