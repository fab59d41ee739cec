// Steps of long work: a call placed after the browser's next frame, and cancelled when not wanted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from './yield-to-browser';

/** A browser's frames under the test's control: `frame()` runs the callbacks asked for so far. */
function controlFrames() {
  const callbacks = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callbacks.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => callbacks.delete(id));
  return {
    frame: () => {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const callback of due) callback(0);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterNextFrame', () => {
  it('calls back in a task after the next frame, not before it nor inside it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames = controlFrames();
    const callback = vi.fn();
    afterNextFrame(callback);
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    frames.frame();
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never calls back once cancelled, before the frame or after it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames = controlFrames();
    const beforeFrame = vi.fn();
    afterNextFrame(beforeFrame)();
    const afterFrame = vi.fn();
    const cancel = afterNextFrame(afterFrame);
    frames.frame();
    cancel();
    frames.frame();
    vi.runAllTimers();
    expect(beforeFrame).not.toHaveBeenCalled();
    expect(afterFrame).not.toHaveBeenCalled();
  });

  it('calls back after a timer where there are no frames', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', undefined);
    const callback = vi.fn();
    afterNextFrame(callback);
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
