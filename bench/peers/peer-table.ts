// The peers' publications table: the hub's generated publications copied, id for id, into a database of
// the peer's own on the benchmark's PostgreSQL, with indexes comparable to the hub's for what the peer
// asks of it. Directus searches with `LOWER(column) LIKE '%word%'` over every text column, so each text
// column has a trigram index on its lower case (the hub's search has its GIN and trigram indexes);
// lists filter on status and sort by date, so (status, publication_date) as the hub has.
import pg from 'pg';

/** The text columns a peer searches, each with its trigram index. */
export const PEER_TEXT_COLUMNS = ['status', 'title', 'author', 'summary', 'keywords', 'region'] as const;

const BATCH_ROWS = 5_000;

const CREATE_TABLE = `
  create extension if not exists pg_trgm;
  create table publications (
    id integer primary key,
    status varchar(20) not null,
    title text not null,
    author text not null,
    publication_date date not null,
    summary text,
    keywords text,
    region varchar(20) not null
  );
  create index publications_status_date_idx on publications (status, publication_date);
  ${PEER_TEXT_COLUMNS.map((column) => `create index publications_${column}_trgm_idx on publications using gin (lower(${column}) gin_trgm_ops);`).join('\n')}
`;

/** Opens a client on `url`, runs `work` and always closes it. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database `name` on the server of `adminUrl` unless it exists; answers whether it did. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<boolean> {
  return withClient(adminUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return false;
    await client.query(`create database ${name}`);
    return true;
  });
}

/** How many rows the peer's table holds, or null when it has none yet. */
export async function peerRowCount(peerUrl: string): Promise<number | null> {
  return withClient(peerUrl, async (client) => {
    const { rows } = await client.query<{ exists: boolean }>("select to_regclass('public.publications') is not null as exists");
    if (!rows[0]?.exists) return null;
    const counted = await client.query<{ count: string }>('select count(*) from publications');
    return Number(counted.rows[0]!.count);
  });
}

/** The hub's publications, every status, as the peers' columns (the hub's dates are 'YYYY-MM-DD' text). */
async function* hubPublications(hubUrl: string): AsyncGenerator<Array<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: hubUrl });
  await client.connect();
  try {
    let after = 0;
    for (;;) {
      const { rows } = await client.query(
        'select id, status, title, author, publication_date, summary, keywords, region from publications where id > $1 order by id limit $2',
        [after, BATCH_ROWS],
      );
      if (!rows.length) return;
      yield rows;
      after = rows.at(-1)!.id as number;
    }
  } finally {
    await client.end();
  }
}

/** Creates the peer's table and copies the hub's publications into it; answers the rows copied. */
export async function copyHubPublications(hubUrl: string, peerUrl: string): Promise<number> {
  return withClient(peerUrl, async (peer) => {
    await peer.query('drop table if exists publications');
    await peer.query(CREATE_TABLE);
    let copied = 0;
    for await (const rows of hubPublications(hubUrl)) {
      const columns = ['id', 'status', 'title', 'author', 'publication_date', 'summary', 'keywords', 'region'] as const;
      const types = ['int[]', 'text[]', 'text[]', 'text[]', 'date[]', 'text[]', 'text[]', 'text[]'];
      await peer.query(
        `insert into publications (${columns.join(', ')}) select * from unnest(${types.map((type, i) => `$${i + 1}::${type}`).join(', ')})`,
        columns.map((column) => rows.map((row) => row[column])),
      );
      copied += rows.length;
    }
    await peer.query('vacuum analyze publications');
    return copied;
  });
}

/** The hub's publication count, to tell whether a peer's copy is current. */
export async function hubPublicationCount(hubUrl: string): Promise<number> {
  return withClient(hubUrl, async (client) => Number((await client.query<{ count: string }>('select count(*) from publications')).rows[0]!.count));
}

/** A thousand approved publications' ids, spread over the table the same way on every run. */
export async function detailIds(hubUrl: string, count = 1_000): Promise<number[]> {
  return withClient(hubUrl, async (client) => {
    const { rows } = await client.query<{ id: number }>("select id from publications where status = 'approved' order by md5(id::text) limit $1", [count]);
    return rows.map((row) => row.id);
  });
}
