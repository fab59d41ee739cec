// The mailer as `app.mailer`: SMTP when configured, otherwise the outbox in DATA_DIR. Queued mail
// (modules/mail/mailer.ts) is sent after the change that queued it commits; a timer sends what is left:
// mail queued before a crash soon after start, mail SMTP refused when its retry falls due.
import path from 'node:path';
import fp from 'fastify-plugin';
import { scheduleBackgroundJob } from '../lib/background-job.ts';
import { createMailer, type Mailer } from '../modules/mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const FIRST_DELIVERY_AFTER_MS = 5_000;
/** How often each process sends what is due (the longest a put-off mail waits past its time). */
export const DEFAULT_MAIL_DELIVERY_EVERY_MS = 60_000;

export default fp<{ smtpUrl: string | undefined; dataDir: string; from: string; claimMs?: number; deliveryEveryMs?: number }>(
  async (app, options) => {
    const mailer = createMailer({
      smtpUrl: options.smtpUrl,
      outboxDir: path.join(options.dataDir, 'outbox'),
      from: options.from,
      log: app.log,
      db: app.db,
      onlyProcess: app.database.kind === 'pglite',
      claimMs: options.claimMs,
    });
    app.decorate('mailer', mailer);

    scheduleBackgroundJob(app, { firstAfterMs: FIRST_DELIVERY_AFTER_MS, everyMs: options.deliveryEveryMs ?? DEFAULT_MAIL_DELIVERY_EVERY_MS, run: () => mailer.deliverQueued() });
  },
  { name: 'mail', dependencies: ['db'] },
);
