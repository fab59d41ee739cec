// `npm run create-admin -- --email E --password P`: creates or updates a staff administrator.
// On the embedded database it takes the data-directory lock, so it refuses while the hub runs.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedReferenceData } from '../src/seed/index.ts';
import { acquireDataDirLock, DataDirLockedError } from '../src/lib/data-dir-lock.ts';
import { ensureAdmin } from '../src/modules/users/staff.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email || !values.password) {
  console.error('usage: npm run create-admin -- --email admin@example.org --password "a long password"');
  process.exit(2);
}

const config = loadConfig();
try {
  const lock = config.databaseUrl ? undefined : await acquireDataDirLock(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const outcome = await ensureAdmin(database.db, values.email, values.password);
    console.log(`Administrator ${values.email} ${outcome}.`);
  } finally {
    await database.close();
    await lock?.release();
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nOr set ADMIN_EMAIL and ADMIN_PASSWORD and restart the hub.`);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
