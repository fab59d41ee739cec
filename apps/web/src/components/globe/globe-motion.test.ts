import { GLOBE_AUTO_ROTATE_DEG, GLOBE_DRAG_SENSITIVITY } from '@wefe/contract';
import { describe, expect, it } from 'vitest';
import { autoRotate, dragRotation, easeInOutCubic, interpolateRotation, isClick, rotationFacing, wrapLongitude } from './globe-motion';

describe('dragRotation', () => {
  it('turns by the drag sensitivity per pixel: right turns λ up, down turns φ down', () => {
    const [lambda, phi] = dragRotation([10, -20], 40, 8);
    expect(lambda).toBeCloseTo(10 + 40 * GLOBE_DRAG_SENSITIVITY);
    expect(phi).toBeCloseTo(-20 - 8 * GLOBE_DRAG_SENSITIVITY);
    expect(GLOBE_DRAG_SENSITIVITY).toBe(0.25);
  });

  it('stops latitude at the poles', () => {
    expect(dragRotation([0, 80], 0, -200)[1]).toBe(90);
    expect(dragRotation([0, -80], 0, 200)[1]).toBe(-90);
  });

  it('wraps longitude instead of growing without bound', () => {
    expect(dragRotation([170, 0], 80, 0)[0]).toBeCloseTo(-170);
  });
});

describe('autoRotate', () => {
  it('turns longitude by GLOBE_AUTO_ROTATE_DEG per tick and leaves latitude alone', () => {
    const [lambda, phi] = autoRotate([-35, -25]);
    expect(lambda).toBeCloseTo(-35 + GLOBE_AUTO_ROTATE_DEG, 10);
    expect(phi).toBe(-25);
  });
});

describe('rotationFacing', () => {
  it('puts a place at the centre: Amman at [36, 32] needs rotation [-36, -32]', () => {
    expect(rotationFacing([36, 32])).toEqual([-36, -32]);
  });
});

describe('interpolateRotation', () => {
  it('goes the short way round across the antimeridian', () => {
    const [lambda] = interpolateRotation([170, 0], [-170, 10], 0.5);
    expect(Math.abs(wrapLongitude(lambda))).toBeCloseTo(180);
    expect(interpolateRotation([170, 0], [-170, 10], 0.5)[1]).toBe(5);
  });

  it('starts at the start and ends at the target', () => {
    expect(interpolateRotation([10, 20], [50, -20], 0)).toEqual([10, 20]);
    expect(interpolateRotation([10, 20], [50, -20], 1)).toEqual([50, -20]);
  });
});

describe('isClick and easing', () => {
  it('treats under 4 px of movement as a click and 4 px or more as a drag', () => {
    expect(isClick(2, 2)).toBe(true);
    expect(isClick(3, 3)).toBe(false);
    expect(isClick(0, 4)).toBe(false);
  });

  it('eases from 0 to 1 through the middle', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
  });
});
