// The globe's motion and state: projection, rotation and one requestAnimationFrame loop that runs only
// while something moves (auto-rotation, a turn) and paints only when the picture changed. React pushes
// data into it; the frame loop never goes through React state. Painting is a painter's job
// (globe-paint.ts): in a worker where the browser can (globe-worker-painter.ts), else on this thread.
import { MAP_GLOBE_SIZE } from '@wefe/contract';
import { geoDistance, type GeoProjection } from 'd3-geo';
import type { CountryFillGroup, CountryShape } from './globe-countries';
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
import { createMainThreadPainter, fitProjection, globeProjection, type GlobePainter, type PaintScene } from './globe-paint';
import { createProjectedPoints, preparePoints, visiblePoints, type PreparedPoints } from './globe-points';
import { createWorkerPainter } from './globe-worker-painter';

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
  /** Called when the paint worker cannot run, so the globe stays blank (the page tells the reader). */
  onPaintFailure?: () => void;
}
/**
 * Auto-rotation moves the surface about 0.13 px a tick on the 760 px globe; redrawing for that is
 * invisible work, so it redraws once the surface has moved this far (several ticks).
 */
const MIN_VISIBLE_SHIFT_PX = 0.5;
const RADIANS = Math.PI / 180;

/** The scene's changes (only what differs) as a painter takes them: countries as indexes into the shapes. */
function toPaintChanges(changes: Partial<GlobeScene>, scene: GlobeScene, indexOf: ReadonlyMap<CountryShape, number>): Partial<PaintScene> {
  const index = (shape: CountryShape | null) => (shape ? (indexOf.get(shape) ?? -1) : -1);
  const paint: Partial<PaintScene> = {};
  if (changes.graticule !== undefined) paint.graticule = changes.graticule;
  if (changes.shapes) paint.shapes = changes.shapes.map((shape) => shape.polygons);
  if (changes.shapes || changes.countries) {
    paint.countries = scene.countries.map((group) => ({ color: group.color, shapes: group.shapes.map(index).filter((i) => i >= 0) }));
  }
  if (changes.shapes || changes.selected !== undefined) paint.selected = index(scene.selected);
  if (changes.shapes || changes.hovered !== undefined) paint.hovered = index(scene.hovered);
  if (changes.points) paint.points = changes.points;
  if (changes.highlightedPoint !== undefined) paint.highlightedPoint = changes.highlightedPoint;
  return paint;
}

/** Binds a globe to a canvas; with no way to draw (jsdom, a lost context) it keeps state but never animates. */
export function createGlobeRenderer(canvas: HTMLCanvasElement, options: GlobeRendererOptions = {}): GlobeRenderer {
  const requestFrame = options.requestFrame ?? ((callback) => window.requestAnimationFrame(callback));
  const cancelFrame = options.cancelFrame ?? ((handle) => window.cancelAnimationFrame(handle));
  const pixelRatio = options.pixelRatio ?? (window.devicePixelRatio || 1);
  let size = options.size ?? MAP_GLOBE_SIZE;
  const painter: GlobePainter | null =
    createWorkerPainter(canvas, pixelRatio, size, options.onPaintFailure) ?? createMainThreadPainter(canvas, pixelRatio, size);
  let rotation: Rotation = rotationFacing(DEFAULT_CENTER);
  // The renderer's own projection, for hit-testing and turns; the painter keeps its own.
  const projection = globeProjection(size, rotation);
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
  let indexOf = new Map<CountryShape, number>();
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

  const draw = () => {
    dirty = false;
    drawnLambda = rotation[0];
    painter?.paint(rotation);
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
    // Without a painter nothing is drawn, so there is no reason to keep a loop alive.
    if (!painter || handle) return;
    handle = requestFrame(frame);
  }

  const invalidate = () => {
    dirty = true;
    schedule();
  };

  schedule();

  return {
    projection,
    setSize(next) {
      if (next === size) return;
      size = next;
      fitProjection(projection, size);
      painter?.setSize(size);
      invalidate();
    },
    setScene(given) {
      // Pages hand over the same atlas, points and hover target again and again: only what differs is
      // worth a frame, and the atlas (a copy to a worker) is sent once.
      const changes = Object.fromEntries(Object.entries(given).filter(([key, value]) => value !== scene[key as keyof GlobeScene])) as Partial<GlobeScene>;
      if (Object.keys(changes).length === 0) return;
      if (changes.points && projected.x.length < changes.points.count) projected = createProjectedPoints(changes.points.count);
      if (changes.shapes) indexOf = new Map(changes.shapes.map((shape, i) => [shape, i]));
      scene = { ...scene, ...changes };
      painter?.setScene(toPaintChanges(changes, scene, indexOf));
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
      if (!animate || !painter) {
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
      const point = globeProjection(size, [lambda, phi])([location[0], location[1]]);
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
      painter?.destroy();
    },
  };
}
