// /feeds/{kind}.atom?lang= and /feeds/events.ics?lang= (issue 30): follow the hub's new items in a
// feed reader, and its upcoming events in a calendar app.
import { toLanguage } from '@wefe/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { translate } from '../../lib/i18n.ts';
import type { FeedKind } from './feeds.repo.ts';
import { createFeedsService, FEED_KINDS } from './feeds.service.ts';

/** The feed's language: its address's `lang`, else the request's (Accept-Language). */
const feedLanguage = (request: FastifyRequest<{ Querystring: { lang?: string } }>) => toLanguage(request.query.lang) ?? request.lang;

const feedsRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const service = createFeedsService({ db: app.db, base: publicUrl });

  app.get<{ Querystring: { lang?: string } }>('/feeds/events.ics', { schema: { hide: true } }, async (request, reply) => {
    const today = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="wefe-events.ics"')
      .send(await service.calendar(feedLanguage(request), today));
  });

  app.get<{ Params: { kind: string }; Querystring: { lang?: string } }>('/feeds/:kind.atom', { schema: { hide: true } }, async (request, reply) => {
    const kind = request.params.kind as FeedKind;
    if (!FEED_KINDS.includes(kind)) return reply.code(404).send({ success: false, message: translate(request.lang, 'errors.not_found'), data: null });
    return reply.type('application/atom+xml; charset=utf-8').send(await service.atom(kind, feedLanguage(request)));
  });
};

export default feedsRoutes;
