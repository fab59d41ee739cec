import { GLOBE_AUTO_ROTATE_DEG } from '@wefe/contract';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CENTER, rotationFacing } from './globe-motion';
import { GLOBE_DRAW_MEASURE } from './globe-paint';
import { createGlobeRenderer } from './globe-renderer';
import { recordingContext } from './globe-test-canvas';

/** A hand-cranked requestAnimationFrame: `tick` runs the pending frame, if any. */
function frames() {
  let pending: { handle: number; callback: FrameRequestCallback } | null = null;
  let next = 1;
  let time = 0;
  return {
    requestFrame: (callback: FrameRequestCallback) => {
      if (pending) throw new Error('a second frame was requested while one was pending');
      pending = { handle: next++, callback };
      return pending.handle;
    },
    cancelFrame: (handle: number) => {
      if (pending?.handle === handle) pending = null;
    },
    get pending() {
      return pending !== null;
    },
    tick(ms = 16) {
      const current = pending;
      pending = null;
      time += ms;
      current?.callback(time);
    },
  };
}

function setup() {
  const canvas = document.createElement('canvas');
  const ctx = recordingContext();
  canvas.getContext = (() => ctx) as unknown as HTMLCanvasElement['getContext'];
  const clock = frames();
  const renderer = createGlobeRenderer(canvas, { size: 560, pixelRatio: 2, ...clock });
  return { canvas, ctx, clock, renderer };
}

describe('createGlobeRenderer', () => {
  it('sizes the canvas in device pixels', () => {
    const { canvas } = setup();
    expect(canvas.width).toBe(1120);
    expect(canvas.height).toBe(1120);
  });

  it('draws once and then stops asking for frames while nothing moves', () => {
    const { ctx, clock } = setup();
    clock.tick();
    expect(ctx.calls.clearRect).toBe(1);
    expect(clock.pending).toBe(false);
  });

  it('redraws for a scene change, not for the same scene handed over again', () => {
    const { ctx, clock, renderer } = setup();
    clock.tick();
    renderer.setScene({ hovered: null, highlightedPoint: -1 });
    expect(clock.pending).toBe(false);
    renderer.setScene({ highlightedPoint: 3 });
    clock.tick();
    expect(ctx.calls.clearRect).toBe(2);
  });

  it('marks each draw with a User Timing measure that says how many points it drew', () => {
    const { clock } = setup();
    const measure = vi.spyOn(performance, 'measure');
    try {
      clock.tick();
      expect(measure).toHaveBeenCalledExactlyOnceWith(GLOBE_DRAW_MEASURE, expect.objectContaining({ detail: { points: 0 } }));
    } finally {
      measure.mockRestore();
    }
  });

  it('auto-rotates by GLOBE_AUTO_ROTATE_DEG a tick, and pauses while dragging', () => {
    const { clock, renderer } = setup();
    const start = renderer.rotation()[0];
    renderer.setAutoRotate(true);
    clock.tick();
    clock.tick();
    expect(renderer.rotation()[0]).toBeCloseTo(start + 2 * GLOBE_AUTO_ROTATE_DEG, 10);
    renderer.setDragging(true);
    clock.tick();
    expect(renderer.rotation()[0]).toBeCloseTo(start + 2 * GLOBE_AUTO_ROTATE_DEG, 10);
    expect(clock.pending).toBe(false);
  });

  it('redraws during auto-rotation only once the surface has moved about half a pixel', () => {
    const { ctx, clock, renderer } = setup();
    clock.tick();
    renderer.setAutoRotate(true);
    const before = ctx.calls.clearRect ?? 0;
    for (let i = 0; i < 60; i += 1) clock.tick();
    const redraws = (ctx.calls.clearRect ?? 0) - before;
    // 0.02° a tick on a 278 px radius is 0.1 px: a redraw every sixth tick or so, never every tick.
    expect(redraws).toBeGreaterThanOrEqual(8);
    expect(redraws).toBeLessThanOrEqual(12);
  });

  it('turns to a place over several frames and ends exactly facing it', () => {
    const { clock, renderer } = setup();
    clock.tick();
    renderer.turnTo([-100, 40], true);
    clock.tick(16);
    clock.tick(300);
    const midway = renderer.rotation();
    expect(midway).not.toEqual(rotationFacing(DEFAULT_CENTER));
    expect(midway).not.toEqual(rotationFacing([-100, 40]));
    clock.tick(1000);
    expect(renderer.rotation()[0]).toBeCloseTo(100);
    expect(renderer.rotation()[1]).toBeCloseTo(-40);
  });

  it('cancels its pending frame when destroyed', () => {
    const { clock, renderer } = setup();
    renderer.setAutoRotate(true);
    expect(clock.pending).toBe(true);
    renderer.destroy();
    expect(clock.pending).toBe(false);
  });
});
