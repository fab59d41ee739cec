// Compresses answers on the wire: brotli for browsers that take it, else gzip (docs/decisions/020).
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

/**
 * Brotli's quality for answers made per request. Measured on the map's 1,000 points (305 KB of JSON):
 * 4 gives 16.0 KB for 2.2 ms of CPU, 5 gives 13.5 KB for 3.7 ms (gzip's default level: 16.5 KB, 3.1 ms);
 * 11, the build's choice for static files (8.3 KB), takes over a second.
 */
const DYNAMIC_BROTLI_QUALITY = 5;

/** Answers smaller than this go as they are: compression would save less than its headers cost. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers up to this size are compressed in one synchronous call, above it through a stream. The
 * plugin's default on two cores is 8 KB; raised so that the answer cache (plugins/answer-cache.ts),
 * which keeps finished answers up to 1 MB, receives a map or a ranking as one buffer it can keep, not a
 * stream. Such an answer is then compressed once every few seconds, and on two cores the stream's
 * thread pool had little to overlap with anyway (the plugin's own measurements favour the synchronous
 * path on one or two cores).
 */
const SYNC_COMPRESSION_MAX_BYTES = 1024 * 1024;

// Every text type but server-sent events, which must reach the client as each event is written; JSON,
// JavaScript and SVG are compressible in mime-db, which the plugin also reads. Types mime-db calls
// compressed (images, PDF, office files) are never recompressed; uploads are excluded by route anyway.
const TEXT_TYPES = /^text\/(?!event-stream)/u;

export default fp(
  async (app) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
      customTypes: TEXT_TYPES,
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
      // No route takes compressed request bodies; accepting them would only let a client make us inflate data.
      globalDecompression: false,
    });
    // Said plainly (415, translated) rather than failing later as a body that is not JSON.
    app.addHook('onRequest', async (request) => {
      const encoding = request.headers['content-encoding']?.trim().toLowerCase();
      if (encoding && encoding !== 'identity') throw new AppError(415, 'errors.unsupported_content_encoding');
    });
  },
  { name: 'compression', dependencies: ['http-cache'] },
);
