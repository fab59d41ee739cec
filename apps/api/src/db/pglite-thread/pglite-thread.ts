// PGlite's own thread: it opens the embedded database and answers the server's thread's queries, so a
// query no longer holds the thread that serves kept answers (issue 29). PGlite orders the work itself:
// one query at a time, and nothing outside a transaction while one is open.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgliteStartOptions } from '../pglite-settings.ts';
import { ERROR_FIELDS, type ErrorFields, type Reply, type Request } from './messages.ts';

const port = parentPort!;
const { dataDir, sharedBuffersMb } = workerData as { dataDir: string; sharedBuffersMb: number | undefined };

// Drizzle keeps dates, times and intervals as PostgreSQL writes them (its pglite session's parsers).
const keepText = (value: string) => value;
const RAW_DATES = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keepText]),
);

const ROLLBACK = Symbol('rollback');

/** Statements PREPAREd on this connection, by name (PREPARE outlives a rolled-back transaction). */
const prepared = new Set<string>();

/**
 * Parameters written out as SQL for an EXECUTE, which takes no bound ones; undefined unless each is a
 * finite number, an array of them (a page's ids) or a string without NUL (a search's term, a status),
 * quoted as standard-conforming strings are, which is how this thread's PostgreSQL reads them
 * (`standard_conforming_strings`, checked when the thread starts).
 */
function literals(params: unknown[]): string[] | undefined {
  const written: string[] = [];
  for (const value of params) {
    if (typeof value === 'number' && Number.isFinite(value)) written.push(String(value));
    else if (Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isFinite(item))) written.push(`'{${value.join(',')}}'`);
    else if (typeof value === 'string' && conformingStrings && !value.includes('\0')) written.push(`'${value.replaceAll("'", "''")}'`);
    else return undefined;
  }
  return written;
}

/** Whether string literals take backslashes as themselves (PostgreSQL's default since 9.1); read at start. */
let conformingStrings = false;

/**
 * Runs a statement through its kept plan: PGlite sends every query as an unnamed statement, planned
 * anew each time (a news/event page's rows: 3.5-3.7 ms planned and run, 1.9-2.0 ms as EXECUTE on the
 * bench data). PostgreSQL plans the first runs for their values, then keeps a generic plan when it is
 * as good.
 */
async function withKeptPlan(target: PGlite | Transaction, name: string, request: { sql: string; params: unknown[] }, options: object) {
  const written = literals(request.params);
  if (!written) return target.query(request.sql, request.params, options);
  if (!prepared.has(name)) {
    await target.exec(`prepare ${name} as ${request.sql}`);
    prepared.add(name);
  }
  return target.query(`execute ${name}(${written.join(', ')})`, [], options);
}

const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; finished: Promise<void> }>();

function errorFields(error: unknown): ErrorFields {
  const source = (error ?? {}) as Record<string, unknown>;
  const fields: ErrorFields = { message: error instanceof Error ? error.message : String(error) };
  for (const name of ERROR_FIELDS) if (source[name] !== undefined) fields[name] = source[name];
  return fields;
}

const reply = (message: Reply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

async function begin(pg: PGlite, tx: number): Promise<void> {
  let opened: (value: Transaction) => void = () => {};
  const ready = new Promise<Transaction>((resolve) => (opened = resolve));
  let end: (commit: boolean) => void = () => {};
  const finished = pg
    .transaction(async (transaction) => {
      opened(transaction);
      const commit = await new Promise<boolean>((resolve) => (end = resolve));
      // Throwing from the callback is how PGlite rolls a transaction back.
      if (!commit) throw ROLLBACK;
    })
    .then(() => undefined);
  // A transaction that failed to open rejects before `ready`; either way the caller hears of it.
  const transaction = await Promise.race([ready, finished.then(() => Promise.reject(new Error('The transaction ended before it opened.')))]);
  transactions.set(tx, { tx: transaction, end: (commit) => end(commit), finished });
}

async function answer(pg: PGlite, request: Request): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.type) {
    case 'query': {
      const target = request.tx === undefined ? pg : transactions.get(request.tx)?.tx;
      if (!target) throw new Error(`No open transaction ${request.tx}.`);
      const options = { rowMode: request.rowMode, ...(request.rawDates ? { parsers: RAW_DATES } : {}) };
      const result =
        request.throughSearchIndexes && request.tx === undefined
          ? await pg.transaction(async (tx) => {
              await tx.exec('set local enable_seqscan = off');
              return request.keptPlan ? withKeptPlan(tx, request.keptPlan, request, options) : tx.query(request.sql, request.params, options);
            })
          : request.keptPlan
            ? await withKeptPlan(target, request.keptPlan, request, options)
            : await target.query(request.sql, request.params, options);
      return { value: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows } };
    }
    case 'begin':
      await begin(pg, request.tx);
      return { value: null };
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`No open transaction ${request.tx}.`);
      transactions.delete(request.tx);
      open.end(request.commit);
      try {
        await open.finished;
      } catch (error) {
        if (error !== ROLLBACK) throw error;
      }
      return { value: null };
    }
    case 'dump': {
      const buffer = await (await pg.dumpDataDir('none')).arrayBuffer();
      return { value: buffer, transfer: [buffer] };
    }
    case 'close':
      await pg.close();
      return { value: null };
  }
}

const pg = await PGlite.create({ dataDir, ...pgliteStartOptions(sharedBuffersMb), extensions: { pg_trgm } });
conformingStrings = (await pg.query<{ standard_conforming_strings: string }>('show standard_conforming_strings')).rows[0]?.standard_conforming_strings === 'on';
port.on('message', (request: Request) => {
  answer(pg, request).then(
    ({ value, transfer }) => reply({ id: request.id, ok: true, value }, transfer),
    (error: unknown) => reply({ id: request.id, ok: false, error: errorFields(error) }),
  );
});
port.postMessage({ ready: true });
