// /robots.txt, /sitemap.xml and /sitemaps/{kind}-{part}.xml (issue 30), at the site's root where
// search engines look for them.
import type { FastifyPluginAsync } from 'fastify';
import { translate } from '../../lib/i18n.ts';
import { createSitemapService, SITEMAP_KINDS } from './sitemap.service.ts';
import type { SitemapKind } from './sitemap.repo.ts';

const XML = 'application/xml; charset=utf-8';
const PART = /^([a-z-]+)-([1-9]\d{0,5})\.xml$/;

const sitemapRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const service = createSitemapService({ db: app.db, base: publicUrl });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => reply.type('text/plain; charset=utf-8').send(service.robots()));
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => reply.type(XML).send(await service.index()));
  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) => reply.type(XML).send(service.pages()));
  app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const match = PART.exec(request.params.file);
    const kind = match?.[1] as SitemapKind | undefined;
    const xml = kind && SITEMAP_KINDS.includes(kind) ? await service.part(kind, Number(match![2])) : null;
    if (xml === null) return reply.code(404).type('application/json; charset=utf-8').send({ success: false, message: translate(request.lang, 'errors.not_found'), data: null });
    return reply.type(XML).send(xml);
  });
};

export default sitemapRoutes;
