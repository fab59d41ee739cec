// What staff content management needs to know of each content type: its table, its editable fields
// (contract name to column), which of them are dates, and where its files are.
import {
  ADMIN_EDITABLE_FIELDS,
  EVENT_ONLY_FIELDS,
  adminNewsEventEditSchema,
  adminPublicationEditSchema,
  adminStoryEditSchema,
  type ContentType,
} from '@wefe/contract';
import type { z } from 'zod';
import type { ReviewedKind } from '../moderation/reviewed-kind.ts';
import { newsEventsReviewed } from '../news-events/news-events.review.ts';
import { publicationsReviewed } from '../publications/publications.review.ts';
import { storiesReviewed } from '../stories/stories.review.ts';
import type { ContentRow } from './content-admin.repo.ts';

/**
 * A reviewed content type (its module's declaration: type, the audit log's entity type and the address
 * segment; table; not-found message; snapshot, kept again when staff correct an approved item) and what
 * staff management adds to it.
 */
export interface ContentKind extends ReviewedKind {
  /** The staff edit's rules (the member form's, for these fields). */
  schema: z.ZodType<Record<string, string | null | undefined>>;
  /** Each editable field's column, in the form's order. */
  columns: Record<string, string>;
  /** Fields holding a day (or a day and a time) that must be a real one. */
  dateFields: readonly string[];
  /** A start and an end whose order is checked together with the stored values. */
  dateOrder?: readonly [string, string];
  /** Fields this item does not have (a news item has no event fields); sending one is refused. */
  absentFields?: (row: ContentRow) => readonly string[];
}

/** The contract's field list paired with the columns, so the two cannot drift apart unnoticed. */
function columnsOf<T extends ContentType>(type: T, columns: Record<(typeof ADMIN_EDITABLE_FIELDS)[T][number], string>): Record<string, string> {
  return Object.fromEntries(ADMIN_EDITABLE_FIELDS[type].map((field: (typeof ADMIN_EDITABLE_FIELDS)[T][number]) => [field, columns[field]]));
}

export const CONTENT_KINDS: Record<ContentType, ContentKind> = {
  publications: {
    ...publicationsReviewed,
    schema: adminPublicationEditSchema as ContentKind['schema'],
    columns: columnsOf('publications', {
      title: 'title',
      publication_author: 'author',
      publication_date: 'publicationDate',
      publication_sector: 'sector',
      summary: 'summary',
      keywords: 'keywords',
      publication_link: 'link',
    }),
    dateFields: ['publication_date'],
  },
  stories: {
    ...storiesReviewed,
    schema: adminStoryEditSchema as ContentKind['schema'],
    columns: columnsOf('stories', {
      title: 'title',
      title_ar: 'titleAr',
      excerpt: 'excerpt',
      excerpt_ar: 'excerptAr',
      desc: 'description',
      content_ar: 'descriptionAr',
      background: 'background',
      main_components: 'mainComponents',
      achievements: 'achievements',
      additional_info: 'additionalInfo',
      sustainability_status_desc: 'sustainabilityStatusDesc',
      location: 'location',
      implementing_leader: 'implementingLeader',
      starting_date: 'startingDate',
      ending_date: 'endingDate',
      contact_name: 'contactName',
      contact_email: 'contactEmail',
      contact_position: 'contactPosition',
      story_link: 'storyLink',
    }),
    dateFields: ['starting_date', 'ending_date'],
    dateOrder: ['starting_date', 'ending_date'],
  },
  'news-events': {
    ...newsEventsReviewed,
    schema: adminNewsEventEditSchema as ContentKind['schema'],
    columns: columnsOf('news-events', {
      title: 'title',
      desc: 'description',
      background: 'background',
      impact: 'impact',
      key_learnings: 'keyLearnings',
      additional_info: 'additionalInfo',
      quantitative_metrics: 'quantitativeMetrics',
      quantitative_metrics_desc: 'quantitativeMetricsDesc',
      location: 'location',
      implementing_leader: 'implementingLeader',
      organizer: 'organizer',
      starting_date: 'startingDate',
      end_date: 'endDate',
      duration: 'duration',
      register_deadline: 'registerDeadline',
      contact_name: 'contactName',
      contact_email: 'contactEmail',
      contact_position: 'contactPosition',
      contact_phone: 'contactPhone',
      post_link: 'postLink',
      website_url: 'websiteUrl',
      registration_url: 'registrationUrl',
    }),
    dateFields: ['starting_date', 'end_date', 'register_deadline'],
    dateOrder: ['starting_date', 'end_date'],
    absentFields: (row) => (row.type === 'news' ? EVENT_ONLY_FIELDS : []),
  },
};
