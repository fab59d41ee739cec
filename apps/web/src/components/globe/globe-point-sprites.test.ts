import { describe, expect, it } from 'vitest';
import { createPointSprites, MAX_SPRITES } from './globe-point-sprites';
import { preparePoints } from './globe-points';
import { recordingContext } from './globe-test-canvas';
import type { GlobePoint } from './globe-types';

function point(id: number, color: string, radius = 20): GlobePoint {
  return { id, lng: 0, lat: 0, radius, color, label: '', metric: '', value: '' };
}

function fakeCanvas() {
  const canvas = document.createElement('canvas');
  const ctx = recordingContext();
  canvas.getContext = (() => ctx) as unknown as HTMLCanvasElement['getContext'];
  return canvas;
}

describe('createPointSprites', () => {
  it('draws one sprite per colour and size, sized for the device pixel ratio', () => {
    const prepared = preparePoints([point(0, 'red'), point(1, 'red'), point(2, 'red', 40), point(3, 'blue')], 760);
    const sprites = createPointSprites(prepared, 2, fakeCanvas);
    expect(sprites).toHaveLength(3);
    // Radius 6 px plus the outline, twice, at 2 device pixels per CSS pixel; centred on the stamp.
    const width = (sprites[0]?.image as HTMLCanvasElement).width;
    expect(width).toBe(Math.ceil(6.75 * 2 * 2));
    expect(sprites[0]?.half).toBeCloseTo(width / 2 / 2);
    expect((sprites[1]?.image as HTMLCanvasElement).width).toBe(Math.ceil(12.75 * 2 * 2));
  });

  it('gives up (and the frame draws paths) with too many groups or no context', () => {
    const many = preparePoints(Array.from({ length: MAX_SPRITES + 1 }, (_, i) => point(i, `#${i.toString(16).padStart(6, '0')}`)), 760);
    expect(createPointSprites(many, 1, fakeCanvas)).toEqual([]);
    const noContext = () => {
      const canvas = document.createElement('canvas');
      canvas.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
      return canvas;
    };
    expect(createPointSprites(preparePoints([point(0, 'red')], 760), 1, noContext)).toEqual([]);
  });
});
