// Publications in staff content management (content-admin/content-kind.ts): the fields the console
// corrects and their columns, registered by the app (content-modules.ts).
import { adminPublicationEditSchema } from '@wefe/contract';
import { columnsOf, type ContentKind } from '../content-admin/content-kind.ts';
import { publicationsReviewed } from './publications.review.ts';

/** A publication as staff correct it in the console: its bibliographic texts, its date and its link. */
export const publicationsContentKind: ContentKind = {
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
};
