// "Cite this" (issue 30): a publication as APA text, BibTeX and RIS, from one CSL-JSON record, by
// citation-js (its core with the BibTeX, RIS and CSL plugins) rather than hand-written formats.
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-ris';
import { publicationAuthorNames, type CitationFormat, type Publication } from '@wefe/contract';

/** CSL's type of each publication type the hub seeds (ids of seed/data/reference-lists.ts); others are reports. */
const CSL_TYPES: Record<number, string> = { 1: 'report', 2: 'report', 3: 'report', 4: 'dataset', 5: 'article', 6: 'article-journal', 7: 'book', 8: 'paper-conference' };

/**
 * The authors as CSL names, each kept as written: the field cannot tell a person ("Amal Haddad") from an
 * organisation ("Water Lab"), and splitting a name into given and family names would misname either.
 */
export function citationAuthors(field: string): Array<{ literal: string }> {
  return publicationAuthorNames(field).map((name) => ({ literal: name }));
}

/** The publication as a CSL-JSON record, with its address on the hub (`url`). */
function cslRecord(publication: Publication, url: string) {
  const [year, month, day] = publication.publication_date.split('-').map(Number);
  const dateParts = [year, month, day].filter((part): part is number => Number.isInteger(part) && part! > 0);
  return {
    id: `wefe-publication-${publication.id}`,
    type: CSL_TYPES[publication.publication_type_id] ?? 'report',
    title: publication.title,
    author: citationAuthors(publication.publication_author),
    issued: { 'date-parts': [dateParts] },
    publisher: 'WEFE Nexus Hub',
    URL: url,
    language: publication.content_language,
    ...(publication.summary ? { abstract: publication.summary } : {}),
    ...(publication.keywords_array.length ? { keyword: publication.keywords_array.join(', ') } : {}),
  };
}

/** The publication cited in one format: APA (plain text), BibTeX or RIS. */
export function citePublication(publication: Publication, url: string, format: CitationFormat): string {
  const cite = new Cite(cslRecord(publication, url));
  if (format === 'apa') return cite.format('bibliography', { template: 'apa', lang: 'en-US', format: 'text' }).trim();
  return cite.format(format).trim() + '\n';
}
