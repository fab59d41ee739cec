// Stories in staff content management (content-admin/content-kind.ts): the fields the console
// corrects and their columns, registered by the app (content-modules.ts).
import { adminStoryEditSchema } from '@wefe/contract';
import { columnsOf, type ContentKind } from '../content-admin/content-kind.ts';
import { storiesReviewed } from './stories.review.ts';

/** A story as staff correct it in the console: its texts in both languages, its dates and its contact. */
export const storiesContentKind: ContentKind = {
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
};
