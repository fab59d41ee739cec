// Generates approved news items and events owned by the members, half of each, with the rows their
// answers read: sectors for all, and for events an agenda, two speakers and a partner. Starting
// dates run from twenty years ago to a year ahead, so the upcoming list has events too.
import { EVENT_TYPES, FEE_TYPES, POST_TYPE_IDS } from '@wefe/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { institutionCategories, organizationTypes, sustainabilityStatuses } from '../../apps/api/src/seed/data/reference-lists.ts';
import { idBase, syncIdSequence } from './bulk.ts';
import { contentRefsCte, contentRow, countryOf, dayBetween, inChunks, isoDay, momentOn, ownerOf, pillarSectorsSql } from './rows-sql.ts';
import { chance, int, intArray, pick, pick1, textArray } from './sql-pick.ts';
import { agendaLine, languageAndThemes, listEntry, newsEventTitle, paragraph, personName, vocabularyCte } from './text-sql.ts';
import { BENCH_CONTENT_YEARS } from './volumes.ts';

const CHUNK = 20_000;

const row = contentRow;
const n = row.n;

/** The CTEs `w`, `refs` and `r` (items from..to with their language, themes, country, kind and start day). */
function newsEventRows(from: number, to: number): SQL {
  const { language, theme, theme2 } = languageAndThemes(sql`g.n`, 500);
  return sql`with ${vocabularyCte()}, ${contentRefsCte()},
    r as (
      select g.n, ${language} as language, ${theme} as theme, ${theme2} as theme2,
             ${ownerOf(sql`g.n`, 510)} as owner_id, ${countryOf(sql`g.n`, 511, 50)} as country_id,
             g.n % 2 = 0 as is_event,
             ${dayBetween(sql`g.n`, 515, (BENCH_CONTENT_YEARS - 1) * 365, 365)} as start_day
      from generate_series(${int(from)}, ${int(to)}) g(n), refs)`;
}

/** Inserts `count` approved news items and events with their child rows, reporting progress after each chunk. */
export async function insertNewsEvents(db: Db, count: number, onProgress: (written: number) => void): Promise<void> {
  const base = await idBase(db, 'news_events');
  await inChunks(count, CHUNK, async (from, to) => {
    await insertNewsEventChunk(db, base, from, to);
    await insertNewsEventSectors(db, base, from, to);
    await insertEventDetails(db, base, from, to);
  }, onProgress);
  for (const table of ['news_events', 'news_event_agenda', 'news_event_speakers', 'news_event_partners']) await syncIdSequence(db, table);
}

async function insertNewsEventChunk(db: Db, base: number, from: number, to: number) {
  // News is added on its day and has no event fields (no leader, start or status: kindOfPostType); an event is announced one to four months ahead (never in the future).
  const created = sql`least(now(), ${momentOn(sql`r.start_day - case when r.is_event then 30 + ${pick(n, 520, 90)} else 0 end`, n, 521)})`;
  const event = (value: SQL) => sql`case when r.is_event then ${value} end`;
  const startTime = sql`lpad((8 + ${pick(n, 525, 10)})::text, 2, '0') || ':' || (array['00', '30'])[${pick1(n, 526, 2)}]`;
  await db.execute(sql`
    ${newsEventRows(from, to)}
    insert into news_events (
      id, owner_id, status, reviewed_at, type, title, description, post_type_id, organization_type_id, location,
      country_id, implementing_leader, starting_date, end_date, register_deadline, contact_name, contact_email,
      contact_position, post_link, website_url, registration_url, background, is_online, sustainability_status_id,
      event_type, organizer, capacity, fee_type, fee_amount, created_at, updated_at)
    select
      ${int(base)} + r.n, r.owner_id, 'approved', ${created} + interval '1 hour',
      case when r.is_event then 'event' else 'news' end,
      ${newsEventTitle(row, sql`r.is_event`, 530)},
      ${paragraph(row, 540, 2)},
      case when r.is_event then ${int(POST_TYPE_IDS.event)} when ${chance(n, 550, 20)} then ${int(POST_TYPE_IDS.announcement)} else ${int(POST_TYPE_IDS.news)} end,
      (${intArray(organizationTypes.map((t) => t.id))})[${pick1(n, 551, organizationTypes.length)}],
      (array[c.name_en, c.name_ar, c.name_fr])[r.language],
      r.country_id,
      ${event(listEntry('organisations', n, sql`r.language`, 552))},
      ${event(sql`${isoDay(sql`r.start_day`)} || case when ${chance(n, 553, 50)} then 'T' || ${startTime} else '' end`)},
      ${event(sql`case when ${chance(n, 555, 40)} then ${isoDay(sql`r.start_day + 1 + ${pick(n, 556, 3)}`)} end`)},
      ${event(sql`case when ${chance(n, 557, 40)} then ${isoDay(sql`r.start_day - 7`)} end`)},
      ${personName(n, sql`r.language`, 560)},
      'news' || r.n || '@example.org',
      ${listEntry('positions', n, sql`r.language`, 562)},
      case when ${chance(n, 563, 30)} then 'https://example.org/news/' || (${int(base)} + r.n) end,
      case when ${chance(n, 564, 40)} then 'https://example.org' end,
      ${event(sql`case when ${chance(n, 565, 50)} then 'https://example.org/register/' || (${int(base)} + r.n) end`)},
      case when not r.is_event and ${chance(n, 566, 50)} then ${paragraph(row, 567, 1)} end,
      r.is_event and ${chance(n, 570, 30)},
      case when r.is_event and ${chance(n, 571, 50)} then (${intArray(sustainabilityStatuses.map((s) => s.id))})[${pick1(n, 572, sustainabilityStatuses.length)}] end,
      ${event(sql`(${textArray(EVENT_TYPES)})[${pick1(n, 573, EVENT_TYPES.length)}]`)},
      ${event(listEntry('organisations', n, sql`r.language`, 574))},
      ${event(sql`30 + ${pick(n, 575, 471)}`)},
      ${event(sql`(${textArray(FEE_TYPES)})[${pick1(n, 576, FEE_TYPES.length)}]`)},
      ${event(sql`case when ${pick(n, 576, FEE_TYPES.length)} = 1 then (10 + ${pick(n, 577, 49_000)} / 100.0)::numeric(12, 2) end`)},
      ${created}, ${created}
    from r join countries c on c.id = r.country_id, w`);
}

async function insertNewsEventSectors(db: Db, base: number, from: number, to: number) {
  await db.execute(pillarSectorsSql(newsEventRows(from, to), 'news_event_sectors', base, 580));
}

// Every event: a three-line agenda, two speakers and one partner institution.
async function insertEventDetails(db: Db, base: number, from: number, to: number) {
  const rows = newsEventRows(from, to);
  const item = sql`(r.n * 3 + p.position)`;
  await db.execute(sql`
    ${rows}
    insert into news_event_agenda (news_event_id, position, outline)
    select ${int(base)} + r.n, p.position, ${agendaLine(row, sql`p.position`)}
    from r join countries c on c.id = r.country_id, w, generate_series(0, 2) p(position) where r.is_event`);
  await db.execute(sql`
    ${rows}
    insert into news_event_speakers (news_event_id, position, name, title, organization, bio)
    select ${int(base)} + r.n, p.position, ${personName(item, sql`r.language`, 590)},
      ${listEntry('positions', item, sql`r.language`, 592)}, ${listEntry('organisations', item, sql`r.language`, 593)}, null
    from r, w, generate_series(0, 1) p(position) where r.is_event`);
  await db.execute(sql`
    ${rows}
    insert into news_event_partners (news_event_id, position, organization, contact_person, contact_email, institution_category_id)
    select ${int(base)} + r.n, 0, ${listEntry('organisations', sql`r.n`, sql`r.language`, 595)},
      ${personName(n, sql`r.language`, 596)}, null,
      (${intArray(institutionCategories.map((c) => c.id))})[${pick1(n, 598, institutionCategories.length)}]
    from r, w where r.is_event`);
}
