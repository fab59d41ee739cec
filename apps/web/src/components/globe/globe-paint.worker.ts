// The globe's paint worker: draws on the OffscreenCanvas the page handed over, so the drawing and its
// rasterisation never block the page's main thread (an auto-rotating globe otherwise fills it with long
// tasks on slow phones). The page keeps the rotation, the pointer and hit-testing; see globe-worker-painter.ts.
import type { Rotation } from './globe-motion';
import { createCanvasPainter, type CanvasPainter } from './globe-paint';
import type { PaintReport, PaintRequest } from './globe-paint-messages';

// The part of a dedicated worker's global scope this file uses (the app's types are the page's, not a worker's).
const scope = globalThis as unknown as {
  postMessage(message: PaintReport): void;
  onmessage: ((event: MessageEvent<PaintRequest>) => void) | null;
};

let painter: CanvasPainter | null = null;
let wanted: Rotation | null = null;
let scheduled = false;

const epochNow = () => performance.timeOrigin + performance.now();

// The draw waits for the messages already queued, so rotations that arrive faster than frames are
// drawn collapse into the latest one instead of piling up.
function drawWanted() {
  scheduled = false;
  if (!painter || !wanted) return;
  const startEpochMs = epochNow();
  const points = painter.paint(wanted);
  wanted = null;
  // Timed to the next task: the canvas is committed (and rasterised) once this one ends.
  setTimeout(() => scope.postMessage({ type: 'painted', startEpochMs, durationMs: epochNow() - startEpochMs, points }), 0);
}

scope.onmessage = (event: MessageEvent<PaintRequest>) => {
  const message = event.data;
  switch (message.type) {
    case 'init': {
      const ctx = message.canvas.getContext('2d');
      painter = ctx ? createCanvasPainter(ctx, message.canvas, message.pixelRatio, message.size) : null;
      return;
    }
    case 'size':
      painter?.setSize(message.size);
      return;
    case 'scene':
      painter?.setScene(message.changes);
      return;
    case 'paint':
      wanted = message.rotation;
      if (!scheduled) {
        scheduled = true;
        setTimeout(drawWanted, 0);
      }
      return;
    case 'clear':
      painter?.destroy();
      wanted = null;
      return;
  }
};
