// Serves the built web app beside the API, with history fallback for its client-side routes.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { translate } from '../lib/i18n.ts';

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
        // The policy is ours (setHeaders below), not the plugin's default max-age=0.
        cacheControl: false,
        setHeaders: (res, filePath) => {
          // Vite puts content hashes in asset names, so they never change under one URL.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api') && !path.extname(pathname);
      if (hasWeb && wantsPage) {
        reply.header('Cache-Control', 'no-cache');
        return reply.type('text/html; charset=utf-8').sendFile('index.html');
      }
      const apiCall = pathname === '/api' || pathname.startsWith('/api/');
      return reply
        .status(404)
        .type('application/json; charset=utf-8')
        .send({ success: false, message: translate(request.lang, apiCall ? 'errors.route_not_found' : 'errors.not_found'), data: null });
    });
  },
  { name: 'static-web', dependencies: ['language'] },
);
