// The XML of robots.txt's sitemaps (sitemaps.org 0.9, with xhtml:link language alternates as Google
// reads them). Written here rather than with a library: the format is four elements, and every value
// goes through one escape.
import { LANGUAGES } from '@wefe/contract';
import { languageAddress } from '../../lib/public-paths.ts';
import { xmlEscape } from '../../lib/xml.ts';

/** The sitemap index naming each sitemap and when its newest item changed. */
export function sitemapIndexXml(sitemaps: ReadonlyArray<{ loc: string; lastmod: Date | null }>): string {
  const entries = sitemaps.map(({ loc, lastmod }) => `  <sitemap><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * A sitemap of pages, each listed once per language with every language's address as an alternate
 * and the address without a language (the reader's own choice) as x-default.
 */
export function urlSetXml(base: string, pages: ReadonlyArray<{ path: string; lastmod: Date | null }>): string {
  const entries = pages.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${xmlEscape(languageAddress(base, path, language))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(`${base}${path}`)}"/>`,
    ].join('');
    return LANGUAGES.map(
      (language) => `  <url><loc>${xmlEscape(languageAddress(base, path, language))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
