// The one allow-list for HTML that staff write (managed pages): a few text tags and safe links.
// Everything else is dropped, so the web can set this HTML into a page as it is.
import sanitizeHtml from 'sanitize-html';

/** The tags managed page text may use. */
export const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a'] as const;

// Elements whose text is not readable content (code, hidden or embedded documents): dropped with the tag.
// The list replaces sanitize-html's default, so its defaults are repeated.
const DROP_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'noembed', 'noframes', 'template', 'title', 'xmp', 'math', 'svg', 'select', 'head'];

/**
 * The scheme of a link as a browser would read it: browsers ignore control characters, spaces and
 * tabs inside a URL's scheme, so `java\tscript:` and ` JavaScript:` are both javascript.
 */
function schemeOf(href: string): string | null {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, '').toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  return match ? match[1]! : null;
}

/**
 * What a link may point to: http, https and mailto, or a path on the hub itself ('/about').
 * Protocol-relative ('//host') and backslash tricks ('/\host') are refused: browsers read them as other sites.
 */
function linkKind(href: string): 'external' | 'mail' | 'internal' | null {
  const scheme = schemeOf(href);
  if (scheme === 'http' || scheme === 'https') return 'external';
  if (scheme === 'mailto') return 'mail';
  if (scheme === null && /^\/(?![/\\])/.test(href.trim())) return 'internal';
  return null;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  enforceHtmlBoundary: false,
  transformTags: {
    // Pasted text keeps its headings within the page's levels (the page title is its h1).
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // A link keeps only a checked href and its title; external links open in a new tab without
    // giving the opened page a handle on the hub (rel noopener noreferrer).
    a: (tagName, attribs) => {
      const attributes: Record<string, string> = {};
      const href = attribs.href?.trim();
      const kind = href ? linkKind(href) : null;
      if (href && kind) attributes.href = href;
      if (attribs.title) attributes.title = attribs.title;
      if (kind === 'external') {
        attributes.target = '_blank';
        attributes.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: attributes };
    },
  },
};

/** Managed page HTML reduced to the allow-list (safe to set as a page's HTML). */
export function sanitizeHtmlFragment(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Plain text from anything (titles): every tag removed, entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: DROP_WITH_CONTENT });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** Text made safe to place in HTML: &, <, >, " and ' escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

// sanitize-html answers text with &amp; &lt; &gt; &quot; escaped; a title is stored as the text itself.
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_all, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' })[name]!);
}
