import { describe, expect, it } from 'vitest';
import { createAnswerCache, REFRESH_CLAIM_MS } from './answer-cache.ts';

function cacheAt(options: { maxBytes?: number; maxEntryBytes?: number } = {}) {
  let time = 1_000;
  const cache = createAnswerCache({ maxBytes: options.maxBytes ?? 100, maxEntryBytes: options.maxEntryBytes ?? 50, now: () => time });
  return { cache, wait: (ms: number) => (time += ms) };
}

describe('createAnswerCache', () => {
  it('gives an answer back with its headers until it expires, then forgets it', () => {
    const { cache, wait } = cacheAt();
    cache.set('a', '{"data":1}', { etag: 'W/"1"' }, 10_000);
    expect(cache.get('a')).toMatchObject({ payload: '{"data":1}', headers: { etag: 'W/"1"' } });
    wait(6_999);
    expect(cache.get('a')?.payload).toBe('{"data":1}');
    // Its refresh is due: one reader is sent to refresh it (undefined), the others are still served.
    wait(3_000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('a')?.payload).toBe('{"data":1}');
    wait(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('keeps within its byte budget by dropping the least recently used answers first', () => {
    const { cache } = cacheAt({ maxBytes: 100 });
    cache.set('a', Buffer.alloc(40), {}, 10_000);
    cache.set('b', Buffer.alloc(40), {}, 10_000);
    cache.get('a');
    cache.set('c', Buffer.alloc(40), {}, 10_000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(2 * (1 + 40));
  });

  it('counts bytes, not characters, of key, headers and payload, and never keeps an entry over the limit', () => {
    const { cache } = cacheAt({ maxEntryBytes: 30 });
    cache.set('k', 'مياه', { etag: 'W/"1"' }, 10_000);
    expect(cache.bytes).toBe(1 + 8 + 4 + 5);
    cache.set('big', 'x'.repeat(28), {}, 10_000);
    expect(cache.get('big')).toBeUndefined();
  });

  it('holds a flood of distinct long keys with tiny answers within its budget', () => {
    const { cache } = cacheAt({ maxBytes: 10_000, maxEntryBytes: 5_000 });
    for (let i = 0; i < 1_000; i += 1) cache.set(`/api/pillars?x=${i}&${'y'.repeat(1_000)}`, '{}', {}, 10_000);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeLessThanOrEqual(10);
  });

  it('replaces an answer kept under the same key, and forgets everything on clear', () => {
    const { cache } = cacheAt();
    cache.set('a', 'old', {}, 10_000);
    cache.set('a', 'newer', {}, 10_000);
    expect(cache.get('a')?.payload).toBe('newer');
    expect(cache.bytes).toBe(1 + 5);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('tells those listening on every clear, so values kept elsewhere from the same data go with the answers', () => {
    const { cache } = cacheAt();
    const heard: string[] = [];
    cache.onClear(() => heard.push('counts'));
    cache.onClear(() => heard.push('other'));
    cache.clear();
    cache.clear();
    expect(heard).toEqual(['counts', 'other', 'counts', 'other']);
  });

  it('does not keep an answer whose request began before a clear: it may have been read before the write', () => {
    const { cache } = cacheAt();
    const before = cache.generation;
    cache.clear();
    cache.set('a', 'read before the write', {}, 10_000, before);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'read after it', {}, 10_000, cache.generation);
    expect(cache.get('a')?.payload).toBe('read after it');
  });

  it('sends one reader to refresh an answer near its end while the others are served the kept one', () => {
    const { cache, wait } = cacheAt();
    cache.set('a', 'v1', {}, 10_000);
    wait(7_000);
    const readers = Array.from({ length: 5 }, () => cache.get('a')?.payload);
    expect(readers).toEqual([undefined, 'v1', 'v1', 'v1', 'v1']);
    // The refresher keeps the new answer: everyone gets it, fresh for a whole life again.
    cache.set('a', 'v2', {}, 10_000);
    wait(6_999);
    expect([cache.get('a')?.payload, cache.get('a')?.payload]).toEqual(['v2', 'v2']);
  });

  it('sends another reader when a refresh has not come back within its time, and still forgets at the end', () => {
    const { cache, wait } = cacheAt();
    cache.set('a', 'v1', {}, 10_000);
    wait(7_000);
    expect(cache.get('a')).toBeUndefined();
    wait(REFRESH_CLAIM_MS - 1);
    expect(cache.get('a')?.payload).toBe('v1');
    wait(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('a')?.payload).toBe('v1');
    wait(3_000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('a')).toBeUndefined();
  });
});
