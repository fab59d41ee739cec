// The page's side of the paint worker (globe-paint.worker.ts): hands the canvas over as an
// OffscreenCanvas and sends the scene and each frame's rotation. Drawing and rasterising a frame then
// cost the page's main thread nothing, so an auto-rotating globe leaves it free for the reader's input.
import { recordDraw, type GlobePainter } from './globe-paint';
import type { PaintReport, PaintRequest } from './globe-paint-messages';

interface CanvasWorker {
  worker: Worker;
  /** Pending termination after the last painter let go; cancelled when a painter takes the canvas again. */
  retire: ReturnType<typeof setTimeout> | null;
}

// A canvas hands over its drawing once in its life; React's StrictMode mounts, unmounts and remounts a
// component on the same canvas, so the worker outlives its painter for a moment in case it is taken back.
const workers = new WeakMap<HTMLCanvasElement, CanvasWorker>();

/** True where a canvas can be drawn from a worker (not in jsdom, nor in browsers before OffscreenCanvas). */
export function canPaintInWorker(canvas: HTMLCanvasElement): boolean {
  return workers.has(canvas) || (typeof Worker === 'function' && typeof OffscreenCanvas === 'function' && typeof canvas.transferControlToOffscreen === 'function');
}

function takeWorker(canvas: HTMLCanvasElement, pixelRatio: number, size: number): CanvasWorker | null {
  const existing = workers.get(canvas);
  if (existing) {
    if (existing.retire) clearTimeout(existing.retire);
    existing.retire = null;
    return existing;
  }
  let offscreen: OffscreenCanvas;
  try {
    // Fails when the canvas already has a context: the caller then draws on the main thread.
    offscreen = canvas.transferControlToOffscreen();
  } catch {
    return null;
  }
  const worker = new Worker(new URL('./globe-paint.worker.ts', import.meta.url), { type: 'module', name: 'globe-paint' });
  const init: PaintRequest = { type: 'init', canvas: offscreen, pixelRatio, size };
  worker.postMessage(init, [offscreen]);
  const entry: CanvasWorker = { worker, retire: null };
  workers.set(canvas, entry);
  return entry;
}

/**
 * A painter drawing in a worker, or null where that cannot be done (see canPaintInWorker). `onFailure`
 * is called when the worker cannot run (its script failed to load or threw): the canvas is the worker's
 * by then, so the page can only say so.
 */
export function createWorkerPainter(canvas: HTMLCanvasElement, pixelRatio: number, size: number, onFailure: () => void = () => undefined): GlobePainter | null {
  if (!canPaintInWorker(canvas)) return null;
  const entry = takeWorker(canvas, pixelRatio, size);
  if (!entry) return null;
  const { worker } = entry;
  const send = (message: PaintRequest) => worker.postMessage(message);
  // The worker's draws go on the page's timeline too, where bench/web/globe-frame.ts finds them.
  worker.onmessage = (event: MessageEvent<PaintReport>) => {
    const report = event.data;
    recordDraw(report.startEpochMs - performance.timeOrigin, report.durationMs, report.points);
  };
  worker.onerror = () => onFailure();
  send({ type: 'size', size });
  return {
    setSize: (next) => send({ type: 'size', size: next }),
    setScene: (changes) => send({ type: 'scene', changes }),
    paint: (rotation) => send({ type: 'paint', rotation }),
    destroy() {
      send({ type: 'clear' });
      worker.onmessage = null;
      worker.onerror = null;
      entry.retire = setTimeout(() => {
        worker.terminate();
        workers.delete(canvas);
      }, 0);
    },
  };
}
