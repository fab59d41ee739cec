// Long work in steps: between them the browser handles what waits (a reader's click, a frame), so no
// step holds the main thread long enough to count as blocking (total blocking time, input delay).

// Chromium's `scheduler.yield()` resumes ahead of other queued tasks; elsewhere a timer does.
const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;

/** Resolves in a later task, after the browser has had its turn. */
export function yieldToBrowser(): Promise<void> {
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Calls `callback` in a task after the browser's next frame (its style, layout and paint), or after a
 * timer where there are no frames. Returns a function that cancels the call if it has not happened.
 */
export function afterNextFrame(callback: () => void): () => void {
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A timer set inside a frame's callback runs once that frame's rendering is done.
  const later = () => (timer = setTimeout(callback, 0));
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(later);
  else later();
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
