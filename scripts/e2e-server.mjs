// The server Playwright starts for the journeys: the real hub on a fresh embedded database in a
// temporary DATA_DIR, removed when the server exits.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = '';
process.env.LOG_LEVEL ??= 'warn';
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
register();
await import('../apps/api/src/server.ts');
