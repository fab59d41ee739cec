// What the apps a test rendered (render-app.tsx) still have under way, stopped after the test by
// setup.ts. Kept apart from render-app so the setup file loads none of the app: a test file's vi.mock
// must come before the app's modules are first imported.

interface Stoppable {
  router: { dispose(): void };
  queryClient: { cancelQueries(): Promise<unknown>; clear(): void };
}

const rendered: Stoppable[] = [];

/** Remembers a rendered app's router and query client until the test ends. */
export function keepForStopping(router: Stoppable['router'], queryClient: Stoppable['queryClient']): void {
  rendered.push({ router, queryClient });
}

/**
 * Stops what the test's apps still had under way: a route's loaders and a query's retries outlive the
 * unmount, and in a worker that runs the next test file in the same module graph (vitest.config.ts,
 * project 'web') they called that file's fetch mock: six stray GETs in a test that expected none.
 */
export function stopRenderedApps(): void {
  for (const { router, queryClient } of rendered.splice(0)) {
    router.dispose();
    queryClient.cancelQueries().catch(() => undefined);
    queryClient.clear();
  }
}
