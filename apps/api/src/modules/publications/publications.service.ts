// Publications: the public repository, members' submissions and edits, and staff review.
import type { CitationFormat, Language, PublicationCreate, PublicationsQuery, PublicationUpdate } from '@wefe/contract';
import type { Db } from '../../db/client.ts';
import { isRealDate } from '../../lib/dates.ts';
import { AppError, conflict, notFound, validation } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createSubmissionLifecycle } from '../moderation/submission-lifecycle.ts';
import type { MediaService } from '../media/media.service.ts';
import type { PendingFile } from '../media/media.types.ts';
import { canSubmitContent } from '../users/users.policy.ts';
import { canEdit, canView } from '../moderation/submission.policy.ts';
import { presentPublication } from './publications.presenter.ts';
import { publicationsReviewed } from './publications.review.ts';
import { citePublication } from './publications.citation.ts';
import { createPublicationsRepo, type NewPublication, type PublicationRow } from './publications.repo.ts';
import { contentPagePath } from '../../lib/public-paths.ts';

export interface PublicationFiles {
  document?: PendingFile;
  image?: PendingFile;
}

interface Deps {
  db: Db;
  media: MediaService;
  mailer: Mailer;
  publicUrl: string;
}

function columns(input: PublicationUpdate): Partial<NewPublication> {
  const values: Partial<NewPublication> = {};
  if (input.title !== undefined) values.title = input.title;
  if (input.publication_type_id !== undefined) values.publicationTypeId = input.publication_type_id;
  if (input.publication_author !== undefined) values.author = input.publication_author;
  if (input.publication_date !== undefined) values.publicationDate = input.publication_date;
  if (input.publication_sector !== undefined) values.sector = input.publication_sector;
  if (input.summary !== undefined) values.summary = input.summary;
  if (input.keywords !== undefined) values.keywords = input.keywords;
  if (input.publication_link !== undefined) values.link = input.publication_link;
  if (input.region !== undefined) values.region = input.region;
  if (input.content_language !== undefined) values.contentLanguage = input.content_language;
  return values;
}

/** Builds the publications service. */
export function createPublicationsService({ db, media, mailer, publicUrl }: Deps) {
  const repo = createPublicationsRepo(db);

  async function checkRefs(input: PublicationUpdate) {
    if (input.publication_type_id !== undefined && !(await repo.typeExists(input.publication_type_id))) {
      throw validation({ publication_type_id: ['validation.unknown_option'] });
    }
    // Any real day from 1900 to 2100: older or later dates are typing mistakes the year filters could never reach.
    const date = input.publication_date;
    if (date !== undefined && (!isRealDate(date) || date < '1900-01-01' || date > '2100-12-31')) throw validation({ publication_date: ['validation.date'] });
  }

  async function view(id: number) {
    const found = await repo.findView(id);
    if (!found) throw notFound('publications.not_found');
    return found;
  }

  const lifecycle = createSubmissionLifecycle<Awaited<ReturnType<typeof view>>, PublicationRow>({ db, media, mailer, publicUrl }, { kind: publicationsReviewed, view, itemOf: (found) => found.publication, decide: repo.decide });


  return {
    async list(query: PublicationsQuery, language: Language, viewer: AuthUser | null) {
      const { rows, total, totalIsLowerBound } = await repo.listPublic(query);
      return { items: rows.map((row) => presentPublication(row, language, viewer?.id ?? null)), total, totalIsLowerBound };
    },

    /** One publication: approved ones for everyone, any state for its owner and staff (404 otherwise). */
    async get(id: number, language: Language, viewer: AuthUser | null) {
      const found = await view(id);
      if (!canView({ status: found.publication.status, ownerId: found.publication.ownerId }, viewer)) throw notFound('publications.not_found');
      return presentPublication(found, language, viewer?.id ?? null);
    },

    /** A publication the caller may see, cited in `format`, with its address on the hub. */
    async citation(id: number, format: CitationFormat, language: Language, viewer: AuthUser | null): Promise<string> {
      const publication = await this.get(id, language, viewer);
      return citePublication(publication, `${publicUrl.replace(/\/+$/, '')}${contentPagePath('publications', id)}`, format);
    },

    async mine(owner: AuthUser, language: Language) {
      return (await repo.listByOwner(owner.id)).map((row) => presentPublication(row, language, owner.id));
    },

    /** One of the caller's own publications; someone else's is 404, as if it did not exist. */
    async mineOne(id: number, owner: AuthUser, language: Language) {
      const found = await view(id);
      if (!canEdit({ status: found.publication.status, ownerId: found.publication.ownerId }, owner)) throw notFound('publications.not_found');
      return presentPublication(found, language, owner.id);
    },

    /** A member's submission: stored pending, its files private until approved. */
    async create(input: PublicationCreate, files: PublicationFiles, owner: AuthUser, language: Language) {
      const pending = [files.document, files.image].filter((f): f is PendingFile => !!f);
      // Inside withUploads, so a refusal still removes the uploaded temp files.
      const id = await media.withUploads(db, pending, async () => {
        if (!canSubmitContent(owner)) throw new AppError(403, 'auth.entity_pending');
        await checkRefs(input);
        const document = files.document ? await media.persist(db, files.document, owner.id, 'private') : undefined;
        const image = files.image ? await media.persist(db, files.image, owner.id, 'private') : undefined;
        const row = await repo.insert({
          ...(columns(input) as NewPublication),
          // Not said, it is the language the member was using.
          contentLanguage: input.content_language ?? language,
          ownerId: owner.id,
          status: 'pending',
          region: input.region ?? 'Global',
          documentId: document?.id ?? null,
          imageId: image?.id ?? null,
        });
        return row.id;
      });
      return presentPublication((await repo.findView(id))!, language, owner.id);
    },

    /** The owner's edit: changed fields and new files only; the publication goes back to review. */
    async update(id: number, input: PublicationUpdate, files: PublicationFiles, owner: AuthUser, language: Language) {
      await lifecycle.edit(id, owner, [files.document, files.image].filter((f): f is PendingFile => !!f), {
        check: () => checkRefs(input),
        write: async (tx, found) => {
          const replaced: number[] = [];
          const values = columns(input);
          if (files.document) {
            values.documentId = (await media.persist(tx, files.document, owner.id, 'private')).id;
            if (found.publication.documentId) replaced.push(found.publication.documentId);
          }
          if (files.image) {
            values.imageId = (await media.persist(tx, files.image, owner.id, 'private')).id;
            if (found.publication.imageId) replaced.push(found.publication.imageId);
          }
          if (!(await createPublicationsRepo(tx).updateAsOwner(id, owner.id, values))) throw conflict();
          return replaced;
        },
      });
      return presentPublication((await repo.findView(id))!, language, owner.id);
    },

    /** The owner deletes the publication with its files. */
    delete: lifecycle.delete,

    /** Staff: approve a pending item once; it and its files become public, the owner is told. */
    async approve(id: number, staff: AuthUser, language: Language) {
      await lifecycle.approve(id, staff);
      return presentPublication((await repo.findView(id))!, language, staff.id);
    },

    /** Staff: reject a pending item with a reason the owner receives by mail. */
    async reject(id: number, staff: AuthUser, reason: string, language: Language) {
      await lifecycle.reject(id, staff, reason);
      return presentPublication((await repo.findView(id))!, language, staff.id);
    },

  };
}
export type PublicationsService = ReturnType<typeof createPublicationsService>;
