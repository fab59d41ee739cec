// /feeds/{kind}.atom?lang= and /feeds/events.ics?lang= (issue 30): follow the hub's new items in a
// feed reader, and its upcoming events in a calendar app.
import { toLanguage } from '@wefe/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { translate } from '../../lib/i18n.ts';
import type { CalendarSource, FeedSource } from './feed-source.ts';
import { createFeedsService } from './feeds.service.ts';

/** The feed's language: its address's `lang`, else the request's (Accept-Language). */
const feedLanguage = (request: FastifyRequest<{ Querystring: { lang?: string } }>) => toLanguage(request.query.lang) ?? request.lang;

/** `sources` and `calendar`: the feeds the content modules declare (feed-source.ts). */
const feedsRoutes: FastifyPluginAsync<{ publicUrl: string; sources: readonly FeedSource[]; calendar: CalendarSource }> = async (app, { publicUrl, sources, calendar }) => {
  const service = createFeedsService({ db: app.db, base: publicUrl, sources, calendar });

  app.get<{ Querystring: { lang?: string } }>('/feeds/events.ics', { schema: { hide: true } }, async (request, reply) => {
    const today = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="wefe-events.ics"')
      .send(await service.calendar(feedLanguage(request), today));
  });

  app.get<{ Params: { kind: string }; Querystring: { lang?: string } }>('/feeds/:kind.atom', { schema: { hide: true } }, async (request, reply) => {
    const atom = await service.atom(request.params.kind, feedLanguage(request));
    if (atom === undefined) return reply.code(404).send({ success: false, message: translate(request.lang, 'errors.not_found'), data: null });
    return reply.type('application/atom+xml; charset=utf-8').send(atom);
  });
};

export default feedsRoutes;
