// What one multipart request may hold, for the parser (plugins/multipart.ts) and for the upload reader
// that enforces each field's own limits while streaming (media.upload.ts).
import { DOCUMENT_MAX_BYTES, STORY_DOCUMENTS_MAX, STORY_VISUALS_MAX } from '@wefe/contract';

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
