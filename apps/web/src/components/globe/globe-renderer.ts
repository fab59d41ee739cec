// The canvas side of the globe: projection, rotation and one requestAnimationFrame loop that runs only
// while something moves (auto-rotation, a turn) and draws only when the picture changed. React pushes
// data into it; the frame loop never goes through React state.
import { MAP_GLOBE_SIZE } from '@wefe/contract';
import { geoDistance, geoOrthographic, type GeoProjection } from 'd3-geo';
import type { CountryFillGroup, CountryShape } from './globe-countries';
import { drawGlobe, type GlobeFrame } from './globe-draw';
import { hitTest, type GlobeHit } from './globe-hit-test';
import {
  autoRotate,
  DEFAULT_CENTER,
  wrapLongitude,
  easeInOutCubic,
  interpolateRotation,
  rotationFacing,
  TURN_DURATION_MS,
  type Rotation,
} from './globe-motion';
import { createPointSprites, type PointSprite } from './globe-point-sprites';
import { createProjectedPoints, preparePoints, visiblePoints, type PreparedPoints } from './globe-points';

export interface GlobeScene {
  graticule: boolean;
  shapes: readonly CountryShape[];
  countries: readonly CountryFillGroup[];
  selected: CountryShape | null;
  hovered: CountryShape | null;
  points: PreparedPoints;
  highlightedPoint: number;
}

export interface GlobeRenderer {
  readonly projection: GeoProjection;
  setSize(size: number): void;
  setScene(changes: Partial<GlobeScene>): void;
  /** Auto-rotation is wanted (no reduced motion, no tooltip); dragging pauses it on its own. */
  setAutoRotate(enabled: boolean): void;
  setDragging(dragging: boolean): void;
  rotation(): Rotation;
  setRotation(rotation: Rotation): void;
  /** Turns [lng, lat] to the centre, eased over TURN_DURATION_MS, or at once when `animate` is false. */
  turnTo(location: readonly [number, number], animate: boolean): void;
  /** Where [lng, lat] will be once the current turn ends, or null if it will be on the far side. */
  projectAfterTurn(location: readonly [number, number]): [number, number] | null;
  hitTest(x: number, y: number): GlobeHit;
  destroy(): void;
}

export interface GlobeRendererOptions {
  /** CSS pixels; setSize changes it later. */
  size?: number;
  pixelRatio?: number;
  requestFrame?: (callback: FrameRequestCallback) => number;
  cancelFrame?: (handle: number) => void;
}

/** Name of the User Timing measure around each draw (detail: { points }); bench/web/globe-frame.ts observes it. */
export const GLOBE_DRAW_MEASURE = 'globe-draw';

/** The globe's rim sits this far inside the canvas so its outline is not clipped. */
const RIM_MARGIN_PX = 2;
/**
 * Auto-rotation moves the surface about 0.13 px a tick on the 760 px globe; redrawing for that is
 * invisible work, so it redraws once the surface has moved this far (several ticks).
 */
const MIN_VISIBLE_SHIFT_PX = 0.5;
const RADIANS = Math.PI / 180;

/**
 * d3's adaptive resampling of long edges, in pixels: the default 0.7 px spends about a third of a
 * frame's path time on curves nobody sees at this scale; 1 px keeps long borders curved near the rim.
 */
const RESAMPLE_PRECISION_PX = 1;

function fitProjection(projection: GeoProjection, size: number): void {
  projection.scale(size / 2 - RIM_MARGIN_PX).translate([size / 2, size / 2]);
}

/** Binds a globe to a canvas; with no 2D context (jsdom, a lost context) it keeps state but never animates. */
export function createGlobeRenderer(canvas: HTMLCanvasElement, options: GlobeRendererOptions = {}): GlobeRenderer {
  const requestFrame = options.requestFrame ?? ((callback) => window.requestAnimationFrame(callback));
  const cancelFrame = options.cancelFrame ?? ((handle) => window.cancelAnimationFrame(handle));
  const pixelRatio = options.pixelRatio ?? (window.devicePixelRatio || 1);
  const ctx = canvas.getContext('2d');
  const projection = geoOrthographic().clipAngle(90).precision(RESAMPLE_PRECISION_PX).rotate([...rotationFacing(DEFAULT_CENTER)]);
  let size = options.size ?? MAP_GLOBE_SIZE;
  let rotation: Rotation = rotationFacing(DEFAULT_CENTER);
  let scene: GlobeScene = {
    graticule: true,
    shapes: [],
    countries: [],
    selected: null,
    hovered: null,
    points: preparePoints([], size),
    highlightedPoint: -1,
  };
  let projected = createProjectedPoints(0);
  let sprites: PointSprite[] = [];
  let drawnLambda = rotation[0];
  let autoRotateWanted = false;
  let dragging = false;
  let turn: { from: Rotation; to: Rotation; start: number | null } | null = null;
  let dirty = true;
  let handle = 0;

  const applyRotation = (next: Rotation) => {
    rotation = next;
    projection.rotate([next[0], next[1]]);
    dirty = true;
  };

  const resize = () => {
    canvas.width = Math.round(size * pixelRatio);
    canvas.height = Math.round(size * pixelRatio);
    fitProjection(projection, size);
    dirty = true;
  };

  const draw = () => {
    dirty = false;
    drawnLambda = rotation[0];
    if (!ctx) return;
    const start = performance.now();
    visiblePoints(scene.points, projection, projected);
    ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
    const frame: GlobeFrame = { ...scene, size, pixelRatio, projection, projected, sprites };
    drawGlobe(ctx, frame);
    // Only the latest entry stays in the timeline (an auto-rotating globe draws all day); observers see each one.
    performance.clearMeasures(GLOBE_DRAW_MEASURE);
    performance.measure(GLOBE_DRAW_MEASURE, { start, detail: { points: scene.points.count } });
  };

  const frame = (time: number) => {
    handle = 0;
    let moving = false;
    if (turn) {
      turn.start ??= time;
      const t = Math.min(1, (time - turn.start) / TURN_DURATION_MS);
      applyRotation(interpolateRotation(turn.from, turn.to, easeInOutCubic(t)));
      if (t < 1) moving = true;
      else turn = null;
    } else if (autoRotateWanted && !dragging) {
      const next = autoRotate(rotation);
      const shift = Math.abs(wrapLongitude(next[0] - drawnLambda)) * RADIANS * projection.scale();
      const wasDirty = dirty;
      applyRotation(next);
      dirty = wasDirty || shift >= MIN_VISIBLE_SHIFT_PX;
      moving = true;
    }
    if (dirty) draw();
    if (moving) schedule();
  };

  function schedule() {
    // Without a context nothing is drawn, so there is no reason to keep a loop alive.
    if (!ctx || handle) return;
    handle = requestFrame(frame);
  }

  const invalidate = () => {
    dirty = true;
    schedule();
  };

  resize();
  schedule();

  return {
    projection,
    setSize(next) {
      if (next === size) return;
      size = next;
      resize();
      schedule();
    },
    setScene(changes) {
      // Hovering hands over the same country or point on every pointer move: only a change is worth a frame.
      if ((Object.keys(changes) as (keyof GlobeScene)[]).every((key) => changes[key] === scene[key])) return;
      if (changes.points && changes.points !== scene.points) {
        if (projected.x.length < changes.points.count) projected = createProjectedPoints(changes.points.count);
        sprites = ctx ? createPointSprites(changes.points, pixelRatio) : [];
      }
      scene = { ...scene, ...changes };
      invalidate();
    },
    setAutoRotate(enabled) {
      autoRotateWanted = enabled;
      schedule();
    },
    setDragging(next) {
      dragging = next;
      if (next) turn = null;
      schedule();
    },
    rotation: () => rotation,
    setRotation(next) {
      turn = null;
      applyRotation(next);
      schedule();
    },
    turnTo(location, animate) {
      const to = rotationFacing(location);
      if (!animate || !ctx) {
        turn = null;
        applyRotation(to);
        invalidate();
        return;
      }
      turn = { from: rotation, to, start: null };
      schedule();
    },
    projectAfterTurn(location) {
      const [lambda, phi] = turn?.to ?? rotation;
      // d3 clips the far side when streaming shapes, not when projecting a single point, so test the hemisphere here.
      if (geoDistance([location[0], location[1]], [-lambda, -phi]) >= Math.PI / 2) return null;
      const after = geoOrthographic().scale(projection.scale()).translate(projection.translate()).rotate([lambda, phi]);
      const point = after([location[0], location[1]]);
      return point ? [point[0], point[1]] : null;
    },
    hitTest(x, y) {
      visiblePoints(scene.points, projection, projected);
      return hitTest({ projection, points: scene.points, projected, shapes: scene.shapes }, x, y);
    },
    destroy() {
      if (handle) cancelFrame(handle);
      handle = 0;
      turn = null;
    },
  };
}
