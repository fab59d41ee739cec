// The messages between the page and the globe's paint worker (globe-paint.worker.ts).
import type { Rotation } from './globe-motion';
import type { PaintScene } from './globe-paint';

/** From the page to the worker. */
export type PaintRequest =
  | { type: 'init'; canvas: OffscreenCanvas; pixelRatio: number; size: number }
  | { type: 'size'; size: number }
  | { type: 'scene'; changes: Partial<PaintScene> }
  | { type: 'paint'; rotation: Rotation }
  | { type: 'clear' };

/** From the worker to the page: a frame was drawn, timed on the worker's clock from its time origin. */
export interface PaintReport {
  type: 'painted';
  /** Epoch milliseconds (timeOrigin + now) when the draw began, so the page can place it on its own timeline. */
  startEpochMs: number;
  durationMs: number;
  points: number;
}
