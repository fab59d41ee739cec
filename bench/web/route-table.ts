// Which URL pattern each lazy route module serves, read from the router's source so the bundle table
// can name pages by address. The router cannot run in Node (it needs the browser build), so this is a
// tolerant scan: a route it cannot read still appears in the table, by module, without an address.
import fs from 'node:fs';
import path from 'node:path';
import { paths } from '../../apps/web/src/lib/paths.ts';
import { repoRoot } from '../lib/paths.ts';

/** A route pattern and the module (relative to apps/web, as Vite's manifest names it) that serves it. */
export interface RouteModule {
  urlPattern: string;
  module: string;
}

const ROUTER_FILES = ['apps/web/src/app/router.tsx', 'apps/web/src/app/staff-routes.tsx'];

// A route object starts at its `index: true` or `path: paths.<name>.path`; its lazy import follows.
const ROUTE_START = /index: true|path: paths\.([\w.]+)\.path/g;
const INLINE_IMPORT = /import\('@\/([^']+)'\)/;
const NAMED_LAZY = /lazy: (\w+)\s*[,}]/;
const NAMED_IMPORT = /const (\w+) = \(\) => import\('@\/([^']+)'\)/g;

/** The URL pattern of every route in router.tsx and staff-routes.tsx that loads a module lazily. */
export function readRouteTable(): RouteModule[] {
  return ROUTER_FILES.flatMap((file) => scanRouter(fs.readFileSync(path.join(repoRoot, file), 'utf8')));
}

function scanRouter(source: string): RouteModule[] {
  const namedImports = new Map([...source.matchAll(NAMED_IMPORT)].map((match) => [match[1]!, match[2]!]));
  const starts = [...source.matchAll(ROUTE_START)];
  return starts.flatMap((start, i) => {
    const body = source.slice(start.index, starts[i + 1]?.index ?? source.length);
    const imported = INLINE_IMPORT.exec(body)?.[1] ?? namedImports.get(NAMED_LAZY.exec(body)?.[1] ?? '');
    const urlPattern = start[1] ? resolvePathName(start[1]) : paths.home.path;
    return imported && urlPattern ? [{ urlPattern, module: manifestKey(imported) }] : [];
  });
}

// `about.ourImpact` → paths.about.ourImpact.path.
function resolvePathName(name: string): string | undefined {
  let node: unknown = paths;
  for (const key of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const pattern = (node as { path?: unknown } | undefined)?.path;
  return typeof pattern === 'string' ? pattern : undefined;
}

// '@/features/home/routes/home' → 'src/features/home/routes/home.tsx', the key Vite's manifest uses.
function manifestKey(importPath: string): string {
  const relative = `src/${importPath}`;
  const withExtension = ['.tsx', '.ts'].map((ext) => relative + ext).find((candidate) => fs.existsSync(path.join(repoRoot, 'apps/web', candidate)));
  return withExtension ?? `${relative}.tsx`;
}
