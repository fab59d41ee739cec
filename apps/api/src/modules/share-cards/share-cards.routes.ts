// GET /api/share-cards/{kind}/{key}.png?lang= (issue 30): the 1200 x 630 picture of a shared link to an
// item or a country's profile that has no picture of its own.
import { toLanguage } from '@wefe/contract';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import type { ShareCardSource } from './card-source.ts';
import { createShareCardsService } from './share-cards.service.ts';

/** `items`: the content types' cards their modules declare (card-source.ts). */
const shareCardsRoutes: FastifyPluginAsync<{ items: readonly ShareCardSource[] }> = async (app, { items }) => {
  const service = createShareCardsService({ db: app.db, items });

  app.get<{ Params: { kind: string; key: string }; Querystring: { lang?: string } }>(
    '/share-cards/:kind/:key.png',
    { schema: { tags: ['site'], summary: 'A page’s share card (PNG, 1200 x 630) in the language of ?lang=: a publication, story or news/event by id, a country by ISO code' } },
    async (request, reply) => {
      const png = await service.png(request.params.kind, request.params.key, toLanguage(request.query.lang) ?? request.lang);
      if (!png) throw notFound('errors.not_found');
      return reply.type('image/png').send(png);
    },
  );
};

export default shareCardsRoutes;
