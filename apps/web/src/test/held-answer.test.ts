// heldAnswer: a test's late answer reaches the request whether the app sent it before or after.
import { describe, expect, it } from 'vitest';
import { heldAnswer, ok, type RecordedRequest } from './mock-api';

const request = {} as RecordedRequest;
const call = async (handler: ReturnType<typeof heldAnswer>['handler']) => (typeof handler === 'function' ? handler(request) : handler);

describe('heldAnswer', () => {
  it('settles a request already waiting, and every other one waiting with it', async () => {
    const held = heldAnswer();
    const first = call(held.handler);
    const second = call(held.handler);
    held.answer(ok(['a']));
    expect(await first).toEqual(ok(['a']));
    expect(await second).toEqual(ok(['a']));
  });

  it('keeps an answer given before the request, for the request when it comes', async () => {
    const held = heldAnswer();
    held.answer(ok([]));
    expect(await call(held.handler)).toEqual(ok([]));
  });
});
