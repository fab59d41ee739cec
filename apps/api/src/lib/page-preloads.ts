// The web build's page preloads (page-preloads.json, written by apps/web/vite.config.ts): which files
// each public page's first render needs beyond index.html's own, and each language's text chunks and
// font faces. The app page is sent with them as preload links, so a reader's browser downloads the
// page's code, texts and fonts beside the shell instead of discovering them one step after another
// (docs/decisions/025-page-preloads.md).
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, toLanguage, type Language } from '@wefe/contract';
import { z } from 'zod';

const ASSET_URL = z.string().regex(/^\/assets\/[\w.-]+\.(?:js|css)$/);
const FONT_URL = z.string().regex(/^\/assets\/[\w.-]+\.woff2$/);

const pagePreloadsSchema = z.object({
  pages: z.array(z.object({ pattern: z.string().startsWith('/'), scripts: z.array(ASSET_URL), styles: z.array(ASSET_URL), restOfTexts: z.boolean() })),
  texts: z.record(z.enum(LANGUAGES), z.object({ first: ASSET_URL, rest: ASSET_URL })),
  fonts: z.record(z.enum(LANGUAGES), z.array(FONT_URL)),
});

type PagePreloads = z.infer<typeof pagePreloadsSchema>;
type Page = PagePreloads['pages'][number];

/** Writes the app page for an address and the reader's language. */
export type PageRenderer = (pathname: string, language: Language) => string;

// The build's page preloads, or undefined when the build has none (or an unreadable one).
function readPagePreloads(file: string): PagePreloads | undefined {
  try {
    const parsed = pagePreloadsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

// How many of a pattern's segments are fixed words: '/wefe-stories/add' beats '/wefe-stories/:id'.
function matchScore(pattern: string, segments: readonly string[]): number {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return -1;
  let score = 0;
  for (const [i, part] of parts.entries()) {
    if (part.startsWith(':')) continue;
    if (part !== segments[i]) return -1;
    score += 1;
  }
  return score;
}

// The page whose pattern an address matches, the most specific first; undefined for unknown addresses.
function matchPage(pages: readonly Page[], pathname: string): Page | undefined {
  const segments = pathname.split('/').filter(Boolean);
  let best: Page | undefined;
  let bestScore = -1;
  for (const page of pages) {
    const score = matchScore(page.pattern, segments);
    if (score > bestScore) [best, bestScore] = [page, score];
  }
  return best;
}

/**
 * The language a page is rendered in: the address's `lang` parameter (`/publications/12?lang=ar`, the
 * address of a page in one language that sitemaps, hreflang links and shared links carry; the browser
 * adopts it too, apps/web/src/lib/i18n.ts), else the cookie's (the reader's own choice).
 */
export function pageLanguage(url: string, cookieHeader: string | undefined): Language {
  const query = url.indexOf('?');
  const named = query === -1 ? null : toLanguage(new URLSearchParams(url.slice(query + 1)).get('lang'));
  return named ?? languageFromCookie(cookieHeader);
}

/** The language a Cookie header names in LANGUAGE_COOKIE, or the default (the app's own default too). */
export function languageFromCookie(cookieHeader: string | undefined): Language {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=', 2).map((piece) => piece.trim());
    if (name === LANGUAGE_COOKIE) return toLanguage(value) ?? DEFAULT_LANGUAGE;
  }
  return DEFAULT_LANGUAGE;
}

// index.html with the preload links of the matching page and of the language's texts and faces. One
// copy per page pattern and language is built, then kept.
function createPageRenderer(indexHtml: string, preloads: PagePreloads): PageRenderer {
  const rendered = new Map<string, string>();
  return (pathname, language) => {
    const page = matchPage(preloads.pages, pathname);
    const key = `${page?.pattern ?? ''} ${language}`;
    let html = rendered.get(key);
    if (html === undefined) {
      const texts = preloads.texts[language];
      const scripts = [...(page?.scripts ?? []), texts.first, ...(page?.restOfTexts ? [texts.rest] : [])];
      const links = [
        ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
        ...(page?.styles ?? []).map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
        ...preloads.fonts[language].map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`),
      ];
      html = indexHtml.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
      rendered.set(key, html);
    }
    return html;
  };
}

/**
 * The renderer of the build now on disk, or undefined when it has no usable preloads (the app page is
 * then index.html as built). Built again when index.html or the list changes, so a rebuild while the
 * hub runs is served at the next page load, as a file read from disk would be.
 */
export function pageRendererFor(webDistDir: string): () => PageRenderer | undefined {
  const indexFile = path.join(webDistDir, 'index.html');
  const preloadsFile = path.join(webDistDir, 'page-preloads.json');
  let current: { stamp: string; render: PageRenderer | undefined } | undefined;
  return () => {
    const stamp = [indexFile, preloadsFile]
      .map((file) => fs.statSync(file, { throwIfNoEntry: false }))
      .map((stat) => (stat ? `${stat.mtimeMs}:${stat.size}` : '-'))
      .join(' ');
    if (current?.stamp !== stamp) {
      const preloads = readPagePreloads(preloadsFile);
      let render: PageRenderer | undefined;
      try {
        render = preloads && createPageRenderer(fs.readFileSync(indexFile, 'utf8'), preloads);
      } catch {
        // index.html missing mid-build: sent as the files are, and read again at the next page.
        render = undefined;
      }
      current = { stamp, render };
    }
    return current.render;
  };
}
