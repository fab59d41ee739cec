import { describe, expect, it } from 'vitest';
import { createFloodGuard } from './flood-guard.ts';

describe('flood guard', () => {
  it('lets a burst through, then the steady rate, and answers the rest with a wait', () => {
    let now = 0;
    const guard = createFloodGuard({ ratePerSecond: 10, burst: 50 }, () => now);
    const burst = Array.from({ length: 60 }, () => guard.check('198.51.100.7'));
    expect(burst.filter((verdict) => verdict.allowed)).toHaveLength(50);
    expect(burst.at(-1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // One second later, ten more: the rate, not another burst.
    now = 1000;
    const next = Array.from({ length: 20 }, () => guard.check('198.51.100.7'));
    expect(next.filter((verdict) => verdict.allowed)).toHaveLength(10);
  });

  it('keeps each address to its own bucket', () => {
    const guard = createFloodGuard({ ratePerSecond: 1, burst: 2 }, () => 0);
    expect([guard.check('a'), guard.check('a'), guard.check('a')].map((verdict) => verdict.allowed)).toEqual([true, true, false]);
    expect(guard.check('b').allowed).toBe(true);
  });

  it('forgets addresses whose bucket has refilled, so a flood from many addresses stays bounded', () => {
    let now = 0;
    const guard = createFloodGuard({ ratePerSecond: 100, burst: 10 }, () => now);
    for (let i = 0; i < 10_000; i++) guard.check(`10.0.${Math.floor(i / 256)}.${i % 256}`);
    expect(guard.size()).toBe(10_000);
    now = 1000;
    guard.check('203.0.113.1');
    expect(guard.size()).toBe(1);
  });
});
