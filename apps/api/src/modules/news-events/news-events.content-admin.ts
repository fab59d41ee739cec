// News and events in staff content management (content-admin/content-kind.ts): the fields the console
// corrects and their columns, registered by the app (content-modules.ts).
import { adminNewsEventEditSchema, EVENT_ONLY_FIELDS } from '@wefe/contract';
import { columnsOf, type ContentKind } from '../content-admin/content-kind.ts';
import { newsEventsReviewed } from './news-events.review.ts';

/** A news item or event as staff correct it in the console: its texts, an event's dates and its links. */
export const newsEventsContentKind: ContentKind = {
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
};
