// A publication as moderation reviews it: its table and a reviewer's snapshot of it (moderation/reviewed-kind.ts).
import type { Db } from '../../db/client.ts';
import { publications } from '../../db/schema.ts';
import type { ReviewedKind } from '../moderation/reviewed-kind.ts';
import { fileNames } from '../moderation/review.repo.ts';
import { orNull, snapshotFileName, type ReviewSnapshot } from '../moderation/review.snapshots.ts';
import { createPublicationsRepo, type PublicationView } from './publications.repo.ts';

/** A publication's reviewable fields. */
export function publicationSnapshot(view: PublicationView, files: Map<number, string>): ReviewSnapshot {
  const p = view.publication;
  return {
    title: p.title,
    publication_type: view.type.nameEn,
    publication_author: p.author,
    publication_date: p.publicationDate,
    publication_sector: orNull(p.sector),
    summary: orNull(p.summary),
    keywords: orNull(p.keywords),
    publication_link: orNull(p.link),
    region: p.region,
    document: view.document?.originalName ?? null,
    image: snapshotFileName(files, view.image?.id),
  };
}

/** Publications as moderation reviews them. */
export const publicationsReviewed: ReviewedKind = {
  type: 'publications',
  table: publications,
  notFound: 'publications.not_found',
  label: { en: 'publication', ar: 'المنشور', fr: 'publication' },
  mediaIdsOf: (db, id) => createPublicationsRepo(db).mediaIdsOf(id),
  snapshot: async (db: Db, id: number) => {
    const view = await createPublicationsRepo(db).findView(id);
    return view && publicationSnapshot(view, await fileNames(db, view.image ? [view.image.id] : []));
  },
};
