// Who may fetch a stored file: pure rules, called by the media service before anything is read.
import type { FastifyRequest } from 'fastify';
import { isStaff } from '../users/users.policy.ts';
import type { MediaFileRow } from './media.repo.ts';

/**
 * True when the request may read the file: anyone for a public file; its owner and staff for a
 * private one (an entity's proof document, files of content still under review). Ids are
 * sequential, so a private file must never be served on its id alone. A refusal answers 404, as for a
 * file that does not exist.
 */
export function canRead(row: MediaFileRow, request: FastifyRequest): boolean {
  if (row.visibility === 'public') return true;
  const user = request.user;
  return !!user && (user.id === row.ownerId || isStaff(user));
}
