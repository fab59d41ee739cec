// A story as the API answers it: texts in the reader's language, names of its references, file links.
import { localizedName } from '../../lib/localized.ts';
import type { Language, Story, StoryProgress } from '@wefe/contract';
import { documentLink, imageLinks } from '../media/media.links.ts';
import { formatFileSize } from '../publications/publications.presenter.ts';
import type { StoryView } from './stories.repo.ts';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * A story is written in one main language with an optional Arabic version. Arabic readers get the
 * Arabic text when there is one; English and French readers get the main text, or the Arabic when
 * that is all there is.
 */
export function textIn(main: string, arabic: string | null, language: Language): string;
export function textIn(main: string | null, arabic: string | null, language: Language): string | null;
export function textIn(main: string | null, arabic: string | null, language: Language): string | null {
  return (language === 'ar' ? arabic || main : main || arabic) || null;
}

/** The card label: ongoing, else completed when it has an ending date, else to be determined. */
export const progressOf = (story: { isOngoing: boolean; endingDate: string | null }): StoryProgress =>
  story.isOngoing ? 'ongoing' : story.endingDate ? 'completed' : 'tbd';

/** Presents a story in the reader's language. */
export function presentStory(view: StoryView, language: Language, viewerId: number | null): Story {
  const { story: s, country, status, featured } = view;
  const visuals = view.visuals.map((v) => {
    const links = imageLinks(v.mediaId, v.variants);
    return { id: v.id, image_path: links.url, image_srcset: links.srcset, order: v.position, alt_text: v.altText, text_ar: v.altTextAr };
  });
  const cover = featured ? imageLinks(featured.id, featured.variants) : visuals[0] ? { url: visuals[0].image_path, srcset: visuals[0].image_srcset } : null;
  return {
    id: s.id,
    content_language: s.contentLanguage,
    title: textIn(s.title, s.titleAr, language),
    desc: textIn(s.description, s.descriptionAr, language),
    excerpt: textIn(s.excerpt, s.excerptAr, language),
    original: { title: s.title, title_ar: s.titleAr, desc: s.description, content_ar: s.descriptionAr, excerpt: s.excerpt, excerpt_ar: s.excerptAr },
    background: s.background,
    main_components: s.mainComponents,
    achievements: s.achievements,
    additional_info: s.additionalInfo,
    sustainability_status_id: s.sustainabilityStatusId,
    sustainability_status: { id: status.id, name: localizedName(status, language) },
    sustainability_status_desc: s.sustainabilityStatusDesc,
    location: s.location,
    country_id: s.countryId,
    country: { id: country.id, name: localizedName(country, language) },
    city_id: s.cityId,
    implementing_leader: s.implementingLeader,
    is_ongoing: s.isOngoing,
    progress: progressOf(s),
    starting_date: s.startingDate,
    ending_date: s.endingDate,
    contact_name: s.contactName,
    contact_email: s.contactEmail,
    contact_position: s.contactPosition,
    story_link: s.storyLink,
    donor: s.donors,
    sectors: view.sectors.map((sector) => ({ id: sector.id, name: localizedName(sector, language) })),
    partners: view.partners,
    visuals,
    documents: view.documents.map((d) => ({ id: d.id, document_path: documentLink(d.mediaId), document_name: d.originalName, formatted_file_size: formatFileSize(d.sizeBytes) })),
    cover_image_url: cover?.url ?? null,
    cover_image_srcset: cover?.srcset ?? null,
    status: s.status,
    rejection_reason: s.rejectionReason,
    is_owner: viewerId !== null && viewerId === s.ownerId,
    created_at: iso(s.createdAt),
    updated_at: iso(s.updatedAt),
  };
}
