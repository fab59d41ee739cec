// The mailer as `app.mailer`: SMTP when configured, otherwise the outbox in DATA_DIR.
import path from 'node:path';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../modules/mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ smtpUrl: string | undefined; dataDir: string; from: string }>(
  async (app, options) => {
    app.decorate('mailer', createMailer({ smtpUrl: options.smtpUrl, outboxDir: path.join(options.dataDir, 'outbox'), from: options.from, log: app.log }));
  },
  { name: 'mail' },
);
