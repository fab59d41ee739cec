// Which URL pattern each lazily loaded page module serves, read from the router's source. The build
// uses it to tell the server which files each page needs (vite.config.ts, page preloads), and the
// benchmark to name route chunks by address. The router cannot run in Node (it needs the browser
// build), so this is a scan of router.tsx and staff-routes.tsx; route-table.test.ts fails when a lazy
// route is written in a way the scan cannot read.
// Relative, not '@/': the build's config and the benchmark load this file outside Vite's aliases.
import { paths } from '../lib/paths.ts';

/** A route pattern and the module that serves it, as the router imports it ('@/features/…/routes/…'). */
export interface RouteModule {
  urlPattern: string;
  module: string;
}

/** The router's source files, relative to apps/web. */
export const ROUTER_FILES = ['src/app/router.tsx', 'src/app/staff-routes.tsx'] as const;

// A route object starts at its `index: true` or `path: paths.<name>.path`; its lazy import follows.
const ROUTE_START = /index: true|path: paths\.([\w.]+)\.path/g;
const INLINE_IMPORT = /import\('(@\/[^']+)'\)/;
const NAMED_LAZY = /lazy: (\w+)\s*[,}]/;
const NAMED_IMPORT = /const (\w+) = \(\) => import\('(@\/[^']+)'\)/g;

/** Every route in a router source file that loads a module lazily, with its URL pattern. */
export function scanRouteModules(source: string): RouteModule[] {
  const namedImports = new Map([...source.matchAll(NAMED_IMPORT)].map((match) => [match[1]!, match[2]!]));
  const starts = [...source.matchAll(ROUTE_START)];
  return starts.flatMap((start, i) => {
    const body = source.slice(start.index, starts[i + 1]?.index ?? source.length);
    const imported = INLINE_IMPORT.exec(body)?.[1] ?? namedImports.get(NAMED_LAZY.exec(body)?.[1] ?? '');
    const urlPattern = start[1] ? resolvePathName(start[1]) : paths.home.path;
    return imported && urlPattern ? [{ urlPattern, module: imported }] : [];
  });
}

// `about.ourImpact` → paths.about.ourImpact.path.
function resolvePathName(name: string): string | undefined {
  let node: unknown = paths;
  for (const key of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const pattern = (node as { path?: unknown } | undefined)?.path;
  return typeof pattern === 'string' ? pattern : undefined;
}
