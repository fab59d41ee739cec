// Google Scholar's citation tags in a publication page's head (React 19 moves <meta> there, and the
// server's render writes them; issue 30): title, each author, the date and a public PDF.
import { publicationAuthorNames } from '@wefe/contract/constants';
import type { Publication } from '@wefe/contract';
import { siteOrigin } from '@/lib/site-origin';

/** The tags of an approved publication; none for one under review. */
export function ScholarMeta({ publication }: { publication: Publication }) {
  if (publication.status !== 'approved') return null;
  const pdf = publication.has_document && publication.document_url && /\.pdf$/i.test(publication.document_name ?? '') ? `${siteOrigin()}${publication.document_url}` : null;
  return (
    <>
      <meta name="citation_title" content={publication.title} />
      {publicationAuthorNames(publication.publication_author).map((name) => (
        <meta key={name} name="citation_author" content={name} />
      ))}
      {publication.publication_date && <meta name="citation_publication_date" content={publication.publication_date.replaceAll('-', '/')} />}
      <meta name="citation_language" content={publication.content_language} />
      <meta name="citation_publisher" content="WEFE Nexus Hub" />
      {pdf && <meta name="citation_pdf_url" content={pdf} />}
    </>
  );
}
