// Entry point: the styles, then the app's code evaluated in stages, each in a task of its own.
import './fonts.css';
import './styles.css';

// Evaluating the whole app at once was one task of 160-240 ms on a slow phone (4x CPU slowdown), the
// largest part of the home page's total blocking time. React, TanStack Query and React Router are
// evaluated first, each in its own task, then start.tsx with the app's own code (the shell chunk). The
// files themselves are all preloaded by the page (vite.config.ts, `stagedStartPreloads`), so no stage
// waits for the network. No import of the app's own modules here: they would join the entry's task.
// Each names one export it uses: a stage that took the whole module would keep every export of React
// Router and TanStack Query in the build (about 50 KB more), where only what the app uses is kept.
const STAGES = [
  () => import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot),
  () => import('@tanstack/react-query').then(({ QueryClient }) => QueryClient),
  () => import('react-router/dom').then(({ RouterProvider }) => RouterProvider),
];

// yieldToBrowser (lib/yield-to-browser.ts) written out: importing it would evaluate the shell here.
const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
const nextTask = (): Promise<void> => (typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0)));

for (const stage of STAGES) {
  await stage();
  await nextTask();
}
await import('./start');
