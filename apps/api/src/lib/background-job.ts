// Work a process does on its own, on a timer: the media sweep, the sending of queued mail.

interface JobHost {
  addHook(name: 'onClose', hook: () => Promise<void>): unknown;
  log: { error(details: object, message: string): void };
}

/**
 * Runs `run` after `firstAfterMs` and then every `everyMs`, on timers that never keep the process
 * alive. A run still going when the next is due is not overlapped; closing the app stops the timers
 * and waits for a run under way, so the database it uses is not closed under it.
 */
export function scheduleBackgroundJob(app: JobHost, { firstAfterMs, everyMs, run }: { firstAfterMs: number; everyMs: number; run: () => Promise<void> }): void {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    // A job reports its own failures; one it lets through is logged, not left to end the process.
    running = run()
      .catch((error: unknown) => app.log.error({ err: error }, 'background job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, firstAfterMs);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
