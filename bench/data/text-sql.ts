// Builds realistic trilingual text inside INSERT … SELECT statements: the vocabulary of words.ts is
// bound once per statement as arrays in a CTE `w` ([language][entry]; language 1 en, 2 ar, 3 fr), and
// each row fills patterns with its themes and place.
import { sql, type SQL } from 'drizzle-orm';
import { int, intArray, pick, pick1, textArray } from './sql-pick.ts';
import * as words from './words.ts';

const LANGUAGES = ['en', 'ar', 'fr'] as const;

/** The language codes of the hub, by the 1-based number generated rows carry. */
export const languageCode = (language: SQL): SQL => sql`(array['en','ar','fr'])[${language}]`;

const byLanguage = (list: readonly words.Trilingual[]) => LANGUAGES.map((language) => list.map((entry) => entry[language]));

const capitalised = (list: readonly words.Trilingual[]) =>
  byLanguage(list).map((entries) => entries.map((entry) => entry.charAt(0).toUpperCase() + entry.slice(1)));

/** The CTE `w` every text builder below reads. */
export function vocabularyCte(): SQL {
  const names = words.PERSON_NAMES;
  return sql`w as (select
    ${textArray(byLanguage(words.THEMES))} as themes,
    ${textArray(capitalised(words.THEMES))} as themes_cap,
    ${intArray(words.THEMES.map((theme) => theme.pillar))} as theme_pillars,
    ${textArray(words.PILLAR_NAMES_EN)} as pillar_names,
    ${textArray(byLanguage(words.TITLE_PATTERNS))} as titles,
    ${textArray(byLanguage(words.NEWS_EVENT_TITLE_PATTERNS))} as news_event_titles,
    ${textArray(byLanguage(words.SENTENCE_PATTERNS))} as sentences,
    ${textArray(byLanguage(words.GROUPS))} as groups,
    ${textArray(byLanguage(words.ORGANISATIONS))} as organisations,
    ${textArray(byLanguage(words.POSITIONS))} as positions,
    ${textArray(byLanguage(words.PARTNER_SECTORS))} as partner_sectors,
    ${textArray(byLanguage(words.AGENDA_PATTERNS))} as agenda,
    ${textArray([names.latin.first, names.arabic.first])} as first_names,
    ${textArray([names.latin.last, names.arabic.last])} as last_names,
    ${textArray(words.DONORS)} as donors)`;
}

/** A generated row as the text builders see it: its number, language (1-3), two themes (1-20) and a place. */
export interface TextRow {
  n: SQL;
  language: SQL;
  theme: SQL;
  theme2: SQL;
  place: SQL;
}

/** Expressions of a row's language and two distinct themes, from its number. */
export function languageAndThemes(n: SQL, salt: number): { language: SQL; theme: SQL; theme2: SQL } {
  const themes = words.THEMES.length;
  const share = pick(n, salt, 100);
  return {
    // About 40 % English, 30 % Arabic, 30 % French.
    language: sql`(case when ${share} < 40 then 1 when ${share} < 70 then 2 else 3 end)`,
    theme: pick1(n, salt + 1, themes),
    theme2: sql`(1 + (${pick(n, salt + 1, themes)} + 1 + ${pick(n, salt + 2, themes - 1)}) % ${int(themes)})`,
  };
}

/** A pattern with its placeholders filled from the row; `salt` chooses the group of people. */
function fill(pattern: SQL, row: TextRow, salt: number): SQL {
  const theme = sql`w.themes[${row.language}][${row.theme}]`;
  return sql`replace(replace(replace(replace(replace(${pattern},
    '{T}', w.themes_cap[${row.language}][${row.theme}]),
    '{t2}', w.themes[${row.language}][${row.theme2}]),
    '{t}', ${theme}),
    '{p}', ${row.place}),
    '{w}', w.groups[${row.language}][${pick1(row.n, salt, words.GROUPS.length)}])`;
}

/** A publication or story title in the row's language. */
export function title(row: TextRow, salt: number): SQL {
  return fill(sql`w.titles[${row.language}][${pick1(row.n, salt, words.TITLE_PATTERNS.length)}]`, row, salt + 1);
}

/** A news title (isEvent false) or an event title in the row's language. */
export function newsEventTitle(row: TextRow, isEvent: SQL, salt: number): SQL {
  const index = sql`(case when ${isEvent} then 4 else 1 end + ${pick(row.n, salt, 3)})`;
  return fill(sql`w.news_event_titles[${row.language}][${index}]`, row, salt + 1);
}

/** One sentence in the row's language. */
export function sentence(row: TextRow, salt: number): SQL {
  return fill(sql`w.sentences[${row.language}][${pick1(row.n, salt, words.SENTENCE_PATTERNS.length)}]`, row, salt + 1);
}

/** `count` sentences; uses salts salt .. salt + 2 * count - 1. */
export function paragraph(row: TextRow, salt: number, count: number): SQL {
  const sentences = Array.from({ length: count }, (_, i) => sentence(row, salt + 2 * i));
  return sql`concat_ws(' ', ${sql.join(sentences, sql`, `)})`;
}

/** A person's name, in Arabic script for Arabic rows. */
export function personName(n: SQL, language: SQL, salt: number): SQL {
  const script = sql`(case when ${language} = 2 then 2 else 1 end)`;
  const count = words.PERSON_NAMES.latin.first.length;
  return sql`(w.first_names[${script}][${pick1(n, salt, count)}] || ' ' || w.last_names[${script}][${pick1(n, salt + 1, count)}])`;
}

/** An entry of one of the trilingual lists of `w` (organisations, positions, partner_sectors, groups). */
export function listEntry(list: 'organisations' | 'positions' | 'partner_sectors' | 'groups', n: SQL, language: SQL, salt: number): SQL {
  const lengths = { organisations: words.ORGANISATIONS, positions: words.POSITIONS, partner_sectors: words.PARTNER_SECTORS, groups: words.GROUPS };
  return sql`w.${sql.raw(list)}[${language}][${pick1(n, salt, lengths[list].length)}]`;
}

/** The English name of a theme's pillar ('Water' …), the publication's sector. */
export const pillarName = (theme: SQL): SQL => sql`w.pillar_names[w.theme_pillars[${theme}]]`;

/** The agenda line `position` (0-2) of an event in the row's language. */
export function agendaLine(row: TextRow, position: SQL): SQL {
  return fill(sql`w.agenda[${row.language}][${position} + 1]`, row, 0);
}
