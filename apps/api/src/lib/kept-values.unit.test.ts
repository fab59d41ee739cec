import { describe, expect, it } from 'vitest';
import { createKeptValues } from './kept-values.ts';

function keptAt(maxEntries = 3, ttlMs = 10_000) {
  let time = 1_000;
  const kept = createKeptValues<number>({ maxEntries, ttlMs, now: () => time });
  return { kept, wait: (ms: number) => (time += ms) };
}

describe('createKeptValues', () => {
  it('gives a value back until its time is up, then forgets it', () => {
    const { kept, wait } = keptAt();
    kept.set('water', 42);
    wait(9_999);
    expect(kept.get('water')).toBe(42);
    wait(1);
    expect(kept.get('water')).toBeUndefined();
    expect(kept.size).toBe(0);
  });

  it('keeps at most its number of values, dropping the least recently used first', () => {
    const { kept } = keptAt(3);
    kept.set('a', 1);
    kept.set('b', 2);
    kept.set('c', 3);
    kept.get('a');
    kept.set('d', 4);
    expect(kept.get('b')).toBeUndefined();
    expect([kept.get('a'), kept.get('c'), kept.get('d')]).toEqual([1, 3, 4]);
    expect(kept.size).toBe(3);
  });

  it('does not keep a value worked out before a clear: it may predate the change that cleared the store', () => {
    const { kept } = keptAt();
    const before = kept.generation;
    kept.clear();
    kept.set('water', 41, before);
    expect(kept.get('water')).toBeUndefined();
    kept.set('water', 42, kept.generation);
    expect(kept.get('water')).toBe(42);
  });

  it('keeps a value set again for a whole new time, and forgets everything on clear', () => {
    const { kept, wait } = keptAt();
    kept.set('a', 1);
    wait(8_000);
    kept.set('a', 2);
    wait(8_000);
    expect(kept.get('a')).toBe(2);
    kept.set('b', 3);
    kept.clear();
    expect([kept.get('a'), kept.get('b'), kept.size]).toEqual([undefined, undefined, 0]);
  });
});

describe('createKeptValues with a weight', () => {
  it('drops the least recently used values until the kept weight is within its bound', () => {
    let time = 0;
    const kept = createKeptValues<number[]>({ maxEntries: 100, ttlMs: 10_000, maxWeight: 10, weightOf: (rows) => rows.length, now: () => time });
    kept.set('a', [1, 2, 3, 4]);
    kept.set('b', [1, 2, 3]);
    kept.get('a');
    kept.set('c', [1, 2, 3, 4, 5]);
    expect(kept.get('b')).toBeUndefined();
    expect([kept.get('a')?.length, kept.get('c')?.length, kept.weight]).toEqual([4, 5, 9]);
    // A value set again counts its new weight only.
    kept.set('a', [1]);
    expect(kept.weight).toBe(6);
    time += 10_000;
    expect(kept.get('a')).toBeUndefined();
    expect(kept.weight).toBe(5);
  });

  it('does not keep a value heavier than the whole bound, and keeps the others', () => {
    const kept = createKeptValues<number[]>({ maxEntries: 100, ttlMs: 10_000, maxWeight: 10, weightOf: (rows) => rows.length });
    kept.set('small', [1, 2]);
    kept.set('huge', Array.from({ length: 11 }, (_, i) => i));
    expect([kept.get('huge'), kept.get('small')?.length, kept.weight]).toEqual([undefined, 2, 2]);
    kept.clear();
    expect(kept.weight).toBe(0);
  });
});
