// A recording stand-in for CanvasRenderingContext2D (jsdom has none): counts the calls a frame makes.
import type { GlobeContext } from './globe-draw';

export interface RecordingContext extends GlobeContext {
  calls: Record<string, number>;
  /** fillStyle at each fill, in order. */
  fills: string[];
  setTransform: () => void;
  scale: () => void;
}

/** A fake 2D context that records what was drawn instead of drawing. */
export function recordingContext(): RecordingContext {
  const calls: Record<string, number> = {};
  const count = (name: string) => () => {
    calls[name] = (calls[name] ?? 0) + 1;
  };
  const ctx: RecordingContext = {
    calls,
    fills: [],
    fillStyle: '#000',
    strokeStyle: '#000',
    lineWidth: 1,
    arc: count('arc'),
    beginPath: count('beginPath'),
    clearRect: count('clearRect'),
    closePath: count('closePath'),
    lineTo: count('lineTo'),
    moveTo: count('moveTo'),
    stroke: count('stroke'),
    setTransform: count('setTransform'),
    scale: count('scale'),
    drawImage: count('drawImage'),
    fill: () => {
      count('fill')();
      ctx.fills.push(String(ctx.fillStyle));
    },
  };
  return ctx;
}
