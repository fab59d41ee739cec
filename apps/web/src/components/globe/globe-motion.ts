// How the globe turns: auto-rotation, dragging and the eased turn towards a selection, as pure
// functions of a rotation so they can be tested without a canvas or a clock.
import { GLOBE_AUTO_ROTATE_DEG, GLOBE_DRAG_SENSITIVITY } from '@wefe/contract';

/** A d3 rotation [λ, φ] in degrees: the globe's centre is at longitude -λ, latitude -φ. */
export type Rotation = readonly [lambda: number, phi: number];

/** Where the globe faces before anything is selected: the Middle East and North Africa, the hub's home. */
export const DEFAULT_CENTER: readonly [lng: number, lat: number] = [35, 25];

/** A pointer that moved less than this between press and release clicked rather than dragged. */
export const CLICK_SLOP_PX = 4;

/** How long the turn towards a selected country or a focused point takes. */
export const TURN_DURATION_MS = 750;

function clampLatitude(phi: number): number {
  return Math.max(-90, Math.min(90, phi));
}

/** Longitude in [-180, 180), so endless auto-rotation never loses floating-point precision. */
export function wrapLongitude(lambda: number): number {
  return ((((lambda + 180) % 360) + 360) % 360) - 180;
}

/** The rotation that puts [lng, lat] at the centre of the visible disc. */
export function rotationFacing([lng, lat]: readonly [number, number]): Rotation {
  return [wrapLongitude(-lng), clampLatitude(-lat)];
}

/** Rotation after one animation tick of auto-rotation; the spec's speed is deliberately slow. */
export function autoRotate(rotation: Rotation, degrees: number = GLOBE_AUTO_ROTATE_DEG): Rotation {
  return [wrapLongitude(rotation[0] + degrees), rotation[1]];
}

/**
 * Rotation while dragging, from the rotation at the press and the pixels moved since: the surface
 * follows the pointer, and latitude stops at the poles instead of turning the globe upside down.
 */
export function dragRotation(start: Rotation, dx: number, dy: number, sensitivity: number = GLOBE_DRAG_SENSITIVITY): Rotation {
  return [wrapLongitude(start[0] + dx * sensitivity), clampLatitude(start[1] - dy * sensitivity)];
}

/** True when a press and release this far apart is a click, not the end of a drag. */
export function isClick(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) < CLICK_SLOP_PX;
}

/** Rotation part-way (t in 0..1) between two, going the short way round in longitude. */
export function interpolateRotation(from: Rotation, to: Rotation, t: number): Rotation {
  const dLambda = wrapLongitude(to[0] - from[0]);
  return [wrapLongitude(from[0] + dLambda * t), from[1] + (to[1] - from[1]) * t];
}

/** Ease-in-out, so a turn neither jerks into motion nor stops abruptly. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}
