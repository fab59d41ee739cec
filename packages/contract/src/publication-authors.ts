// How a publication's author field holds several authors: separated by ';' (a comma parts a family name
// from given names, "Haddad, Amal"). The server's citations and the page's Scholar tags and structured
// data read it the same way (issue 30).

/** Each author's name, trimmed, once, without empty ones. */
export function publicationAuthorNames(field: string): string[] {
  return [...new Set(field.split(';').map((name) => name.trim()).filter(Boolean))];
}
