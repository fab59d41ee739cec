// The ICU warm-up ends when the worker is done or when it fails, and stops the worker then.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl, type IntlWarmupRequest } from './intl-warmup';

/** A stand-in for the browser's Worker: records what the page posts and lets a test answer. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  posted: IntlWarmupRequest[] = [];
  terminated = false;
  constructor(
    readonly url: URL | string,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }
  postMessage(message: IntlWarmupRequest) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

/** Whether a promise has settled, without waiting for it. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

afterEach(() => {
  FakeWorker.started = [];
  vi.unstubAllGlobals();
});

describe('warmUpIntl', () => {
  it('asks a module worker to warm the reader’s language and ends when it says it is ready', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const warm = warmUpIntl('ar');
    const [worker] = FakeWorker.started;
    expect(worker?.options).toEqual({ type: 'module', name: 'intl-warmup' });
    expect(worker?.posted).toEqual([{ language: 'ar' }]);
    expect(await settled(warm)).toBe(false);

    worker?.onmessage?.(new MessageEvent('message', { data: 'ready' }));
    expect(await settled(warm)).toBe(true);
    expect(worker?.terminated).toBe(true);
  });

  it('ends when the worker fails to start or to load', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const warm = warmUpIntl('fr');
    FakeWorker.started[0]?.onerror?.(new Event('error'));
    expect(await settled(warm)).toBe(true);
    expect(FakeWorker.started[0]?.terminated).toBe(true);

    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('blocked by the browser');
        }
      },
    );
    expect(await settled(warmUpIntl('fr'))).toBe(true);
  });

  it('ends at once where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    expect(await settled(warmUpIntl('en'))).toBe(true);
  });
});
