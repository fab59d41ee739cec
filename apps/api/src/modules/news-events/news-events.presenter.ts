// A news item or event as the API answers it: names of its references in the reader's language, its
// lists, file links and the derived fields (formatted date, cover, calendar link).
import { localizedName } from '../../lib/localized.ts';
import type { Language, NewsEvent } from '@wefe/contract';
import { documentLink, imageLinks } from '../media/media.links.ts';
import { formatDate, formatFileSize } from '../publications/publications.presenter.ts';
import type { NewsEventView } from './news-events.repo.ts';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The link of an item's calendar file. */
export const calendarPath = (id: number) => `/api/news-events/${id}.ics`;

/** Presents a news item or event in the reader's language. */
export function presentNewsEvent(view: NewsEventView, language: Language, viewerId: number | null): NewsEvent {
  const { item: e, postType, organizationType, country, attachment } = view;
  const images = view.images.map((image) => {
    const links = imageLinks(image.mediaId, image.variants);
    return { id: image.id, image_path: links.url, image_srcset: links.srcset, alt_text: image.altText, text_ar: image.altTextAr };
  });
  const cover = images[0];
  return {
    id: e.id,
    content_language: e.contentLanguage,
    type: e.type,
    title: e.title,
    desc: e.description,
    post_type_id: e.postTypeId,
    post_type: { id: postType.id, name: localizedName(postType, language) },
    organization_type_id: e.organizationTypeId,
    organization_type: { id: organizationType.id, name: localizedName(organizationType, language) },
    location: e.location,
    country_id: e.countryId,
    country: { id: country.id, name: localizedName(country, language) },
    city_id: e.cityId,
    implementing_leader: e.implementingLeader,
    starting_date: e.startingDate,
    end_date: e.endDate,
    duration: e.duration,
    register_deadline: e.registerDeadline,
    formatted_date: e.startingDate ? formatDate(e.startingDate.slice(0, 10), language) : null,
    contact_name: e.contactName,
    contact_email: e.contactEmail,
    contact_position: e.contactPosition,
    contact_phone: e.contactPhone,
    post_link: e.postLink,
    website_url: e.websiteUrl,
    registration_url: e.registrationUrl,
    background: e.background,
    impact: e.impact,
    key_learnings: e.keyLearnings,
    additional_info: e.additionalInfo,
    quantitative_metrics: e.quantitativeMetrics,
    quantitative_metrics_desc: e.quantitativeMetricsDesc,
    is_ongoing: e.isOngoing,
    is_online: e.isOnline,
    sustainability_status_id: e.sustainabilityStatusId,
    event_type: e.eventType,
    organizer: e.organizer,
    capacity: e.capacity,
    fee_type: e.feeType,
    fee_amount: e.feeAmount,
    sectors: view.sectors.map((sector) => ({ id: sector.id, name: localizedName(sector, language) })),
    agenda_outlines: view.agenda,
    speakers: view.speakers,
    partners: view.partners.map((p) => ({
      id: p.id,
      organization: p.organization,
      contact_person: p.contactPerson,
      contact_email: p.contactEmail,
      institution_category_id: p.institutionCategoryId,
      institution_category: p.category ? { id: p.category.id, name: localizedName(p.category, language) } : null,
    })),
    images,
    attachment: attachment ? { url: documentLink(attachment.id), name: attachment.originalName, formatted_file_size: formatFileSize(attachment.sizeBytes) } : null,
    cover_image_url: cover?.image_path ?? null,
    cover_image_srcset: cover?.image_srcset ?? null,
    calendar_url: e.startingDate ? calendarPath(e.id) : null,
    status: e.status,
    rejection_reason: e.rejectionReason,
    is_owner: viewerId !== null && viewerId === e.ownerId,
    created_at: iso(e.createdAt),
    updated_at: iso(e.updatedAt),
  };
}
