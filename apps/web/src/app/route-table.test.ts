// The scan behind the page preloads: every lazy route the router declares must come out of it with its
// address, or that page would silently lose its preloads.
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import routerSource from './router.tsx?raw';
import { scanRouteModules } from './route-table';
import staffSource from './staff-routes.tsx?raw';

describe('scanRouteModules', () => {
  it('reads every lazy route of the router with the pattern it serves', () => {
    const table = scanRouteModules(routerSource);
    // Route objects' `lazy:` (not the comments, not the wrapper that adds the texts).
    const code = routerSource.split('\n').filter((line) => !line.trim().startsWith('//')).join('\n');
    const lazyRoutes = code.match(/lazy: (?!async)/g) ?? [];
    expect(table).toHaveLength(lazyRoutes.length);
    expect(table).toContainEqual({ urlPattern: '/', module: '@/features/home/routes/home' });
    expect(table).toContainEqual({ urlPattern: paths.publications.detail.path, module: '@/features/publications/routes/publication-detail' });
    // Two addresses, one screen: both come out.
    expect(table.filter((route) => route.module === '@/features/auth/routes/login').map((route) => route.urlPattern)).toEqual([paths.auth.login.path, paths.auth.signin.path]);
  });

  it('reads the staff routes, the one composed in code by the module it imports', () => {
    const table = scanRouteModules(staffSource);
    expect(table).toContainEqual({ urlPattern: paths.admin.root.path, module: '@/features/admin/shell/routes/admin-layout' });
    expect(table).toContainEqual({ urlPattern: paths.admin.auditLog.path, module: '@/features/admin/audit/routes/audit-log' });
    expect(table).toContainEqual({ urlPattern: paths.admin.reviewItem.path, module: '@/features/admin/review/routes/review-item' });
  });
});
