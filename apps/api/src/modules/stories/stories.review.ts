// A story as moderation reviews it: its table and a reviewer's snapshot of it (moderation/reviewed-kind.ts).
import type { Db } from '../../db/client.ts';
import { stories } from '../../db/schema.ts';
import type { ReviewedKind } from '../moderation/reviewed-kind.ts';
import { fileNames } from '../moderation/review.repo.ts';
import { orNull, snapshotFileName, type ReviewSnapshot } from '../moderation/review.snapshots.ts';
import { createStoriesRepo, type StoryView } from './stories.repo.ts';

/** A story's reviewable fields, its lists and file names. */
export function storySnapshot(view: StoryView, files: Map<number, string>): ReviewSnapshot {
  const s = view.story;
  return {
    title: s.title,
    title_ar: orNull(s.titleAr),
    desc: s.description,
    content_ar: orNull(s.descriptionAr),
    excerpt: orNull(s.excerpt),
    excerpt_ar: orNull(s.excerptAr),
    background: s.background,
    main_components: s.mainComponents,
    achievements: orNull(s.achievements),
    additional_info: orNull(s.additionalInfo),
    sustainability_status: view.status.nameEn,
    sustainability_status_desc: orNull(s.sustainabilityStatusDesc),
    location: s.location,
    country: view.country.nameEn,
    implementing_leader: s.implementingLeader,
    is_ongoing: s.isOngoing,
    starting_date: orNull(s.startingDate),
    ending_date: orNull(s.endingDate),
    contact_name: s.contactName,
    contact_email: s.contactEmail,
    contact_position: s.contactPosition,
    story_link: orNull(s.storyLink),
    donor: [...s.donors],
    sectors: view.sectors.map((sector) => sector.nameEn),
    partners: view.partners.map((partner) => `${partner.organization} (${partner.sector})`),
    featured_image: snapshotFileName(files, view.featured?.id),
    visuals: view.visuals.map((visual) => [snapshotFileName(files, visual.mediaId), visual.altText, visual.altTextAr].filter(Boolean).join(' — ')),
    documents: view.documents.map((document) => document.originalName),
  };
}

/** Stories as moderation reviews them. */
export const storiesReviewed: ReviewedKind = {
  type: 'stories',
  table: stories,
  notFound: 'stories.not_found',
  label: { en: 'story', ar: 'القصة', fr: 'récit' },
  mediaIdsOf: (db, id) => createStoriesRepo(db).mediaIdsOf(id),
  snapshot: async (db: Db, id: number) => {
    const view = await createStoriesRepo(db).findView(id);
    return view && storySnapshot(view, await fileNames(db, [...(view.featured ? [view.featured.id] : []), ...view.visuals.map((v) => v.mediaId)]));
  },
};
