// What a partner shows from its raw fields, wherever it appears (home strip, about page, partners page):
// the stand-in for a missing or broken logo (spec part 1, section 9: the first letters of the name in
// capitals, 4 on home and about, 3 on the partners page) and the address its link may open.

/** The first `count` letters or digits of `name` in capitals, skipping spaces and punctuation: 'UN Water' → 'UNW'. */
export function partnerInitials(name: string, count: number): string {
  const letters = Array.from(name.normalize('NFC')).filter((character) => /[\p{L}\p{N}]/u.test(character));
  return letters.slice(0, count).join('').toLocaleUpperCase();
}

/**
 * The web address a partner's link opens: an http(s) address as it is, a bare host ('www.example.org')
 * over https, and nothing for an empty value or any other scheme (javascript:, mailto:...). The url
 * is typed by staff, so nothing else is followed.
 */
export function partnerHref(url: string | null): string | null {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '') return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  // A scheme is letters before ':' ahead of any '/', '?' or '#'; a host with a port ('example.org:8080') has a dot first.
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/?#]*\.[^:/?#]*:\d/.test(trimmed)) return null;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}
