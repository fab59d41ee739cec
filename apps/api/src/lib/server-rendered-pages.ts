// The app's pages rendered on the server (docs/decisions/027-server-rendered-pages.md). The web build
// leaves a renderer beside itself (`<web dist>-server/entry-server.js`, apps/web/src/entry-server.tsx);
// the app page for a signed-out visitor is sent with the page's markup, title and state in it, so the
// browser paints the page before the app's code arrives, and the app then hydrates it.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isRtl, type Language } from '@wefe/contract';

/** How the renderer calls the API: in-process, never over the network. */
export type RenderTransport = (url: string, init: RequestInit) => Promise<Response>;

/** What the renderer answers (apps/web/src/entry-server.tsx, RenderedPage). */
export type RenderedPage = { kind: 'page'; status: number; head: string; html: string; state: string } | { kind: 'app-only' };

/** The web build's renderer module. */
export interface PageRendererModule {
  /** `origin`: the hub's public address (PUBLIC_URL), for the absolute addresses of the page's head. */
  renderPage(request: { url: string; language: Language; transport: RenderTransport; origin: string }): Promise<RenderedPage>;
}

/** Where a web build's renderer lives: beside the build, in `<build>-server/`. */
export function rendererFileFor(webDistDir: string): string {
  return path.join(`${path.resolve(webDistDir)}-server`, 'entry-server.js');
}

function isRendererModule(value: unknown): value is PageRendererModule {
  return typeof value === 'object' && value !== null && typeof (value as { renderPage?: unknown }).renderPage === 'function';
}

/**
 * The renderer of the build now on disk, or undefined when the build has none. Loaded again when its
 * file changes, so a rebuild while the hub runs renders with the code the browser will hydrate with.
 */
export function serverRendererFor(webDistDir: string): () => Promise<PageRendererModule | undefined> {
  const file = rendererFileFor(webDistDir);
  let current: { stamp: string; module: Promise<PageRendererModule | undefined> } | undefined;
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const stamp = stat ? `${stat.mtimeMs}:${stat.size}` : '-';
    if (current?.stamp !== stamp) {
      const module = stat
        ? import(`${pathToFileURL(file).href}?v=${encodeURIComponent(stamp)}`).then(
            (loaded: unknown) => (isRendererModule(loaded) ? loaded : undefined),
            () => undefined,
          )
        : Promise.resolve(undefined);
      current = { stamp, module };
    }
    return current.module;
  };
}

const HTML_OPENING = /<html lang="[a-z]{2}" dir="(?:ltr|rtl)">/;
const TITLE = /<title>[^<]*<\/title>/;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The app page carrying a rendered page: `<html lang dir>` of the language, the page's title, its
 * markup in #root and its state after it. Undefined when the app page lacks one of those places (a
 * build this code does not know): the page is then sent as built, and the app renders it in the browser.
 */
export function withRenderedPage(appPage: string, page: Extract<RenderedPage, { kind: 'page' }>, language: Language): string | undefined {
  if (!HTML_OPENING.test(appPage) || !TITLE.test(appPage) || !appPage.includes(EMPTY_ROOT)) return undefined;
  const head = TITLE.test(page.head) ? page.head : '';
  return appPage
    .replace(HTML_OPENING, `<html lang="${language}" dir="${isRtl(language) ? 'rtl' : 'ltr'}">`)
    .replace(TITLE, () => head || (TITLE.exec(appPage)?.[0] ?? ''))
    .replace(
      EMPTY_ROOT,
      () => `<div id="root">${page.html}</div>\n    <script type="application/json" id="server-state">${page.state}</script>`,
    );
}
