// "Cite this": a data set or a view of it as APA (7th edition, data set form) and as a BibTeX entry.
// Two fixed forms of a handful of fields, so a pure function instead of a citation library: citation-js
// with its CSL styles weighs over 100 KB gzipped for what is here some 60 lines (decision 033).

export interface CitationSource {
  /** The organisation that publishes it. */
  author: string;
  /** Year of the edition cited (the year it is accessed, for a data set that is kept up to date). */
  year: number;
  title: string;
  /** Absolute address. */
  url: string;
  /** Day the reader retrieved it. */
  accessed: Date;
}

/** The translated words of an APA reference: its kind in brackets and the retrieval phrase. */
export interface ApaWords {
  /** '[Data set]' without brackets. */
  kind: string;
  /** 'Retrieved {date}, from {url}' with both filled in. */
  retrieved: (date: string, url: string) => string;
}

/** The APA reference: 'Author. (Year). Title [Kind]. Retrieved Month D, YYYY, from URL' in the reader's language. */
export function apaCitation(source: CitationSource, words: ApaWords, language: string): string {
  const date = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(source.accessed);
  const author = source.author.endsWith('.') ? source.author : `${source.author}.`;
  return `${author} (${source.year}). ${source.title} [${words.kind}]. ${words.retrieved(date, source.url)}`;
}

// BibTeX gives these characters a meaning of their own; written as commands they print as themselves.
const BIBTEX_SPECIAL: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/** Text as a BibTeX field value prints it. */
export function bibtexEscape(text: string): string {
  return text.replace(/[\\{}&%$#_~^]/g, (character) => BIBTEX_SPECIAL[character] ?? character);
}

/** A citation key from the author, year and title: ASCII letters and digits joined by underscores. */
export function bibtexKey(source: Pick<CitationSource, 'author' | 'year' | 'title'>): string {
  const words = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
      .split(' ')
      .filter(Boolean);
  const title = words(source.title).slice(0, 4);
  return [...words(source.author), String(source.year), ...title].join('_');
}

/** A BibTeX @misc entry for a data set, with the address and the access date (biblatex reads `urldate`). */
export function bibtexCitation(source: CitationSource): string {
  const accessed = source.accessed.toISOString().slice(0, 10);
  const fields: [string, string][] = [
    // Double braces keep an organisation's name whole instead of read as first and last names.
    ['author', `{${bibtexEscape(source.author)}}`],
    // Braced too, so styles keep its capitals (country names) instead of lower-casing it.
    ['title', `{${bibtexEscape(source.title)}}`],
    ['year', String(source.year)],
    ['howpublished', `\\url{${source.url}}`],
    ['url', source.url],
    ['urldate', accessed],
    ['note', `Data set, accessed ${accessed}`],
  ];
  return `@misc{${bibtexKey(source)},\n${fields.map(([name, value]) => `  ${name} = {${value}}`).join(',\n')}\n}`;
}
