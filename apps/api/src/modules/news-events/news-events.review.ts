// A news item or event as moderation reviews it: its table and a reviewer's snapshot of it
// (moderation/reviewed-kind.ts).
import type { Db } from '../../db/client.ts';
import { newsEvents } from '../../db/schema.ts';
import type { ReviewedKind } from '../moderation/reviewed-kind.ts';
import { fileNames } from '../moderation/review.repo.ts';
import { orNull, snapshotFileName, type ReviewSnapshot } from '../moderation/review.snapshots.ts';
import { createNewsEventsRepo, type NewsEventView } from './news-events.repo.ts';

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
    images: view.images.map((image) => [snapshotFileName(files, image.mediaId), image.altText, image.altTextAr].filter(Boolean).join(' — ')),
    attachment: view.attachment?.originalName ?? null,
  };
}

/** News and events as moderation reviews them. */
export const newsEventsReviewed: ReviewedKind = {
  type: 'news-events',
  table: newsEvents,
  notFound: 'news_events.not_found',
  label: { en: 'news or event', ar: 'الخبر أو الفعالية', fr: 'actualité ou événement' },
  mediaIdsOf: (db, id) => createNewsEventsRepo(db).mediaIdsOf(id),
  snapshot: async (db: Db, id: number) => {
    const view = await createNewsEventsRepo(db).findView(id);
    return view && newsEventSnapshot(view, await fileNames(db, view.images.map((image) => image.mediaId)));
  },
};
