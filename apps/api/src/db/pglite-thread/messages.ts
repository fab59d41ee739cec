// What the server's thread and PGlite's own thread say to each other (db/pglite-thread).

/** A query, outside or inside a transaction. `rawDates`: dates and intervals as PostgreSQL's text, as drizzle asks. */
export interface QueryRequest {
  type: 'query';
  id: number;
  sql: string;
  params: unknown[];
  rowMode: 'array' | 'object';
  rawDates: boolean;
  tx?: number;
  /**
   * With sequential scans off for this statement alone, in a transaction the thread opens and ends
   * itself (text-search.ts `throughSearchIndexes`): one message, where a transaction from this side
   * took four and PGlite waited between them for a turn of the server's busy thread.
   */
  throughSearchIndexes?: true;
  /**
   * The name under which the thread keeps this statement's plan (`keepPlan`): it PREPAREs the statement
   * once and EXECUTEs it with the parameters written out, when they are numbers or arrays of numbers.
   */
  keptPlan?: string;
}

export type Request =
  | QueryRequest
  | { type: 'begin'; id: number; tx: number }
  /** Ends transaction `tx`: commits, or rolls back. */
  | { type: 'end'; id: number; tx: number; commit: boolean }
  | { type: 'dump'; id: number }
  | { type: 'close'; id: number };

/** A request before the client numbers it. */
export type RequestBody = Request extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** A database error's message and the fields callers read (`code` above all), which a thread cannot pass as an Error. */
export interface ErrorFields {
  message: string;
  [field: string]: unknown;
}

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorFields };

/** The PostgreSQL error fields kept when an error crosses threads. */
export const ERROR_FIELDS = ['code', 'severity', 'detail', 'hint', 'position', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine', 'where'] as const;
