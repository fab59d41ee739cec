// The client waits as long as the server asked before trying a refused call again (issue 29: the
// costly-work gate answers 429 with Retry-After when a reader has too many searches running).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, retryDelay } from './query-client';

const refused = (retryAfterSeconds?: number) => new ApiError({ message: 'Too many searches at once', status: 429, retryAfterSeconds });

afterEach(() => vi.useRealTimers());

describe('retrying a refused call', () => {
  it('waits what Retry-After asked, at most 10 s, and doubles from a second when nothing was asked', () => {
    expect(retryDelay(0, refused(3))).toBe(3000);
    expect(retryDelay(1, refused(0))).toBe(0);
    expect(retryDelay(0, refused(120))).toBe(10_000);
    expect([retryDelay(0, refused()), retryDelay(1, new Error('offline'))]).toEqual([1000, 2000]);
  });

  it("retries a list's 429 only once the server's wait is over, then shows the answer", async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const call = vi.fn().mockRejectedValueOnce(refused(3)).mockResolvedValueOnce(['a search result']);
    const answer = client.fetchQuery({ queryKey: ['search'], queryFn: call });
    await vi.advanceTimersByTimeAsync(2_900);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(call).toHaveBeenCalledTimes(2);
    await expect(answer).resolves.toEqual(['a search result']);
  });
});
