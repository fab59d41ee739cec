// GET /api/share-cards/{kind}/{key}.png?lang= (issue 30): the 1200 x 630 picture of a shared link to an
// item or a country's profile that has no picture of its own.
import { toLanguage } from '@wefe/contract';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { SHARE_CARD_KINDS, type ShareCardKind } from './share-cards.repo.ts';
import { createShareCardsService } from './share-cards.service.ts';

const shareCardsRoutes: FastifyPluginAsync = async (app) => {
  const service = createShareCardsService({ db: app.db });

  app.get<{ Params: { kind: string; key: string }; Querystring: { lang?: string } }>(
    '/share-cards/:kind/:key.png',
    { schema: { tags: ['site'], summary: 'A page’s share card (PNG, 1200 x 630) in the language of ?lang=: a publication, story or news/event by id, a country by ISO code' } },
    async (request, reply) => {
      const kind = request.params.kind as ShareCardKind;
      const png = SHARE_CARD_KINDS.includes(kind) ? await service.png(kind, request.params.key, toLanguage(request.query.lang) ?? request.lang) : undefined;
      if (!png) throw notFound('errors.not_found');
      return reply.type('image/png').send(png);
    },
  );
};

export default shareCardsRoutes;
