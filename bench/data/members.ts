// Generates the member accounts: active, role member, four individuals to one entity, all signing in
// with BENCH_MEMBER_PASSWORD (hashed once with the app's own argon2id settings and reused).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { educationLevels, organizationTypes } from '../../apps/api/src/seed/data/reference-lists.ts';
import { hashPassword } from '../../apps/api/src/modules/users/passwords.ts';
import { BENCH_MEMBER_DOMAIN, BENCH_MEMBER_PASSWORD } from './accounts.ts';
import { contentRefsCte, countryOf, dayBetween, isoDay, momentOn } from './rows-sql.ts';
import { int, intArray, pick, pick1, textArray } from './sql-pick.ts';
import { languageAndThemes, languageCode, listEntry, vocabularyCte } from './text-sql.ts';

const n = sql`r.n`;

/** Inserts members 1..count (emails member{n}@bench.wefe.test). */
export async function insertMembers(db: Db, count: number): Promise<void> {
  const passwordHash = await hashPassword(BENCH_MEMBER_PASSWORD);
  const { language, theme } = languageAndThemes(sql`g.n`, 100);
  const script = sql`(case when r.language = 2 then 2 else 1 end)`;
  const entityName = sql`(${listEntry('organisations', n, sql`r.language`, 120)} || ' ' || (array[c.name_en, c.name_ar, c.name_fr])[r.language])`;
  const isEntity = sql`(r.n % 5 = 0)`;
  const individual = (value: SQL) => sql`case when ${isEntity} then null else ${value} end`;
  const entity = (value: SQL) => sql`case when ${isEntity} then ${value} else null end`;
  await db.execute(sql`
    with ${vocabularyCte()}, ${contentRefsCte()},
    r as (
      select g.n, ${language} as language, ${theme} as theme, ${countryOf(sql`g.n`, 110, 40)} as country_id,
             ${pick1(sql`g.n`, 113, organizationTypes.length)} as organization_type,
             ${momentOn(dayBetween(sql`g.n`, 114, 6 * 365), sql`g.n`, 115)} as created
      from generate_series(1, ${int(count)}) g(n), refs)
    insert into users (
      email, email_normalized, password_hash, account_type, role, status, email_verified_at, language,
      first_name, last_name, phone, gender, birth_date, country_id, organization, organization_type_id, position,
      education_level_id, field_of_study, experience_years, entity_name, entity_short_name, entity_type,
      field_of_expertise, address, location, website, years_of_operation, number_of_employees,
      reviewed_at, created_at, updated_at)
    select
      'member' || r.n || ${`@${BENCH_MEMBER_DOMAIN}`}, 'member' || r.n || ${`@${BENCH_MEMBER_DOMAIN}`}, ${passwordHash},
      case when ${isEntity} then 'entity' else 'individual' end, 'member', 'active', r.created, ${languageCode(sql`r.language`)},
      case when ${isEntity} then ${entityName} else w.first_names[${script}][${pick1(n, 121, 16)}] end,
      ${individual(sql`w.last_names[${script}][${pick1(n, 122, 16)}]`)},
      coalesce(c.calling_code, '+1') || ' ' || (600000000 + r.n),
      ${individual(sql`(array['male', 'female'])[${pick1(n, 123, 2)}]`)},
      ${individual(isoDay(sql`date '1960-01-01' + ${pick(n, 124, 40 * 365)}`))},
      r.country_id,
      case when ${isEntity} then ${entityName} else ${listEntry('organisations', n, sql`r.language`, 125)} end,
      (${intArray(organizationTypes.map((t) => t.id))})[r.organization_type],
      ${individual(listEntry('positions', n, sql`r.language`, 126))},
      ${individual(sql`(${intArray(educationLevels.map((l) => l.id))})[${pick1(n, 127, educationLevels.length)}]`)},
      ${individual(sql`w.themes[r.language][r.theme]`)},
      ${individual(pick(n, 128, 31))},
      ${entity(entityName)},
      ${entity(sql`'ORG' || r.n`)},
      ${entity(sql`(${textArray(organizationTypes.map((t) => t.slug))})[r.organization_type]`)},
      ${entity(sql`w.themes[r.language][r.theme]`)},
      ${entity(sql`(array[c.name_en, c.name_ar, c.name_fr])[r.language]`)},
      ${entity(sql`(array[c.name_en, c.name_ar, c.name_fr])[r.language]`)},
      ${entity(sql`'https://org' || r.n || '.example.org'`)},
      ${entity(sql`1 + ${pick(n, 129, 40)}`)},
      ${entity(sql`5 + ${pick(n, 130, 500)}`)},
      ${entity(sql`r.created + interval '2 days'`)},
      r.created, r.created
    from r join countries c on c.id = r.country_id, w`);
}
