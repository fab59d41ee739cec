// A job on a timer: never two runs at once, and closing waits for the run under way.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleBackgroundJob } from './background-job.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('scheduleBackgroundJob', () => {
  it('skips a tick while a run goes on, and closing waits for that run', async () => {
    const onClose: Array<() => Promise<void>> = [];
    let runs = 0;
    let finish!: () => void;
    const run = () => {
      runs += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    };
    scheduleBackgroundJob({ addHook: (_name, hook) => onClose.push(hook), log: { error: () => {} } }, { firstAfterMs: 100, everyMs: 1000, run });

    vi.advanceTimersByTime(100);
    expect(runs).toBe(1);
    vi.advanceTimersByTime(3000);
    expect(runs).toBe(1);

    let closed = false;
    const closing = Promise.all(onClose.map((hook) => hook())).then(() => (closed = true));
    // Many turns of the microtask queue: a hook that did not wait would have finished by now.
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    expect(closed).toBe(false);
    finish();
    await closing;
    expect(closed).toBe(true);
    // Stopped: no run after closing.
    vi.advanceTimersByTime(5000);
    expect(runs).toBe(1);
  });

  it('logs a run that fails and runs again at the next tick', async () => {
    const logged: string[] = [];
    let runs = 0;
    const run = async () => {
      runs += 1;
      throw new Error('database gone');
    };
    scheduleBackgroundJob({ addHook: () => undefined, log: { error: (_details, message) => logged.push(message) } }, { firstAfterMs: 100, everyMs: 1000, run });
    await vi.advanceTimersByTimeAsync(100);
    expect(logged).toEqual(['background job failed']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
  });
});
