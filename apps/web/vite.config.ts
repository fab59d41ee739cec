// Vite builds the SPA into dist/, which the API serves in production; in development it proxies /api.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  // @wefe/contract declares "sideEffects": false, so schemas (and zod) the web never uses drop out.
  plugins: [react(), tailwindcss(), precompress(), catalogueParts()],
  // The `@/` alias is declared once in tsconfig.json; Vite reads it from there.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across our releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
            { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next|use-sync-external-store|html-parse-stringify|void-elements)[\\/]/ },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
            // The globe's geometry loads with the globe only (index, maps and home pages), never on first paint.
            { name: 'globe', test: /[\\/]node_modules[\\/](d3-[a-z]+|topojson-client)[\\/]/ },
            // Only the forms' schemas need zod. No catch-all vendor group: it would put every library (zod,
            // Radix dialogs) on first paint; the others split by the pages that use them.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            // Our code on first paint in one chunk, not a dozen small ones (each costs a request and compresses alone).
            // main.tsx stays out: the entry chunk must keep a module of its own, or index.html loses its script.
            { name: 'shell', tags: ['$initial'], test: (id) => /[\\/]src[\\/]/.test(id) && !id.endsWith('main.tsx') },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
