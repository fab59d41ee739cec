// Painting the globe's picture on a 2D context, the same code whether it runs on the page's main thread
// or in the paint worker (globe-paint.worker.ts). The painter knows countries by their index in the
// atlas, so the worker can be told about a hover or a new colouring with a few numbers.
import { MAP_GLOBE_SIZE } from '@wefe/contract';
import { geoOrthographic, type GeoProjection } from 'd3-geo';
import { drawGlobe, type DrawnShape, type GlobeFrame } from './globe-draw';
import type { SpherePolygon } from './globe-geometry';
import type { Rotation } from './globe-motion';
import { createPointSprites, type PointSprite } from './globe-point-sprites';
import { createProjectedPoints, preparePoints, visiblePoints, type PreparedPoints } from './globe-points';

/** What a painter draws, countries given as indexes into the shapes it was handed. */
export interface PaintScene {
  graticule: boolean;
  /** Each atlas country's outline, in atlas order. */
  shapes: readonly (readonly SpherePolygon[])[];
  /** Fill colours, each with the indexes of the countries it fills. */
  countries: readonly { color: string; shapes: readonly number[] }[];
  /** Index of the selected and the hovered country, or -1. */
  selected: number;
  hovered: number;
  points: PreparedPoints;
  /** Drawing-order index of the hovered or focused point, or -1. */
  highlightedPoint: number;
}

/** Draws the globe's picture; the renderer (globe-renderer.ts) decides what and when. */
export interface GlobePainter {
  setSize(size: number): void;
  setScene(changes: Partial<PaintScene>): void;
  /** Draws the current scene at this rotation. */
  paint(rotation: Rotation): void;
  destroy(): void;
}

/** The 2D context calls a frame and its sprites need, on a canvas or an OffscreenCanvas. */
export type PaintContext = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Where the canvas's device pixels are set: the canvas element, or the OffscreenCanvas it handed to a worker. */
export interface PaintSurface {
  width: number;
  height: number;
}

/** Name of the User Timing measure around each draw (detail: { points }); bench/web/globe-frame.ts observes it. */
export const GLOBE_DRAW_MEASURE = 'globe-draw';

/** Puts one draw on the page's timeline; only the latest entry stays (an auto-rotating globe draws all day), observers see each one. */
export function recordDraw(start: number, duration: number, points: number): void {
  performance.clearMeasures(GLOBE_DRAW_MEASURE);
  performance.measure(GLOBE_DRAW_MEASURE, { start, duration, detail: { points } });
}

/** The globe's rim sits this far inside the canvas so its outline is not clipped. */
const RIM_MARGIN_PX = 2;

/**
 * d3's adaptive resampling of long edges, in pixels: the default 0.7 px spends about a third of a
 * frame's path time on curves nobody sees at this scale; 1 px keeps long borders curved near the rim.
 */
const RESAMPLE_PRECISION_PX = 1;

/** The orthographic projection of a `size` px globe turned by `rotation`, as every part of the globe builds it. */
export function globeProjection(size: number, rotation: Rotation): GeoProjection {
  const projection = geoOrthographic().clipAngle(90).precision(RESAMPLE_PRECISION_PX).rotate([rotation[0], rotation[1]]);
  fitProjection(projection, size);
  return projection;
}

/** Fits a projection to a `size` px canvas. */
export function fitProjection(projection: GeoProjection, size: number): void {
  projection.scale(size / 2 - RIM_MARGIN_PX).translate([size / 2, size / 2]);
}

/** An empty scene: no countries, no points. */
export function emptyPaintScene(size: number = MAP_GLOBE_SIZE): PaintScene {
  return { graticule: true, shapes: [], countries: [], selected: -1, hovered: -1, points: preparePoints([], size), highlightedPoint: -1 };
}

/** A painter that draws at once; `paint` answers how many points the scene holds. */
export interface CanvasPainter extends GlobePainter {
  paint(rotation: Rotation): number;
}

/** A painter drawing on `ctx` in the current thread; `surface` is the canvas whose device size it sets. */
export function createCanvasPainter(ctx: PaintContext, surface: PaintSurface, pixelRatio: number, initialSize: number): CanvasPainter {
  let size = initialSize;
  let scene = emptyPaintScene(size);
  let projected = createProjectedPoints(0);
  let sprites: PointSprite[] = [];
  // One object per country, made when the shapes change, so a frame allocates nothing and the hovered
  // and the selected country are the same object when they are the same country.
  let drawn: DrawnShape[] = [];
  let groups: GlobeFrame['countries'] = [];
  const projection = globeProjection(size, [0, 0]);
  const drawnAt = (index: number) => (index >= 0 ? (drawn[index] ?? null) : null);

  const resize = () => {
    surface.width = Math.round(size * pixelRatio);
    surface.height = Math.round(size * pixelRatio);
    fitProjection(projection, size);
  };
  resize();

  return {
    setSize(next) {
      size = next;
      resize();
    },
    setScene(changes) {
      if (changes.points && changes.points !== scene.points) {
        if (projected.x.length < changes.points.count) projected = createProjectedPoints(changes.points.count);
        sprites = createPointSprites(changes.points, pixelRatio);
      }
      if (changes.shapes && changes.shapes !== scene.shapes) drawn = changes.shapes.map((polygons) => ({ polygons }));
      scene = { ...scene, ...changes };
      if (changes.shapes || changes.countries) {
        groups = scene.countries.map((group) => ({ color: group.color, shapes: group.shapes.flatMap((index) => drawn[index] ?? []) }));
      }
    },
    paint(rotation) {
      projection.rotate([rotation[0], rotation[1]]);
      visiblePoints(scene.points, projection, projected);
      ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
      const frame: GlobeFrame = {
        size,
        pixelRatio,
        projection,
        graticule: scene.graticule,
        countries: groups,
        selected: drawnAt(scene.selected),
        hovered: drawnAt(scene.hovered),
        points: scene.points,
        projected,
        sprites,
        highlightedPoint: scene.highlightedPoint,
      };
      drawGlobe(ctx, frame);
      return scene.points.count;
    },
    destroy() {
      scene = emptyPaintScene(size);
      sprites = [];
      drawn = [];
      groups = [];
    },
  };
}

/** A painter on the page's main thread, or null without a 2D context (jsdom, a lost context). */
export function createMainThreadPainter(canvas: HTMLCanvasElement, pixelRatio: number, size: number): GlobePainter | null {
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const painter = createCanvasPainter(ctx, canvas, pixelRatio, size);
  return {
    ...painter,
    paint(rotation) {
      const start = performance.now();
      const points = painter.paint(rotation);
      recordDraw(start, performance.now() - start, points);
    },
  };
}
