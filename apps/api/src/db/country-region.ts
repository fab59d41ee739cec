// The list filters' regions that are groups of countries, matched through an item's country.
import type { Region } from '@wefe/contract';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { countries } from './schema.ts';

/**
 * That the country in `countryId` is in `region` (none for Global): its MENA or OIC flag, or its
 * continent. The region's countries are an array computed once per statement, not a join: joined, the
 * planner looped over MENA's 25 countries and scanned a search word's GIN index once for each (a
 * story search by title in MENA: page 33 ms and count 16 ms, against 13.6 and 6.2 with the array; issue 29).
 */
export function countryInRegion(countryId: AnyColumn, region: Region | undefined): SQL | undefined {
  if (!region || region === 'Global') return undefined;
  const inRegion = region === 'MENA' ? sql`${countries.isMena}` : region === 'OIC' ? sql`${countries.isOic}` : sql`${countries.continent} = ${region}`;
  return sql`${countryId} = any(array(select ${countries.id} from ${countries} where ${inRegion}))`;
}
