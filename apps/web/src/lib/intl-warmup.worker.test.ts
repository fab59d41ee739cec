// The warm-up worker: whatever language it is sent, it answers and ends itself.
import { describe, expect, it, vi } from 'vitest';
import type { IntlWarmupRequest } from './intl-warmup';

describe('the Intl warm-up worker', () => {
  it('says it is ready and ends itself after warming a language, and after a language ICU refuses', async () => {
    const answers: unknown[] = [];
    vi.stubGlobal('postMessage', (answer: unknown) => answers.push(answer));
    vi.stubGlobal('close', () => answers.push('closed'));
    await import('./intl-warmup.worker');
    const receive = (request: IntlWarmupRequest) => window.onmessage?.(new MessageEvent('message', { data: request }));

    receive({ language: 'ar' });
    expect(answers).toEqual(['ready', 'closed']);
    // Not a language tag at all: Intl refuses it, and the worker still answers.
    receive({ language: 'not a tag!' as never });
    expect(answers).toEqual(['ready', 'closed', 'ready', 'closed']);
    vi.unstubAllGlobals();
  });
});
