// Serves the built web app beside the API, with history fallback for its client-side routes.
// Caching headers come from lib/cache-policy.ts (hashed assets immutable, other files revalidated).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Language } from '@wefe/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { answerCacheKey } from '../lib/answer-cache.ts';
import { translate } from '../lib/i18n.ts';
import { pageLanguage, pageRendererFor } from '../lib/page-preloads.ts';
import { serverRendererFor, withRenderedPage, type RenderTransport } from '../lib/server-rendered-pages.ts';
import { isApiPath, pathOf } from '../lib/url-paths.ts';

// The session's cookie (apps/web/src/lib/cookies.ts). A signed-in reader's pages show their own
// account, which the server does not render: their browser renders the app page as built.
const SESSION_COOKIE = /(?:^|;)\s*token=[^;]/;

export default fp<{ webDistDir: string | undefined; publicUrl?: string }>(
  async (app, { webDistDir, publicUrl = '' }) => {
    const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
    const hasWeb = indexFile !== undefined && fs.existsSync(indexFile);
    if (hasWeb && webDistDir) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        wildcard: false,
        index: false,
        // The policy is ours (the http-cache plugin), not the plugin's default max-age=0.
        cacheControl: false,
        // The build writes .br and .gz copies of its text files (apps/web/vite.config.ts): sent as they
        // are, at no CPU cost; a file without one is compressed on the fly by the compression plugin.
        preCompressed: true,
      });
    }
    // With the build's page preloads, the app page names the files of the page asked for (and of the
    // reader's language) in its head; without them (an older build) it is index.html as built.
    const currentRenderer = hasWeb && webDistDir ? pageRendererFor(webDistDir) : () => undefined;
    const currentServerRenderer = hasWeb && webDistDir ? serverRendererFor(webDistDir) : async () => undefined;

    // The renderer's API calls, answered in-process by the same routes a browser's calls reach, or
    // by the answer a visitor's same call left in the hub's cache (decision 022): a page many visitors
    // open is rendered from kept answers, without its queries. The calls count as the visitor's own
    // (their address), so a flood of renders meets the same costly-work gate as a flood of searches.
    const transportFor = (visitor: FastifyRequest): RenderTransport => async (url, init) => {
      if ((init.method ?? 'GET') !== 'GET') throw new Error('The server render only reads.');
      const headers = new Headers(init.headers);
      const kept = app.answerCache.get(answerCacheKey(headers.get('lang') ?? '', headers.get('accept-encoding') ?? undefined, url));
      if (kept) return new Response(kept.payload, { status: 200, headers: kept.headers });
      const answer = await app.inject({ method: 'GET', url, headers: Object.fromEntries(headers), remoteAddress: visitor.ip });
      const answerHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) answerHeaders.set(name, String(value));
      const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload;
      return new Response(body, { status: answer.statusCode, headers: answerHeaders });
    };

    /** The app page with the page rendered into it, or undefined when the browser renders it. */
    const renderedAppPage = async (request: FastifyRequest, appPage: string, language: Language) => {
      if (request.method !== 'GET' || SESSION_COOKIE.test(request.headers.cookie ?? '')) return undefined;
      try {
        const renderer = await currentServerRenderer();
        const page = await renderer?.renderPage({ url: request.url, language, transport: transportFor(request), origin: publicUrl });
        if (page?.kind !== 'page') return undefined;
        const html = withRenderedPage(appPage, page, language);
        return html === undefined ? undefined : { status: page.status, html };
      } catch (error) {
        // The app renders the page in the browser, as it did before the server could.
        request.log.warn({ err: error }, 'server render failed');
        return undefined;
      }
    };
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = pathOf(request.url);
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !path.extname(pathname);
      const renderPage = wantsPage ? currentRenderer() : undefined;
      if (renderPage) {
        const language = pageLanguage(request.url, request.headers.cookie);
        const appPage = renderPage(pathname, language);
        const rendered = await renderedAppPage(request, appPage, language);
        return reply
          .status(rendered?.status ?? 200)
          .type('text/html; charset=utf-8')
          .header('Vary', 'Cookie')
          .send(rendered?.html ?? appPage);
      }
      if (hasWeb && wantsPage) {
        return reply.type('text/html; charset=utf-8').sendFile('index.html');
      }
      return reply
        .status(404)
        .type('application/json; charset=utf-8')
        .send({ success: false, message: translate(request.lang, isApiPath(pathname) ? 'errors.route_not_found' : 'errors.not_found'), data: null });
    });
  },
  { name: 'static-web', dependencies: ['language', 'http-cache', 'compression', 'answer-cache'] },
);
