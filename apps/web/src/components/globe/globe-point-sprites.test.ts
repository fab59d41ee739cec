import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPointSprites, MAX_SPRITES, paintSprite, SPRITE_PHASES, spriteStamp, type PointSprite, type SpritePainter } from './globe-point-sprites';
import { preparePoints } from './globe-points';
import { recordingContext, type RecordingContext } from './globe-test-canvas';
import type { GlobePoint } from './globe-types';

function point(id: number, color: string, radius = 20): GlobePoint {
  return { id, lng: 0, lat: 0, radius, color, label: '', metric: '', value: '' };
}

/** Paints onto recording contexts and returns a canvas of the asked width. */
function recordingPainter(contexts: RecordingContext[] = []): SpritePainter {
  return (width, paint) => {
    const ctx = recordingContext();
    contexts.push(ctx);
    paint(ctx as unknown as CanvasRenderingContext2D);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = width;
    return canvas;
  };
}

describe('createPointSprites', () => {
  it('pre-draws each colour and size at every sub-pixel offset, sized for the device pixel ratio', () => {
    const prepared = preparePoints([point(0, 'red'), point(1, 'red'), point(2, 'red', 40), point(3, 'blue')], 760);
    const contexts: RecordingContext[] = [];
    const sprites = createPointSprites(prepared, 2, recordingPainter(contexts));
    expect(sprites).toHaveLength(3);
    expect(sprites[0]?.phases).toHaveLength(SPRITE_PHASES * SPRITE_PHASES);
    expect(contexts).toHaveLength(3 * SPRITE_PHASES * SPRITE_PHASES);
    expect(contexts.every((ctx) => ctx.calls.fill === 1 && ctx.calls.stroke === 1 && ctx.calls.arc === 1)).toBe(true);
    // Radius 6 px plus the outline, twice, at 2 device pixels per CSS pixel, and room for the shift.
    const width = (sprites[0]?.phases[0] as HTMLCanvasElement).width;
    expect(width).toBe(Math.ceil(6.75 * 2 * 2) + 2);
    expect(sprites[0]?.centre).toBe((width - 1) / 2);
    expect((sprites[1]?.phases[0] as HTMLCanvasElement).width).toBe(Math.ceil(12.75 * 2 * 2) + 2);
  });

  it('gives up (and the frame draws paths) with too many groups or no context', () => {
    const many = preparePoints(Array.from({ length: MAX_SPRITES + 1 }, (_, i) => point(i, `#${i.toString(16).padStart(6, '0')}`)), 760);
    expect(createPointSprites(many, 1, recordingPainter())).toEqual([]);
    expect(createPointSprites(preparePoints([point(0, 'red')], 760), 1, () => null)).toEqual([]);
  });
});

describe('paintSprite', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('paints on an OffscreenCanvas and hands back its bitmap where the browser has one', () => {
    const bitmap = { kind: 'bitmap' };
    const ctx = recordingContext();
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          readonly width: number,
          readonly height: number,
        ) {}
        getContext = () => ctx;
        transferToImageBitmap = () => bitmap;
      },
    );
    const painted: unknown[] = [];
    expect(paintSprite(15, (context) => painted.push(context))).toBe(bitmap);
    expect(painted).toEqual([ctx]);
  });

  it('paints on a canvas element elsewhere, and gives up without a 2D context', () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    // jsdom's canvas has no 2D context.
    expect(paintSprite(15, () => {})).toBeNull();
  });
});

describe('spriteStamp', () => {
  const sprite: PointSprite = { phases: [], centre: 7.5 };
  const stamp = () => ({ x: 0, y: 0, phase: -1 });

  it('puts the stamp on whole pixels and picks the offset that centres the circle on the point', () => {
    expect(spriteStamp(sprite, 100.5, 200.5, stamp())).toEqual({ x: 93, y: 193, phase: 0 });
    // Three quarters of a pixel right and a quarter down: column 3, row 1.
    expect(spriteStamp(sprite, 101.25, 200.75, stamp())).toEqual({ x: 93, y: 193, phase: 1 * SPRITE_PHASES + 3 });
  });

  it('rounds to the nearest offset, so a circle is never more than 1/8 pixel from its point', () => {
    for (let x = 50; x < 52; x += 0.03) {
      const { x: left, phase } = spriteStamp(sprite, x, 0, stamp());
      const drawnCentre = left + sprite.centre + (phase % SPRITE_PHASES) / SPRITE_PHASES;
      expect(Math.abs(drawnCentre - x)).toBeLessThanOrEqual(1 / (2 * SPRITE_PHASES) + 1e-9);
    }
  });
});
