import { describe, expect, it, vi } from 'vitest';
import type { PaintReport, PaintRequest } from './globe-paint-messages';
import { preparePoints } from './globe-points';
import { recordingContext } from './globe-test-canvas';

describe('the paint worker', () => {
  it('draws once for the rotations already queued, and reports the draw', async () => {
    vi.useFakeTimers();
    const reports: PaintReport[] = [];
    vi.stubGlobal('postMessage', (report: PaintReport) => reports.push(report));
    await import('./globe-paint.worker');
    const receive = (message: PaintRequest) => window.onmessage?.(new MessageEvent('message', { data: message }));

    const ctx = recordingContext();
    const canvas = { width: 0, height: 0, getContext: () => ctx } as unknown as OffscreenCanvas;
    receive({ type: 'init', canvas, pixelRatio: 2, size: 400 });
    expect(canvas.width).toBe(800);
    const point = { id: 1, lat: 25, lng: 35, radius: 20, color: '#2563eb', label: 'Aqaba', metric: 'm', value: '1' };
    receive({ type: 'scene', changes: { points: preparePoints([point], 400) } });
    receive({ type: 'paint', rotation: [0, 0] });
    receive({ type: 'paint', rotation: [5, 0] });
    receive({ type: 'paint', rotation: [10, 0] });
    expect(ctx.calls.clearRect ?? 0).toBe(0);

    vi.runAllTimers();
    expect(ctx.calls.clearRect).toBe(1);
    expect(reports).toEqual([{ type: 'painted', startEpochMs: expect.any(Number), durationMs: expect.any(Number), points: 1 }]);

    receive({ type: 'size', size: 200 });
    expect(canvas.width).toBe(400);
    vi.useRealTimers();
  });
});
