// A publication as schema.org sees it (JSON-LD, issue 30): a ScholarlyArticle for papers and articles,
// a Report for reports, briefs and notes, a Dataset or a Book; with its authors, date, publisher,
// abstract, the public document, and the trail that leads to it.
import { publicationAuthorNames } from '@wefe/contract/constants';
import type { Publication } from '@wefe/contract';
import { breadcrumbs } from '@/components/ui/json-ld';
import { paths } from '@/lib/paths';
import { siteOrigin } from '@/lib/site-origin';

/** schema.org's type of each publication type the hub seeds (by id); others are reports. */
const SCHEMA_TYPES: Record<number, string> = { 1: 'Report', 2: 'Report', 3: 'Report', 4: 'Dataset', 5: 'ScholarlyArticle', 6: 'ScholarlyArticle', 7: 'Book', 8: 'ScholarlyArticle' };

/** The structured data of an approved publication; `listName` names the list page in the trail. */
export function publicationStructuredData(publication: Publication, listName: string): Record<string, unknown> {
  const origin = siteOrigin();
  const url = `${origin}${paths.publications.detail.getHref(publication.id)}`;
  const document = publication.has_document && publication.document_url ? `${origin}${publication.document_url}` : undefined;
  return {
    '@graph': [
      {
        '@type': SCHEMA_TYPES[publication.publication_type_id] ?? 'Report',
        name: publication.title,
        headline: publication.title,
        url,
        author: publicationAuthorNames(publication.publication_author).map((name) => ({ '@type': 'Person', name })),
        datePublished: publication.publication_date || undefined,
        publisher: { '@type': 'Organization', name: 'WEFE Nexus Hub', url: `${origin}/` },
        abstract: publication.summary ?? undefined,
        keywords: publication.keywords_array.length ? publication.keywords_array.join(', ') : undefined,
        inLanguage: publication.content_language,
        image: publication.image_url ? `${origin}${publication.image_url}` : undefined,
        ...(document ? { associatedMedia: { '@type': 'MediaObject', contentUrl: document, name: publication.document_name ?? undefined } } : {}),
      },
      breadcrumbs([
        { name: listName, url: `${origin}${paths.publications.list.getHref()}` },
        { name: publication.title, url },
      ]),
    ],
  };
}
