// The peers' publications, stories and news/events tables: the hub's generated rows copied, id for id, into a
// database of the peer's own on the benchmark's PostgreSQL, with indexes comparable to the hub's for
// what the peer asks of it. Directus searches with `LOWER(column) LIKE '%word%'` over every text
// column, so each text column has a trigram index on its lower case (the hub's search has its GIN and
// trigram indexes); lists filter on status and sort by date, so (status, date) as the hub has. A
// story or a news/event item carries its country's region flags (the hub filters by region through
// the country).
import pg from 'pg';

/** The text columns a peer searches, each with its trigram index. */
export const PEER_TEXT_COLUMNS = ['status', 'title', 'author', 'summary', 'keywords', 'region'] as const;

const BATCH_ROWS = 5_000;

/** A trigram index on the lower case of each of `columns`, as Directus's `LOWER(column) LIKE` search needs. */
const trigramIndexes = (table: string, columns: readonly string[]) =>
  columns.map((column) => `create index ${table}_${column}_trgm_idx on ${table} using gin (lower(${column}) gin_trgm_ops);`).join('\n');

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
  ${trigramIndexes('publications', PEER_TEXT_COLUMNS)}
`;

/** The text columns of the peers' stories: the story's texts a visitor reads, and its region's. */
export const PEER_STORY_TEXT_COLUMNS = ['status', 'title', 'description', 'excerpt', 'background', 'achievements', 'location', 'continent'] as const;

const CREATE_STORIES = `
  create extension if not exists pg_trgm;
  create table stories (
    id integer primary key,
    status varchar(20) not null,
    title text not null,
    description text,
    excerpt text,
    background text,
    achievements text,
    location text,
    date_created timestamptz not null,
    is_mena boolean not null,
    is_oic boolean not null,
    continent varchar(20)
  );
  create index stories_status_created_idx on stories (status, date_created, id);
  ${trigramIndexes('stories', PEER_STORY_TEXT_COLUMNS)}
`;

/** The text columns of the peers' news and events: those the hub's search text holds, and its region's. */
export const PEER_NEWS_TEXT_COLUMNS = ['status', 'title', 'description', 'location', 'implementing_leader', 'contact_name', 'continent'] as const;

const CREATE_NEWS_EVENTS = `
  create extension if not exists pg_trgm;
  create table news_events (
    id integer primary key,
    status varchar(20) not null,
    title text not null,
    description text,
    location text not null,
    implementing_leader text,
    contact_name text,
    starting_date timestamp,
    date_created timestamptz not null,
    is_mena boolean not null,
    is_oic boolean not null,
    continent varchar(20)
  );
  create index news_events_status_created_idx on news_events (status, date_created, id);
  create index news_events_status_starting_idx on news_events (status, starting_date, id);
  ${trigramIndexes('news_events', PEER_NEWS_TEXT_COLUMNS)}
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

/** The tables a peer holds a copy of. */
export type PeerTable = 'publications' | 'stories' | 'news_events';

/** How many rows the peer's table holds, or null when it has none yet. */
export async function peerRowCount(peerUrl: string, table: PeerTable): Promise<number | null> {
  return withClient(peerUrl, async (client) => {
    const { rows } = await client.query<{ exists: boolean }>('select to_regclass($1) is not null as exists', [`public.${table}`]);
    if (!rows[0]?.exists) return null;
    const counted = await client.query<{ count: string }>(`select count(*) from ${table}`);
    return Number(counted.rows[0]!.count);
  });
}

/** What a peer's copy of a hub table is: its DDL, the hub's rows in its columns (`$1` the last id, `$2` the batch), and each column's array type. */
interface PeerTableCopy {
  create: string;
  select: string;
  columns: ReadonlyArray<readonly [name: string, arrayType: string]>;
}

const COPIES: Record<PeerTable, PeerTableCopy> = {
  // Every status; the hub's dates are 'YYYY-MM-DD' text.
  publications: {
    create: CREATE_TABLE,
    select: 'select id, status, title, author, publication_date, summary, keywords, region from publications where id > $1 order by id limit $2',
    columns: [['id', 'int[]'], ['status', 'text[]'], ['title', 'text[]'], ['author', 'text[]'], ['publication_date', 'date[]'], ['summary', 'text[]'], ['keywords', 'text[]'], ['region', 'text[]']],
  },
  // With their countries' regions, which the hub reads through the country.
  stories: {
    create: CREATE_STORIES,
    select: `select s.id, s.status, s.title, s.description, s.excerpt, s.background, s.achievements, s.location, s.created_at as date_created,
        c.is_mena, c.is_oic, c.continent
      from stories s join countries c on c.id = s.country_id where s.id > $1 order by s.id limit $2`,
    columns: [['id', 'int[]'], ['status', 'text[]'], ['title', 'text[]'], ['description', 'text[]'], ['excerpt', 'text[]'], ['background', 'text[]'], ['achievements', 'text[]'], ['location', 'text[]'], ['date_created', 'timestamptz[]'], ['is_mena', 'bool[]'], ['is_oic', 'bool[]'], ['continent', 'text[]']],
  },
  // The same, with the start an event sorts by. The hub stores it as text ('2026-03-05' or
  // '2026-03-05T09:30'), which Directus would search as it searches every text column, with no index
  // able to help; a timestamp sorts the same and is not searched.
  news_events: {
    create: CREATE_NEWS_EVENTS,
    select: `select n.id, n.status, n.title, n.description, n.location, n.implementing_leader, n.contact_name, n.starting_date::timestamp as starting_date, n.created_at as date_created,
        c.is_mena, c.is_oic, c.continent
      from news_events n join countries c on c.id = n.country_id where n.id > $1 order by n.id limit $2`,
    columns: [['id', 'int[]'], ['status', 'text[]'], ['title', 'text[]'], ['description', 'text[]'], ['location', 'text[]'], ['implementing_leader', 'text[]'], ['contact_name', 'text[]'], ['starting_date', 'timestamp[]'], ['date_created', 'timestamptz[]'], ['is_mena', 'bool[]'], ['is_oic', 'bool[]'], ['continent', 'text[]']],
  },
};

/** Creates the peer's table and copies the hub's rows into it, id for id, in batches; answers the rows copied. */
export async function copyHubTable(hubUrl: string, peerUrl: string, table: PeerTable): Promise<number> {
  const { create, select, columns } = COPIES[table];
  const insert = `insert into ${table} (${columns.map(([name]) => name).join(', ')}) select * from unnest(${columns.map(([, type], i) => `$${i + 1}::${type}`).join(', ')})`;
  return withClient(hubUrl, (hub) =>
    withClient(peerUrl, async (peer) => {
      await peer.query(`drop table if exists ${table}`);
      await peer.query(create);
      let copied = 0;
      for (let after = 0; ; ) {
        const { rows } = await hub.query<Record<string, unknown>>(select, [after, BATCH_ROWS]);
        if (!rows.length) break;
        await peer.query(insert, columns.map(([name]) => rows.map((row) => row[name])));
        copied += rows.length;
        after = rows.at(-1)!.id as number;
      }
      await peer.query(`vacuum analyze ${table}`);
      return copied;
    }),
  );
}

/** The hub's row count of a table, to tell whether a peer's copy is current. */
export async function hubRowCount(hubUrl: string, table: PeerTable): Promise<number> {
  return withClient(hubUrl, async (client) => Number((await client.query<{ count: string }>(`select count(*) from ${table}`)).rows[0]!.count));
}

/** A thousand approved publications' ids, spread over the table the same way on every run. */
export async function detailIds(hubUrl: string, count = 1_000): Promise<number[]> {
  return withClient(hubUrl, async (client) => {
    const { rows } = await client.query<{ id: number }>("select id from publications where status = 'approved' order by md5(id::text) limit $1", [count]);
    return rows.map((row) => row.id);
  });
}
