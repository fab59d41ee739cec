// A publication's authors one by one, as its author field holds them (separated by ';'), the way the
// server's citations read it (apps/api/src/modules/publications/publications.citation.ts).

/** Each author's name, trimmed, without empty ones. */
export function citationAuthorNames(field: string): string[] {
  return [...new Set(field.split(';').map((name) => name.trim()).filter(Boolean))];
}
