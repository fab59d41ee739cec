// Every request carries the language its answer is worded in (lang header, then Accept-Language).
import type { Language } from '@wefe/contract';
import fp from 'fastify-plugin';
import { languageFromHeaders } from '../lib/i18n.ts';
import { isApiPath, pathOf } from '../lib/url-paths.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('lang', 'en');
    app.addHook('onRequest', async (request, reply) => {
      request.lang = languageFromHeaders(request.headers.lang, request.headers['accept-language']);
      // The web app's files are the same in every language: varying them would split shared caches.
      if (!isApiPath(pathOf(request.url))) return;
      reply.header('Content-Language', request.lang);
      reply.header('Vary', 'Accept-Language, lang');
    });
  },
  { name: 'language' },
);
