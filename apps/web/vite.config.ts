// Vite builds the SPA into dist/, which the API serves in production; in development it proxies /api.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
// By path: Vite leaves packages (the contract too) to Node when it loads this file, and Node cannot
// load the contract's TypeScript.
import { LANGUAGES } from '../../packages/contract/src/constants.ts';
import { ROUTER_FILES, scanRouteModules } from './src/app/route-table.ts';
import { cataloguePart, type CataloguePart } from './src/locales/catalogue-parts.ts';

const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// The text files the API sends compressed. Source maps are left to on-the-fly compression: only
// developer tools fetch them. Files under 1 KB go as they are (the API's threshold too).
const PRECOMPRESSED_FILES = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
const PRECOMPRESS_MIN_BYTES = 1024;

async function writeCompressedCopies(file: string): Promise<void> {
  const content = await fs.readFile(file);
  if (content.length < PRECOMPRESS_MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes a .br (brotli 11) and a .gz (gzip 9) copy beside each text file of a build: the API sends them
 * as they are (@fastify/static preCompressed), smallest on the wire at no CPU cost per request.
 */
function precompress(): Plugin {
  return {
    name: 'wefe:precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const files = Object.keys(bundle).filter((name) => PRECOMPRESSED_FILES.test(name));
      await Promise.all(files.map((name) => writeCompressedCopies(path.join(dir, name))));
    },
  };
}

/** Serves `locales/<language>.json?part=first|rest` (src/locales/catalogue-parts.ts) as JSON modules. */
function catalogueParts(): Plugin {
  return {
    name: 'wefe:catalogue-parts',
    async load(id) {
      // The dev server adds its own query flags (`?import&part=first`).
      const match = /^(.*[\\/]locales[\\/][a-z]{2}\.json)\?(?:.*&)?part=(first|rest)(?:&|$)/.exec(id);
      if (!match?.[1]) return null;
      this.addWatchFile(match[1]);
      const catalogue = JSON.parse(await fs.readFile(match[1], 'utf8')) as Record<string, unknown>;
      return { code: JSON.stringify(cataloguePart(catalogue, match[2] as CataloguePart)), moduleType: 'json' };
    },
  };
}

/** Our modules that start.tsx imports, statically and all the way down (not start.tsx): the shell chunk. */
const startModules = new Set<string>();
const isAppSource = (id: string) => /[\\/]src[\\/]/.test(id) && !id.includes('node_modules');

/**
 * main.tsx evaluates the app in stages (dynamic imports, a task each), so the shell is no longer what the
 * entry imports statically (Rolldown's `$initial`). This finds it before the chunks are made: what
 * start.tsx needs to run.
 */
function startClosure(): Plugin {
  return {
    name: 'wefe:start-closure',
    apply: 'build',
    buildEnd() {
      startModules.clear();
      const start = [...this.getModuleIds()].find((id) => id.replaceAll('\\', '/').endsWith('/src/start.tsx'));
      const visit = (id: string) => {
        if (startModules.has(id) || !isAppSource(id)) return;
        startModules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      if (!start) return;
      for (const imported of this.getModuleInfo(start)?.importedIds ?? []) visit(imported);
      // start.tsx keeps a chunk of its own: its top-level await (the texts) inside the shell would make
      // every chunk that imports the shell, the texts' and the pages', wait for it, which waits for them.
      startModules.delete(start);
    },
  };
}

/** The chunks every page starts with: the entry's with its static imports, and with `stages` those its stages import too. */
function startChunks(bundle: Rolldown.OutputBundle, entry: Rolldown.OutputChunk, { stages = true } = {}): Set<string> {
  const byFileName = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of byFileName.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(entry.fileName);
  if (stages) for (const stage of entry.dynamicImports) visit(stage);
  return seen;
}

/** index.html preloads the stages' chunks, as it would have the entry's static imports: no stage waits for them. */
function stagedStartPreloads(): Plugin {
  return {
    name: 'wefe:staged-start-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle || !context.chunk) return;
        // Vite itself links the entry's static imports.
        const present = startChunks(context.bundle, context.chunk, { stages: false });
        return [...startChunks(context.bundle, context.chunk)]
          .filter((fileName) => !present.has(fileName))
          .map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/**
 * Writes `page-preloads.json`: for each public page pattern, the files its first render needs beyond
 * what index.html already loads (its chunk and that chunk's static imports), and each language's text
 * chunks. The API adds them to index.html as modulepreload links (apps/api/src/lib/page-preloads.ts),
 * so they download beside the shell instead of after it (docs/decisions/025-page-preloads.md).
 */
function pagePreloads(): Plugin {
  let root = '';
  return {
    name: 'wefe:page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const staticClosure = (start: Rolldown.OutputChunk): Set<string> => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          for (const imported of byFileName.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(start.fileName);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const shell = startChunks(bundle, entry);
      const byModule = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId!.replaceAll('\\', '/'), chunk]));
      const url = (fileName: string) => `/${fileName}`;

      const routes = (await Promise.all(ROUTER_FILES.map((file) => fs.readFile(path.join(root, file), 'utf8')))).flatMap(scanRouteModules);
      const pages = routes.flatMap(({ urlPattern, module }) => {
        // The console's code is for staff: a visitor who opens /admin should not download it.
        if (urlPattern.startsWith('/admin')) return [];
        const base = path.join(root, 'src', module.slice(2)).replaceAll('\\', '/');
        const chunk = byModule.get(`${base}.tsx`) ?? byModule.get(`${base}.ts`);
        if (!chunk) this.error(`No chunk for the page module ${module} (${urlPattern}).`);
        const files = [...staticClosure(chunk)].filter((fileName) => !shell.has(fileName));
        const styles = files.flatMap((fileName) => [...(byFileName.get(fileName)?.viteMetadata?.importedCss ?? [])]);
        // The home page shows first-paint texts only; every other page loads the rest beside its code.
        return [{ pattern: urlPattern, scripts: files.map(url), styles: styles.map(url), restOfTexts: urlPattern !== '/' }];
      });

      const textChunk = (language: string, part: CataloguePart) =>
        chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/locales/${language}.json?part=${part}`));
      const texts = Object.fromEntries(
        LANGUAGES.map((language) => {
          const [first, rest] = [textChunk(language, 'first'), textChunk(language, 'rest')];
          if (!first || !rest) this.error(`No text chunks for ${language}.`);
          return [language, { first: url(first.fileName), rest: url(rest.fileName) }];
        }),
      );
      // The three faces of the reader's script the styles use: regular (the paragraphs that are each
      // page's largest paint), semibold (menus, buttons, chips) and bold (headings). Found late (once
      // text renders), they repainted that text a second later; a late semibold rewrapped the global
      // map's chips and moved the page below them (CLS 0.136).
      const fontFiles = Object.keys(bundle).filter((fileName) => fileName.endsWith('.woff2'));
      const fontsOf = (pattern: RegExp) => fontFiles.filter((fileName) => pattern.test(fileName)).map(url);
      const latin = fontsOf(/ibm-plex-sans-latin-(?:400|600|700)-normal/);
      const fonts = { en: latin, fr: latin, ar: fontsOf(/ibm-plex-sans-arabic-arabic-(?:400|600|700)-normal/) };
      if (Object.values(fonts).some((files) => files.length !== 3)) this.error('The preloaded font faces were not found in the build.');
      this.emitFile({ type: 'asset', fileName: 'page-preloads.json', source: `${JSON.stringify({ pages, texts, fonts }, null, 1)}\n` });
    },
  };
}

// `vite build --ssr src/entry-server.tsx` builds the server's renderer (docs/decisions/027) into
// dist-server/: no compressed copies, page preloads or chunk groups, which are for browsers.
export default defineConfig(({ isSsrBuild = false }) => ({
  // @wefe/contract declares "sideEffects": false, so schemas (and zod) the web never uses drop out.
  plugins: [react(), tailwindcss(), catalogueParts(), ...(isSsrBuild ? [] : [startClosure(), stagedStartPreloads(), precompress(), pagePreloads()])],
  // The `@/` alias is declared once in tsconfig.json; Vite reads it from there.
  resolve: { tsconfigPaths: true },
  // The renderer takes every library in (the contract is TypeScript, which Node does not load), in
  // React's production build whatever NODE_ENV the hub runs with.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  // One file: the hub may load a rebuilt renderer beside the old one, and each must be whole.
  build: isSsrBuild ? { outDir: 'dist-server', sourcemap: true, copyPublicDir: false, rolldownOptions: { output: { codeSplitting: false } } } : {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across our releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
            // The globe's geometry loads with the globe only (index, maps and home pages), never on first paint.
            { name: 'globe', test: /[\\/]node_modules[\\/](d3-[a-z]+|topojson-client)[\\/]/ },
            // Only the forms' schemas need zod. No catch-all vendor group: it would put every library (zod,
            // Radix dialogs) on first paint; the others split by the pages that use them.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            // Vite's preload helper, which the entry's stages use too. Before the shell, which takes in its
            // modules' dependencies: there it would evaluate the shell with the entry, and the stages gain nothing.
            { name: 'preload-helper', test: /vite\/preload-helper/ },
            // Our code on first paint in one chunk, not a dozen small ones (each costs a request and compresses alone):
            // start.tsx and what it imports. main.tsx, the entry, stays out: it evaluates the stages before it.
            { name: 'shell', test: (id) => startModules.has(id) },
            // The contract's plain values (lists of options, limits) apart from its schemas, so a list page that
            // needs the regions does not evaluate the forms' schemas and zod with them. After the shell, which
            // keeps the values first paint needs.
            { name: 'contract-values', test: /[\\/]packages[\\/]contract[\\/]src[\\/](?:constants|enums|limits)\.ts$/ },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
}));
