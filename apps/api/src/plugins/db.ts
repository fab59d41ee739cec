// Makes the open database available to every module as `app.db`, and on PGlite does autovacuum's
// work, which its one standalone backend never does (db/embedded-vacuum.ts).
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';
import { vacuumWhereDue } from '../db/embedded-vacuum.ts';
import { scheduleBackgroundJob } from '../lib/background-job.ts';

/** How often an embedded hub looks for tables to vacuum (autovacuum itself looks every minute). */
const VACUUM_EVERY_MS = 10 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (database.kind !== 'pglite') return;
    scheduleBackgroundJob(app, {
      firstAfterMs: VACUUM_EVERY_MS,
      everyMs: VACUUM_EVERY_MS,
      run: async () => {
        const pass = await vacuumWhereDue(database.db);
        if (pass.vacuumed.length || pass.analysed.length) app.log.info(pass, 'vacuumed the embedded database');
      },
    });
  },
  { name: 'db' },
);
