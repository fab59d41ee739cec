// Multipart parsing for uploads, with explicit limits; files are streamed by modules/media, which
// enforces each field's own size while streaming (busboy's fileSize only marks a file as truncated).
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MULTIPART_LIMITS } from '../modules/media/media.limits.ts';

export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: MULTIPART_LIMITS,
      // Sizes are checked by readMultipart while it streams, with a translated field error.
      throwFileSizeLimit: false,
    });
  },
  { name: 'multipart' },
);
