// How a publication's author field holds several authors: separated by commas, as the form's hint asks
// ("Separate several authors with commas."), or by semicolons. The server's citations and the page's
// Scholar tags and structured data read it the same way (issue 30).

/** Each author's name, trimmed, once, without empty ones. */
export function publicationAuthorNames(field: string): string[] {
  return [...new Set(field.split(/[,;]/).map((name) => name.trim()).filter(Boolean))];
}
