// Multipart parsing for uploads, with explicit limits; files are streamed by modules/media, which
// enforces each field's own size while streaming (busboy's fileSize only marks a file as truncated).
import multipart from '@fastify/multipart';
import { DOCUMENT_MAX_BYTES, STORY_DOCUMENTS_MAX, STORY_VISUALS_MAX } from '@wefe/contract';
import fp from 'fastify-plugin';

/** The parser's limits: generous enough for every form of the hub, small enough to bound a request. */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 100 * 1024,
  // The largest form in fields: an event with its agenda, speakers and partners (four fields a row).
  fields: 400,
  // One byte over the largest limit, so a file of exactly the limit passes and one byte more is seen.
  fileSize: DOCUMENT_MAX_BYTES + 1,
  // The largest form: a story's visuals, documents and featured image.
  files: STORY_VISUALS_MAX + STORY_DOCUMENTS_MAX + 1,
  parts: 450,
  headerPairs: 2000,
} as const;

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
