// Deterministic choices inside SQL. Every generated row derives its attributes from its number n
// through PostgreSQL's own integer hash, so PGlite and PostgreSQL get the same data set, reruns give
// the same one, and rows join their child rows (sectors, partners) by n alone.
import { sql, type SQL } from 'drizzle-orm';

/** A trusted integer constant inlined into the statement (salts, sizes), never user input. */
export const int = (value: number): SQL => sql.raw(String(Math.trunc(value)));

/**
 * A non-negative 31-bit hash of `n` and a salt. Salts stay below 7919 so no two (n, salt) pairs
 * hash the same input; one salt per attribute keeps attributes independent of each other.
 */
function hashOf(n: SQL, salt: number): SQL {
  if (salt < 0 || salt >= 7919) throw new RangeError(`salt ${salt} is outside 0..7918`);
  return sql`(hashint8((${n})::bigint * 7919 + ${int(salt)}) & 2147483647)`;
}

/** An integer in 0 .. k-1. */
export function pick(n: SQL, salt: number, k: number): SQL {
  return sql`(${hashOf(n, salt)} % ${int(k)})`;
}

/** An integer in 1 .. k, for PostgreSQL's 1-based arrays. */
export function pick1(n: SQL, salt: number, k: number): SQL {
  return sql`(1 + ${pick(n, salt, k)})`;
}

/** True for about `percent` of the rows. */
export function chance(n: SQL, salt: number, percent: number): SQL {
  return sql`(${pick(n, salt, 100)} < ${int(percent)})`;
}

/** A number in [0, 1). */
export function fraction(n: SQL, salt: number): SQL {
  return sql`(${hashOf(n, salt)}::float8 / 2147483648)`;
}

const quoteElement = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/** A text[] (one or two dimensions) bound as one parameter in PostgreSQL's array literal syntax. */
export function textArray(values: readonly string[] | ReadonlyArray<readonly string[]>): SQL {
  const rows = values as ReadonlyArray<string | readonly string[]>;
  const literal = rows.map((row) => (typeof row === 'string' ? quoteElement(row) : `{${row.map(quoteElement).join(',')}}`)).join(',');
  return sql`${`{${literal}}`}::text[]`;
}

/** An int[] inlined into the statement. */
export function intArray(values: readonly number[]): SQL {
  return sql.raw(`array[${values.map((v) => Math.trunc(v)).join(',')}]::int[]`);
}

/** An element of a one-dimensional SQL array expression (a CTE column), chosen by hash. */
export function element(array: SQL, n: SQL, salt: number): SQL {
  return sql`${array}[1 + ${hashOf(n, salt)} % cardinality(${array})]`;
}
