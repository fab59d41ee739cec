// A row's lists (its sectors, partners, images...) as JSON arrays built by subqueries of the statement
// that reads the row: one statement for a page of rows and all they hold, not a query per list (issue 29).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

type Fields = Record<string, SQL | AnyColumn>;

/** `fields` as a JSON object; the names are the code's own keys, never a visitor's text. */
export function jsonObject(fields: Fields): SQL {
  const pairs = Object.entries(fields).map(([name, value]) => {
    if (!/^[A-Za-z]+$/.test(name)) throw new Error(`A JSON key must be letters, got '${name}'.`);
    return sql`${sql.raw(`'${name}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** One JSON object of `fields` per row of `from` matching `where`, in `order`; an empty array when none. */
export function jsonList<T>(fields: Fields, query: { from: SQL; where: SQL; order: Array<SQL | AnyColumn> }): SQL<T> {
  return sql<T>`coalesce((select json_agg(${jsonObject(fields)} order by ${sql.join(query.order, sql`, `)}) from ${query.from} where ${query.where}), '[]'::json)`;
}
