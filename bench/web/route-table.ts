// Which URL pattern each lazy route module serves, named as Vite's manifest names modules, so the
// bundle table can name pages by address. The scan itself is the web app's (src/app/route-table.ts).
import fs from 'node:fs';
import path from 'node:path';
import { ROUTER_FILES, scanRouteModules } from '../../apps/web/src/app/route-table.ts';
import { repoRoot } from '../lib/paths.ts';

/** A route pattern and the module (relative to apps/web, as Vite's manifest names it) that serves it. */
export interface RouteModule {
  urlPattern: string;
  module: string;
}

/** The URL pattern of every route in router.tsx and staff-routes.tsx that loads a module lazily. */
export function readRouteTable(): RouteModule[] {
  return ROUTER_FILES.flatMap((file) =>
    scanRouteModules(fs.readFileSync(path.join(repoRoot, 'apps/web', file), 'utf8')).map((route) => ({ ...route, module: manifestKey(route.module) })),
  );
}

// '@/features/home/routes/home' → 'src/features/home/routes/home.tsx', the key Vite's manifest uses.
function manifestKey(importPath: string): string {
  const relative = `src/${importPath.slice(2)}`;
  const withExtension = ['.tsx', '.ts'].map((ext) => relative + ext).find((candidate) => fs.existsSync(path.join(repoRoot, 'apps/web', candidate)));
  return withExtension ?? `${relative}.tsx`;
}
