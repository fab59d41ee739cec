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
process.env.TRUST_PROXY = 'true';
register();
await import('../apps/api/src/server.ts');
