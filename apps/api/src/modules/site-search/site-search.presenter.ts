// The site search's results as the API answers them (packages/contract/src/schemas/site-search.ts).
import type { ContentType, SiteSearchResult, SiteSearchType, SnippetPart } from '@wefe/contract';
import { HIT_END, HIT_START, PUBLIC_PAGE_PATHS, type FoundText } from './site-search.repo.ts';
import { contentPagePath, publicItemPath } from '../../lib/public-paths.ts';

// The entities a managed page's sanitised HTML keeps in its text (its tags are gone already).
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** A passage with its matched words marked, as parts a page renders without HTML. */
export function snippetParts(passage: string): SnippetPart[] {
  const text = passage.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '').replace(/\s+/g, ' ').trim();
  const parts: SnippetPart[] = [];
  for (const [index, piece] of text.split(HIT_START).entries()) {
    const [hit, rest] = index === 0 ? [undefined, piece] : piece.split(HIT_END, 2);
    if (hit) parts.push({ text: hit, hit: true });
    if (rest) parts.push({ text: rest, hit: false });
  }
  return parts;
}

/** The hub's path of a found item's page: a content type's item page (`contentType`, its source's), or the others'. */
export function addressOf(type: SiteSearchType, id: string, text: FoundText, contentType?: ContentType): string {
  if (contentType) return contentPagePath(contentType, id);
  switch (type) {
    case 'country':
      return publicItemPath.country(text.key ?? id);
    case 'partner':
      return '/about/our-partners';
    case 'page':
      return PUBLIC_PAGE_PATHS[id] ?? '/';
    default:
      return '/';
  }
}

/** One result as the API answers it; `contentType` for a content type's results. */
export function presentResult(type: SiteSearchType, id: string, text: FoundText, contentType?: ContentType): SiteSearchResult {
  const numeric = /^\d+$/.test(id) && type !== 'country' && type !== 'page';
  return { type, id: numeric ? Number(id) : id, title: text.title, snippet: snippetParts(text.passage), url: addressOf(type, id, text, contentType), date: text.date };
}
