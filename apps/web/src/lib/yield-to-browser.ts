// Long work in steps: between them the browser handles what waits (a reader's click, a frame), so no
// step holds the main thread long enough to count as blocking (total blocking time, input delay).

// Chromium's `scheduler.yield()` resumes ahead of other queued tasks; elsewhere a timer does.
const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;

/** Resolves in a later task, after the browser has had its turn. */
export function yieldToBrowser(): Promise<void> {
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
