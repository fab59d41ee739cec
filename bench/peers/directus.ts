// Directus 10 as a peer: installed from npm into the benchmark's own folder (bench/.data/peers/directus,
// never a dependency of the hub), bootstrapped on a database of its own on the benchmark's PostgreSQL,
// with the hub's publications and stories as collections the public role may read. Its answer cache is on (in
// memory, 10 s as the hub keeps answers), and requests that must not use it say `Cache-Control:
// no-store`, which CACHE_SKIP_ALLOWED honours: that is "Directus with its cache off" for unique searches.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readRss } from '../lib/hub-server.ts';
import { benchDataDir } from '../lib/paths.ts';
import { waitUntilAnswering } from '../lib/wait-until-answering.ts';
import { copyHubTable, ensureDatabase, hubRowCount, peerRowCount, withClient, type PeerTable } from './peer-table.ts';
import type { Peer } from './peers.ts';

/** The release measured: the last of Directus 10. */
export const DIRECTUS_VERSION = '10.13.4';
const DATABASE = 'wefe_peers_directus';
const installDir = path.join(benchDataDir, 'peers', 'directus');
const cli = path.join(installDir, 'node_modules', 'directus', 'cli.js');
// Only the benchmark's loopback server sees these; they guard nothing.
const ADMIN = { email: 'bench@example.org', password: 'bench-only-password' };

/** Installs Directus from npm into the benchmark's folder unless that version is there already. */
function ensureInstalled(): void {
  const installed = path.join(installDir, 'node_modules', 'directus', 'package.json');
  if (fs.existsSync(installed) && (JSON.parse(fs.readFileSync(installed, 'utf8')) as { version: string }).version === DIRECTUS_VERSION) return;
  console.log(`directus: installing directus@${DIRECTUS_VERSION} from npm into ${installDir} (about 500 MB, 3 minutes)`);
  fs.mkdirSync(installDir, { recursive: true });
  fs.writeFileSync(path.join(installDir, 'package.json'), JSON.stringify({ name: 'wefe-bench-directus', private: true }, null, 2));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `directus@${DIRECTUS_VERSION}`], { cwd: installDir, stdio: 'inherit' });
}

function directusEnv(databaseUrl: string, port: number): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DB_CLIENT: 'pg',
    DB_CONNECTION_STRING: databaseUrl,
    // The hub's pool is 10 connections too.
    DB_POOL__MAX: '10',
    KEY: 'wefe-bench-directus-key',
    SECRET: 'wefe-bench-directus-secret',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CACHE_ENABLED: 'true',
    CACHE_STORE: 'memory',
    CACHE_TTL: '10s',
    CACHE_SKIP_ALLOWED: 'true',
    RATE_LIMITER_ENABLED: 'false',
    TELEMETRY: 'false',
    LOG_LEVEL: 'error',
    LOG_STYLE: 'raw',
    EXTENSIONS_PATH: path.join(installDir, 'extensions'),
    STORAGE_LOCAL_ROOT: path.join(installDir, 'uploads'),
  };
}

/** Lets the public role read a table's approved rows, as the hub's visitors may. */
async function openToThePublic(databaseUrl: string, table: PeerTable): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query('insert into directus_collections (collection) values ($1) on conflict do nothing', [table]);
    const { rowCount } = await client.query("select 1 from directus_permissions where role is null and collection = $1 and action = 'read'", [table]);
    if (!rowCount) await client.query("insert into directus_permissions (role, collection, action, permissions, fields) values (null, $1, 'read', $2, '*')", [table, JSON.stringify({ status: { _eq: 'approved' } })]);
  });
}


/** Installs, loads and starts Directus on `port`, its database next to the hub's at `adminUrl`'s server. */
export async function startDirectus(options: { adminUrl: string; hubUrl: string; port: number }): Promise<Peer> {
  ensureInstalled();
  const databaseUrl = options.adminUrl.replace(/\/[^/]*$/, `/${DATABASE}`);
  await ensureDatabase(options.adminUrl, DATABASE);
  for (const table of ['publications', 'stories', 'news_events'] as const satisfies readonly PeerTable[]) {
    const expected = await hubRowCount(options.hubUrl, table);
    if ((await peerRowCount(databaseUrl, table)) === expected) continue;
    console.log(`directus: copying the hub's ${expected} ${table} into ${DATABASE}`);
    await copyHubTable(options.hubUrl, databaseUrl, table);
  }
  const env = directusEnv(databaseUrl, options.port);
  // Creates Directus's own tables and its administrator once; a no-op on a bootstrapped database.
  execFileSync(process.execPath, [cli, 'bootstrap'], { cwd: installDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (const table of ['publications', 'stories', 'news_events'] as const) await openToThePublic(databaseUrl, table);
  const child = spawn(process.execPath, [cli, 'start'], { cwd: installDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${options.port}`;
  await waitUntilAnswering(`${url}/server/ping`, child, 60_000);
  return {
    name: `Directus ${DIRECTUS_VERSION}`,
    url,
    rssBytes: () => readRss(child.pid!),
    stop: () =>
      child.exitCode !== null
        ? Promise.resolve()
        : new Promise((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
  };
}
