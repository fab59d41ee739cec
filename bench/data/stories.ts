// Generates approved success stories owned by the members, with the rows their list and detail
// answers read: one or two sectors and one or two partners each. No images or documents.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { sustainabilityStatuses } from '../../apps/api/src/seed/data/reference-lists.ts';
import { idBase, syncIdSequence } from './bulk.ts';
import { contentRefsCte, contentRow, countryOf, dayBetween, inChunks, isoDay, momentOn, ownerOf, pillarSectorsSql } from './rows-sql.ts';
import { chance, element, int, intArray, pick, pick1 } from './sql-pick.ts';
import { languageAndThemes, listEntry, paragraph, personName, sentence, title, vocabularyCte, type TextRow } from './text-sql.ts';
import { BENCH_CONTENT_YEARS } from './volumes.ts';

const CHUNK = 25_000;

const row = contentRow;
/** The same story told in Arabic: its optional Arabic title, description and excerpt. */
const arabicRow: TextRow = { ...row, language: sql`2`, place: sql`c.name_ar` };
const n = row.n;

/** The CTEs `w`, `refs` and `r` (stories from..to with their language, themes, country, start day). */
function storyRows(from: number, to: number): SQL {
  const { language, theme, theme2 } = languageAndThemes(sql`g.n`, 300);
  return sql`with ${vocabularyCte()}, ${contentRefsCte()},
    r as (
      select g.n, ${language} as language, ${theme} as theme, ${theme2} as theme2,
             ${ownerOf(sql`g.n`, 310)} as owner_id, ${countryOf(sql`g.n`, 311, 40)} as country_id,
             ${dayBetween(sql`g.n`, 315, BENCH_CONTENT_YEARS * 365)} as start_day,
             ${chance(sql`g.n`, 316, 40)} as ongoing,
             ${chance(sql`g.n`, 317, 15)} and ${language} <> 2 as has_arabic
      from generate_series(${int(from)}, ${int(to)}) g(n), refs)`;
}

/** Inserts `count` approved stories and their sectors and partners, reporting progress after each chunk. */
export async function insertStories(db: Db, count: number, onProgress: (written: number) => void): Promise<void> {
  const base = await idBase(db, 'stories');
  await inChunks(count, CHUNK, async (from, to) => {
    await insertStoryChunk(db, base, from, to);
    await insertStorySectors(db, base, from, to);
    await insertStoryPartners(db, base, from, to);
  }, onProgress);
  await syncIdSequence(db, 'stories');
  await syncIdSequence(db, 'story_partners');
}

async function insertStoryChunk(db: Db, base: number, from: number, to: number) {
  const created = sql`least(now(), ${momentOn(sql`r.start_day + ${pick(n, 320, 730)}`, n, 321)})`;
  const arabic = (text: SQL) => sql`case when r.has_arabic then ${text} end`;
  await db.execute(sql`
    ${storyRows(from, to)}
    insert into stories (
      id, owner_id, status, reviewed_at, title, title_ar, description, description_ar, excerpt, excerpt_ar,
      background, main_components, achievements, sustainability_status_id, location, country_id,
      implementing_leader, is_ongoing, starting_date, ending_date, contact_name, contact_email, contact_position,
      story_link, donors, created_at, updated_at)
    select
      ${int(base)} + r.n, r.owner_id, 'approved', ${created} + interval '1 day',
      ${title(row, 330)}, ${arabic(title(arabicRow, 330))},
      ${paragraph(row, 340, 3)}, ${arabic(paragraph(arabicRow, 340, 3))},
      ${sentence(row, 350)}, ${arabic(sentence(arabicRow, 350))},
      ${paragraph(row, 360, 2)},
      ${paragraph(row, 370, 2)},
      case when ${chance(n, 380, 70)} then ${paragraph(row, 381, 1)} end,
      (${intArray(sustainabilityStatuses.map((s) => s.id))})[${pick1(n, 385, sustainabilityStatuses.length)}],
      (array[c.name_en, c.name_ar, c.name_fr])[r.language],
      r.country_id,
      ${listEntry('organisations', n, sql`r.language`, 390)},
      r.ongoing,
      ${isoDay(sql`r.start_day`)},
      case when not r.ongoing then ${isoDay(sql`r.start_day + 365 + ${pick(n, 395, 3 * 365)}`)} end,
      ${personName(n, sql`r.language`, 400)},
      'contact' || r.n || '@example.org',
      ${listEntry('positions', n, sql`r.language`, 405)},
      case when ${chance(n, 410, 30)} then 'https://example.org/stories/' || (${int(base)} + r.n) end,
      array_remove(array[
        case when ${chance(n, 415, 50)} then ${element(sql`w.donors`, n, 416)} end,
        case when ${chance(n, 417, 20)} then ${element(sql`w.donors`, n, 418)} end], null),
      ${created}, ${created}
    from r join countries c on c.id = r.country_id, w`);
}

async function insertStorySectors(db: Db, base: number, from: number, to: number) {
  await db.execute(pillarSectorsSql(storyRows(from, to), 'story_sectors', base, 420));
}

async function insertStoryPartners(db: Db, base: number, from: number, to: number) {
  const partner = sql`(r.n * 2 + p.position)`;
  await db.execute(sql`
    ${storyRows(from, to)}
    insert into story_partners (story_id, position, sector, organization)
    select ${int(base)} + r.n, p.position,
      ${listEntry('partner_sectors', partner, sql`r.language`, 430)},
      ${listEntry('organisations', partner, sql`r.language`, 431)}
    from r, w, lateral generate_series(0, ${pick(n, 432, 2)}) p(position)`);
}
