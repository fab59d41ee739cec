// What a reviewer approves, kept as a flat snapshot of an item's reviewable fields (texts in each
// language, lists, links, file names) so an edit of an approved item can show what changed. Field
// names are the API's; references are kept by their English name, files by their original name.
import type { SnapshotValue, SubmissionChange } from '@wefe/contract';
import type { Db } from '../../db/client.ts';
import { createNewsEventsRepo, type NewsEventView } from '../news-events/news-events.repo.ts';
import { createPublicationsRepo, type PublicationView } from '../publications/publications.repo.ts';
import { createStoriesRepo, type StoryView } from '../stories/stories.repo.ts';
import { fileNames } from './review.repo.ts';

export type ReviewSnapshot = Record<string, SnapshotValue>;
/** The reviewed content types (entity accounts have no snapshot). */
export type ContentType = 'publications' | 'stories' | 'news-events';

const fileName = (files: Map<number, string>, id: number | null | undefined) => (id ? (files.get(id) ?? `#${id}`) : null);
const orNull = (value: string | null | undefined) => (value === undefined || value === '' ? null : value);

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
    image: fileName(files, view.image?.id),
  };
}

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
    featured_image: fileName(files, view.featured?.id),
    visuals: view.visuals.map((visual) => [fileName(files, visual.mediaId), visual.altText, visual.altTextAr].filter(Boolean).join(' — ')),
    documents: view.documents.map((document) => document.originalName),
  };
}

/** A news item's or event's reviewable fields, its lists and file names. */
export function newsEventSnapshot(view: NewsEventView, files: Map<number, string>): ReviewSnapshot {
  const e = view.item;
  return {
    type: e.type,
    title: e.title,
    desc: orNull(e.description),
    post_type: view.postType.nameEn,
    organization_type: view.organizationType.nameEn,
    location: e.location,
    country: view.country.nameEn,
    implementing_leader: orNull(e.implementingLeader),
    starting_date: orNull(e.startingDate),
    end_date: orNull(e.endDate),
    duration: orNull(e.duration),
    register_deadline: orNull(e.registerDeadline),
    contact_name: orNull(e.contactName),
    contact_email: orNull(e.contactEmail),
    contact_position: orNull(e.contactPosition),
    contact_phone: orNull(e.contactPhone),
    post_link: orNull(e.postLink),
    website_url: orNull(e.websiteUrl),
    registration_url: orNull(e.registrationUrl),
    background: orNull(e.background),
    impact: orNull(e.impact),
    key_learnings: orNull(e.keyLearnings),
    additional_info: orNull(e.additionalInfo),
    quantitative_metrics: orNull(e.quantitativeMetrics),
    quantitative_metrics_desc: orNull(e.quantitativeMetricsDesc),
    is_ongoing: e.isOngoing,
    is_online: e.isOnline,
    sustainability_status_id: e.sustainabilityStatusId,
    event_type: e.eventType,
    organizer: orNull(e.organizer),
    capacity: e.capacity,
    fee_type: e.feeType,
    fee_amount: e.feeAmount,
    sectors: view.sectors.map((sector) => sector.nameEn),
    agenda_outlines: view.agenda.map((entry) => entry.outline),
    speakers: view.speakers.map((speaker) => [speaker.name, speaker.title, speaker.organization].filter(Boolean).join(', ')),
    partners: view.partners.map((partner) => [partner.organization, partner.contactPerson, partner.contactEmail, partner.category?.nameEn].filter(Boolean).join(', ')),
    images: view.images.map((image) => [fileName(files, image.mediaId), image.altText, image.altTextAr].filter(Boolean).join(' — ')),
    attachment: view.attachment?.originalName ?? null,
  };
}

/** Reads an item's reviewable fields as they are now, on `db` or a transaction; undefined when it does not exist. */
export const readSnapshot: Record<ContentType, (db: Db, id: number) => Promise<ReviewSnapshot | undefined>> = {
  publications: async (db, id) => {
    const view = await createPublicationsRepo(db).findView(id);
    return view && publicationSnapshot(view, await fileNames(db, view.image ? [view.image.id] : []));
  },
  stories: async (db, id) => {
    const view = await createStoriesRepo(db).findView(id);
    return view && storySnapshot(view, await fileNames(db, [...(view.featured ? [view.featured.id] : []), ...view.visuals.map((v) => v.mediaId)]));
  },
  'news-events': async (db, id) => {
    const view = await createNewsEventsRepo(db).findView(id);
    return view && newsEventSnapshot(view, await fileNames(db, view.images.map((image) => image.mediaId)));
  },
};

const same = (a: SnapshotValue | undefined, b: SnapshotValue | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose values differ, in the current snapshot's order (then fields only the old one had). */
export function diffSnapshots(before: ReviewSnapshot, after: ReviewSnapshot): SubmissionChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields.filter((field) => !same(before[field], after[field])).map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}
