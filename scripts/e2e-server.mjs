// The server Playwright starts for the journeys: the real hub on a fresh embedded database in
// E2E_DATA_DIR (emptied first), so journeys can read codes from its mail outbox.
import fs from 'node:fs';
import { register } from 'tsx/esm/api';

const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('E2E_DATA_DIR must name the data directory of the journeys server.');
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = '';
process.env.SMTP_URL = '';
process.env.LOG_LEVEL ??= 'warn';
// As behind the production proxy: a journey that makes many accounts says, in X-Forwarded-For, that it
// is a client of its own, so the per-address limits (30 registrations an hour) count it apart.
process.env.TRUST_PROXY = '1';
// Every other journey is one client (127.0.0.1), several browsers at once loading pages with all their
// files: the flood limit for a single reader (100 a second, lib/flood-guard) is not what they test.
process.env.FLOOD_RATE_PER_SECOND ??= '2000';
process.env.FLOOD_BURST ??= '20000';
// The journeys' browsers all come from one address: searches from parallel workers must not share one client's quota.
process.env.COSTLY_WORK_PER_CLIENT ??= '64';
process.env.COSTLY_WORK_RUNNING_PER_CLIENT ??= '64';
process.env.COSTLY_WORK_SHARE_BURST_MS ??= '3600000';
register();
await import('../apps/api/src/server.ts');
