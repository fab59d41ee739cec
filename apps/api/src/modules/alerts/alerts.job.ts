// The digests' timer: every ten minutes, the digests that fell due are queued and sent (a daily or
// weekly digest goes out within ten minutes of its time). Several processes may run it: each takes
// the due subscriptions it locks, and skips those another holds.
import type { FastifyInstance } from 'fastify';
import { scheduleBackgroundJob } from '../../lib/background-job.ts';
import type { AlertSource } from './alert-source.ts';
import { createAlertsService } from './alerts.service.ts';

const FIRST_AFTER_MS = 60_000;
const EVERY_MS = 10 * 60_000;

/** Sends due alert digests on a timer; needs the mail and rate-limit plugins. `sources`: the content types' alert kinds. */
export function scheduleAlertDigests(app: FastifyInstance, { publicUrl, sources }: { publicUrl: string; sources: readonly AlertSource[] }): void {
  const service = createAlertsService({ db: app.db, mailer: app.mailer, limiter: app.rateLimiter, publicUrl, sources });
  scheduleBackgroundJob(app, {
    firstAfterMs: FIRST_AFTER_MS,
    everyMs: EVERY_MS,
    run: async () => {
      const { digests, items } = await service.sendDue();
      if (digests > 0) app.log.info({ digests, items }, 'alert digests queued');
    },
  });
}
