// E-mail alerts (issue 30): the member's settings under /profile/alerts, and POST /alerts/unsubscribe,
// the digest's one-click unsubscribe (RFC 8058), which needs no sign-in: the token is the permission.
import { alertSubscriptionSchema, alertSubscriptionUpdateSchema, alertUnsubscribeQuerySchema, envelope } from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { presentAlertSubscription } from './alerts.presenter.ts';
import type { AlertSource } from './alert-source.ts';
import { createAlertsService } from './alerts.service.ts';

/** `sources`: the content types' alert kinds their modules declare (alert-source.ts). */
const alertsRoutes: FastifyPluginAsyncZod<{ publicUrl: string; sources: readonly AlertSource[] }> = async (app, { publicUrl, sources }) => {
  const service = createAlertsService({ db: app.db, mailer: app.mailer, limiter: app.rateLimiter, publicUrl, sources });
  const tags = ['profile'];
  const security = [{ bearer: [] }];
  const answer = { 200: envelope(alertSubscriptionSchema) };

  // Mail clients post the one-click unsubscribe as a form (`List-Unsubscribe=One-Click`); the token in
  // the address is all that is read, so the form's fields are not.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  app.get('/profile/alerts', { onRequest: app.authenticate, schema: { tags, security, summary: 'The e-mail alerts of the signed-in member', response: answer } }, async (request) =>
    ok(request, 'profile.alerts_loaded', presentAlertSubscription(await service.get(request.user!.id))),
  );

  app.put(
    '/profile/alerts',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Starts or changes the e-mail alerts',
        description: 'Empty `sector_ids` or `country_ids` follow every sector or country. Publications have no country: a country filter leaves them in.',
        body: alertSubscriptionUpdateSchema,
        response: answer,
      },
    },
    async (request) => ok(request, 'profile.alerts_saved', presentAlertSubscription(await service.save(request.user!.id, request.body))),
  );

  app.delete('/profile/alerts', { onRequest: app.authenticate, schema: { tags, security, summary: 'Stops the e-mail alerts', response: answer } }, async (request) => {
    await service.stop(request.user!.id);
    return ok(request, 'profile.alerts_stopped', presentAlertSubscription(await service.get(request.user!.id)));
  });

  app.post(
    '/profile/alerts/digest',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Sends the digest now, of what is new since the last one (5 a day)',
        response: { 200: envelope(z.object({ items: z.number().int() })) },
      },
    },
    async (request) => {
      const { items } = await service.sendNow(request.user!.id);
      return ok(request, items > 0 ? 'profile.alerts_digest_sent' : 'profile.alerts_digest_empty', { items }, { count: items });
    },
  );

  app.post(
    '/alerts/unsubscribe',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Stops the alerts of the token in a digest (one click, no sign-in; RFC 8058)',
        querystring: alertUnsubscribeQuerySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await service.unsubscribe(request.query.token);
      return ok(request, 'alerts.unsubscribed', null);
    },
  );
};

export default alertsRoutes;
