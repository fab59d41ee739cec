// Serves the built web app beside the API, with history fallback for its client-side routes.
// Caching headers come from lib/cache-policy.ts (hashed assets immutable, other files revalidated).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { translate } from '../lib/i18n.ts';
import { languageFromCookie, pageRendererFor } from '../lib/page-preloads.ts';
import { isApiPath, pathOf } from '../lib/url-paths.ts';

export default fp<{ webDistDir: string | undefined }>(
  async (app, { webDistDir }) => {
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
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = pathOf(request.url);
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !path.extname(pathname);
      const renderPage = wantsPage ? currentRenderer() : undefined;
      if (renderPage) {
        return reply.type('text/html; charset=utf-8').header('Vary', 'Cookie').send(renderPage(pathname, languageFromCookie(request.headers.cookie)));
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
  { name: 'static-web', dependencies: ['language', 'http-cache', 'compression'] },
);
