// Weak validators for JSON answers: a hash of the body, so an unchanged answer revalidates with a 304.
import { createHash } from 'node:crypto';

/**
 * A weak ETag of a body. Weak because the same JSON goes out gzipped, brotli-compressed or plain:
 * equivalent answers, not identical bytes.
 */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 section 13.1.2). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
