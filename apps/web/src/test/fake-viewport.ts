// Test doubles for what moves as the reader scrolls (animated counters, the globe): a viewport the test
// scrolls by hand (a fake IntersectionObserver), animation frames the test advances by hand, and the
// 'reduce motion' setting. Only tests import this file.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A stand-in IntersectionObserver: every observed element stays out of view until the test scrolls. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

function report(isIntersecting: boolean, within?: Element) {
  act(() => {
    for (const observer of [...FakeIntersectionObserver.instances]) {
      const targets = [...observer.observed].filter((target) => !within || within.contains(target));
      if (targets.length === 0) continue;
      const entries = targets.map((target) => ({ isIntersecting, target }) as IntersectionObserverEntry);
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  });
}

/**
 * Installs the fake viewport; `scrollIntoView()` brings every element observed so far into view
 * (optionally only those inside `within`), `scrollOutOfView()` takes them out again.
 */
export function installFakeViewport() {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    /** How many elements are being watched. */
    waiting: () => FakeIntersectionObserver.instances.reduce((sum, observer) => sum + observer.observed.size, 0),
    scrollIntoView: (within?: Element) => report(true, within),
    scrollOutOfView: (within?: Element) => report(false, within),
  };
}

/**
 * Replaces requestAnimationFrame with frames the test runs: `advance(ms)` runs one frame at the
 * current time (which starts the counts), then frames every 16 ms until `ms` have passed.
 */
export function installFakeFrames() {
  let now = 0;
  let nextId = 1;
  let pending = new Map<number, FrameRequestCallback>();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    const id = nextId++;
    pending.set(id, callback);
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => pending.delete(id));
  const runFrame = () => {
    const due = pending;
    pending = new Map();
    for (const callback of due.values()) callback(now);
  };
  return {
    /** Frames waiting to run. */
    pendingFrames: () => pending.size,
    advance(ms: number) {
      act(() => {
        runFrame();
        const end = now + ms;
        while (now < end) {
          now = Math.min(end, now + 16);
          runFrame();
        }
      });
    },
  };
}

/** A media query answer that never changes (jsdom has no media queries). */
export function staticMediaQuery(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/** Makes `(prefers-reduced-motion: reduce)` match, as when the reader turned animations off. */
export function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => staticMediaQuery(query, query.includes('prefers-reduced-motion: reduce')));
}
