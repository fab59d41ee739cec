import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCanvasPainter } from './globe-paint';
import type { PaintReport, PaintRequest } from './globe-paint-messages';
import { preparePoints } from './globe-points';
import { recordingContext } from './globe-test-canvas';
import { countryFillGroups, scoresByCode } from './globe-countries';
import { createGlobeRenderer } from './globe-renderer';
import { loadCountryShapes } from './use-world-atlas';
import { createWorkerPainter } from './globe-worker-painter';

const JORDAN = '400';
const EGYPT = '818';

async function atlas() {
  const shapes = await loadCountryShapes();
  const indexOf = (code: string) => shapes.findIndex((shape) => shape.code === code);
  return { polygons: shapes.map((shape) => shape.polygons), jordan: indexOf(JORDAN), egypt: indexOf(EGYPT) };
}

function painterOn() {
  const ctx = recordingContext();
  const surface = { width: 0, height: 0 };
  const painter = createCanvasPainter(ctx as unknown as CanvasRenderingContext2D, surface, 2, 560);
  return { ctx, surface, painter };
}

describe('createCanvasPainter', () => {
  it('sizes its surface in device pixels, now and on resize', () => {
    const { surface, painter } = painterOn();
    expect(surface).toEqual({ width: 1120, height: 1120 });
    painter.setSize(300);
    expect(surface).toEqual({ width: 600, height: 600 });
  });

  it('fills each colour group once, from countries given by index', async () => {
    const { polygons, jordan, egypt } = await atlas();
    const { ctx, painter } = painterOn();
    painter.setScene({ shapes: polygons, countries: [{ color: '#1a9641', shapes: [jordan] }, { color: '#cccccc', shapes: [egypt] }] });
    painter.paint([-35, -25]);
    // The ocean, then one fill per group.
    expect(ctx.fills).toEqual(['#dbeafe', '#1a9641', '#cccccc']);
  });

  it('outlines a hovered country, but only once as selected when it is both', async () => {
    const { polygons, jordan } = await atlas();
    const { ctx, painter } = painterOn();
    painter.setScene({ shapes: polygons, countries: [{ color: '#1a9641', shapes: [jordan] }] });
    painter.paint([-35, -25]);
    const plain = ctx.calls.stroke ?? 0;

    painter.setScene({ hovered: jordan });
    painter.paint([-35, -25]);
    const hovered = (ctx.calls.stroke ?? 0) - plain;
    painter.setScene({ selected: jordan });
    painter.paint([-35, -25]);
    const both = (ctx.calls.stroke ?? 0) - plain - hovered;
    expect(hovered).toBe(plain + 1);
    expect(both).toBe(plain + 1);
  });

  it('answers how many points the scene holds', () => {
    const { painter } = painterOn();
    const point = { id: 1, lat: 25, lng: 35, radius: 20, color: '#2563eb', label: 'Aqaba', metric: 'm', value: '1' };
    painter.setScene({ points: preparePoints([point, { ...point, id: 2, lng: 36 }], 560) });
    expect(painter.paint([-35, -25])).toBe(2);
  });
});

/** A stand-in Worker that keeps what the page posts to it. */
class FakeWorker {
  static created: FakeWorker[] = [];
  readonly posted: PaintRequest[] = [];
  readonly transferred: unknown[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<PaintReport>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor() {
    FakeWorker.created.push(this);
  }
  postMessage(message: PaintRequest, transfer: unknown[] = []) {
    this.posted.push(message);
    this.transferred.push(...transfer);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('createWorkerPainter', () => {
  beforeEach(() => {
    FakeWorker.created = [];
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('OffscreenCanvas', class {});
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function transferableCanvas() {
    const canvas = document.createElement('canvas');
    const offscreen = { width: 0, height: 0 };
    const transfer = vi.fn(() => offscreen as unknown as OffscreenCanvas);
    canvas.transferControlToOffscreen = transfer;
    return { canvas, offscreen, transfer };
  }

  it('hands the canvas to a worker once, then sends it the size, the scene and each rotation', () => {
    const { canvas, offscreen } = transferableCanvas();
    const painter = createWorkerPainter(canvas, 2, 560);
    expect(painter).not.toBeNull();
    painter?.setScene({ hovered: 3 });
    painter?.paint([10, -20]);
    const worker = FakeWorker.created[0] as FakeWorker;
    expect(worker.posted).toEqual([
      { type: 'init', canvas: offscreen, pixelRatio: 2, size: 560 },
      { type: 'size', size: 560 },
      { type: 'scene', changes: { hovered: 3 } },
      { type: 'paint', rotation: [10, -20] },
    ]);
    expect(worker.transferred).toEqual([offscreen]);
  });

  it("puts the worker's draws on the page's timeline", () => {
    const { canvas } = transferableCanvas();
    createWorkerPainter(canvas, 1, 560);
    const measure = vi.spyOn(performance, 'measure');
    const worker = FakeWorker.created[0] as FakeWorker;
    worker.onmessage?.({ data: { type: 'painted', startEpochMs: performance.timeOrigin + 100, durationMs: 4, points: 1000 } } as MessageEvent<PaintReport>);
    expect(measure).toHaveBeenCalledWith('globe-draw', { start: 100, duration: 4, detail: { points: 1000 } });
  });

  it('keeps the worker when the canvas is taken back at once (StrictMode), and ends it otherwise', () => {
    const { canvas, transfer } = transferableCanvas();
    createWorkerPainter(canvas, 1, 560)?.destroy();
    const again = createWorkerPainter(canvas, 1, 560);
    vi.runAllTimers();
    expect(transfer).toHaveBeenCalledOnce();
    expect(FakeWorker.created).toHaveLength(1);
    expect(FakeWorker.created[0]?.terminated).toBe(false);

    again?.destroy();
    vi.runAllTimers();
    expect(FakeWorker.created[0]?.terminated).toBe(true);
  });

  it('says when the worker cannot run, and stops listening once let go', () => {
    const { canvas } = transferableCanvas();
    const onFailure = vi.fn();
    const painter = createWorkerPainter(canvas, 1, 560, onFailure);
    const worker = FakeWorker.created[0] as FakeWorker;
    worker.onerror?.(new Event('error'));
    expect(onFailure).toHaveBeenCalledOnce();
    painter?.destroy();
    expect(worker.onerror).toBeNull();
  });

  it('gives way to the main thread where a canvas cannot be handed over', () => {
    const canvas = document.createElement('canvas');
    expect(createWorkerPainter(canvas, 1, 560)).toBeNull();
    canvas.transferControlToOffscreen = () => {
      throw new DOMException('It has a context already', 'InvalidStateError');
    };
    expect(createWorkerPainter(canvas, 1, 560)).toBeNull();
    expect(FakeWorker.created).toHaveLength(0);
  });

  it('gets the atlas once from the renderer, then only what changed (new colours, a hover)', async () => {
    const { canvas } = transferableCanvas();
    const renderer = createGlobeRenderer(canvas, { requestFrame: () => 1, cancelFrame: () => undefined });
    const shapes = await loadCountryShapes();
    const jordan = [{ countryId: 1, numericCode: '400', name: 'Jordan', value: 70 }];
    renderer.setScene({ shapes, countries: countryFillGroups(shapes, scoresByCode(jordan)) });
    renderer.setScene({ shapes, countries: countryFillGroups(shapes, scoresByCode([{ ...jordan[0]!, value: 10 }])) });
    renderer.setScene({ shapes, hovered: shapes[0] ?? null });
    const scenes = (FakeWorker.created[0] as FakeWorker).posted.flatMap((message) => (message.type === 'scene' ? [message.changes] : []));
    expect(scenes.map((changes) => Object.keys(changes).sort())).toEqual([['countries', 'hovered', 'selected', 'shapes'], ['countries'], ['hovered']]);
    expect(scenes[2]).toEqual({ hovered: 0 });
    renderer.destroy();
  });
});
