// What each route of the production build downloads, gzipped: read from Vite's manifest, which names
// every chunk's static imports, so the figures follow the real module graph rather than file names.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import type { RouteModule } from './route-table.ts';

/** One emitted file with its size as built and gzipped (zlib's default level, as a server compresses). */
export interface ChunkSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

/** A lazy route module and what a visit downloads beyond the shell. */
export interface RouteBundle {
  /** The route module, relative to apps/web (`src/features/home/routes/home.tsx`). */
  module: string;
  /** The URL patterns served by it; empty when the router's source did not say. */
  urlPatterns: string[];
  /** The route module's own chunk. */
  chunk: ChunkSize;
  /** Its chunk and every chunk it imports statically that the shell does not already hold. */
  beyondShell: ChunkSize[];
  beyondShellGzipBytes: number;
}

/** The sizes of one production build. */
export interface BundleSizes {
  /**
   * The entry script, the chunks of its start stages (apps/web/src/main.tsx) and every chunk those import
   * statically: index.html's modulepreload links.
   */
  shell: ChunkSize[];
  shellGzipBytes: number;
  /** The stylesheets of the entry and its static imports, which index.html links (render-blocking). */
  initialCss: ChunkSize[];
  routes: RouteBundle[];
  /** Every script of the build, largest gzipped first. */
  allScripts: ChunkSize[];
}

/** Reads `<distDir>/.vite/manifest.json` (a build made with `--manifest`) and sizes every route. */
export function measureBundleSizes(distDir: string, routeTable: RouteModule[]): BundleSizes {
  const manifest = readManifest(distDir);
  const sizeOf = fileSizer(distDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error(`No entry chunk in ${distDir}/.vite/manifest.json.`);
  // main.tsx imports the app in stages (dynamic imports), each evaluated in its own task; index.html
  // preloads them all, so they are part of the shell as the entry's static imports are.
  const shellKeys = new Set([entryKey, ...(manifest[entryKey]!.dynamicImports ?? [])].flatMap((key) => [...staticClosure(manifest, key)]));
  const shell = [...shellKeys].map((key) => sizeOf(manifest[key]!.file));
  const routes = routeModuleKeys(manifest).map((key) => {
    const beyondShell = [...staticClosure(manifest, key)].filter((dep) => !shellKeys.has(dep)).map((dep) => sizeOf(manifest[dep]!.file));
    return {
      module: key,
      urlPatterns: routeTable.filter((route) => route.module === key).map((route) => route.urlPattern),
      chunk: sizeOf(manifest[key]!.file),
      beyondShell,
      beyondShellGzipBytes: sumGzip(beyondShell),
    };
  });
  return {
    shell,
    shellGzipBytes: sumGzip(shell),
    initialCss: [...new Set([...shellKeys].flatMap((key) => manifest[key]!.css ?? []))].map(sizeOf),
    routes,
    allScripts: listScripts(distDir).map(sizeOf).sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

/** The JavaScript a first visit to the home page downloads, by where it comes from. */
export interface HomeInitialJs {
  shell: ChunkSize[];
  /** The home route's chunk and its static imports beyond the shell. */
  route: ChunkSize[];
  /** Chunks the page imported lazily during its first render (seen in Chromium), such as the globe. */
  firstRenderLazy: ChunkSize[];
  totalGzipBytes: number;
  /** Chunks the build says the page needs that Chromium never fetched (should be none). */
  notFetched: string[];
}

/** Splits the scripts Chromium fetched for `/` into shell, home route and lazily loaded chunks. */
export function homeInitialJs(sizes: BundleSizes, homeModule: string, fetchedFiles: string[]): HomeInitialJs {
  const route = sizes.routes.find((candidate) => candidate.module === homeModule)?.beyondShell ?? [];
  const predicted = new Set([...sizes.shell, ...route].map((chunk) => chunk.file));
  const fetched = new Set(fetchedFiles);
  const firstRenderLazy = sizesOfFiles(sizes, fetchedFiles.filter((file) => !predicted.has(file)));
  return {
    shell: sizes.shell,
    route,
    firstRenderLazy,
    totalGzipBytes: sumGzip([...sizes.shell, ...route, ...firstRenderLazy]),
    notFetched: [...predicted].filter((file) => !fetched.has(file)),
  };
}

function sizesOfFiles(sizes: BundleSizes, files: string[]): ChunkSize[] {
  const byFile = new Map(sizes.allScripts.map((chunk) => [chunk.file, chunk]));
  return [...new Set(files)].flatMap((file) => byFile.get(file) ?? []);
}

function sumGzip(chunks: ChunkSize[]): number {
  return chunks.reduce((total, chunk) => total + chunk.gzipBytes, 0);
}

function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build with buildWebForBench(dir, { manifest: true }).`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

// A chunk shared by many routes is read and compressed once.
function fileSizer(distDir: string): (file: string) => ChunkSize {
  const cache = new Map<string, ChunkSize>();
  return (file) => {
    let size = cache.get(file);
    if (!size) {
      const content = fs.readFileSync(path.join(distDir, file));
      size = { file, rawBytes: content.length, gzipBytes: gzipSync(content).length };
      cache.set(file, size);
    }
    return size;
  };
}

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

// Route modules live in features/<m>/routes/ (router.tsx); anything else lazy (the globe) is not a route.
function routeModuleKeys(manifest: Manifest): string[] {
  return Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry && /^src\/features\/.+\/routes\/[^/]+\.tsx?$/.test(key))
    .sort();
}

function listScripts(distDir: string): string[] {
  const assets = path.join(distDir, 'assets');
  return fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
}
