// Country outlines and graticule lines traced onto the canvas without d3 on every frame. d3's path
// streams each vertex through trigonometry, clipping and resampling, frame after frame: with the 110m
// atlas that was most of a frame's script time. Here each vertex becomes a unit vector once, and a frame
// turns it with a 3x3 matrix into the same orthographic position d3 computes. A polygon wholly on the
// near side is traced as it is, one wholly on the far side is skipped (most are told apart by a bounding
// cap without looking at their vertices), and one crossing the rim is closed along the rim: its far-side
// stretches follow the rim as arcs, which fills exactly the polygon's visible part (see traceAcrossRim).
import type { GeoProjection } from 'd3-geo';
import type { Geometry, MultiLineString, Polygon, Position } from 'geojson';

/** A polygon of the atlas as unit vectors (x, y, z per vertex), with the cap that bounds it. */
export interface SpherePolygon {
  /** One array per ring, closing vertex left out, long edges split so they stay curved. */
  rings: Float64Array[];
  /** Centre of the bounding cap, a unit vector. */
  cx: number;
  cy: number;
  cz: number;
  /** Angular radius of the bounding cap, in radians. */
  radius: number;
}

/** Polylines as unit vectors (x, y, z per vertex), long edges split. */
export type SphereLines = readonly Float64Array[];

/** The orthographic view of one frame: screen x and y and depth as linear functions of a unit vector. */
export interface GlobeView {
  /** Depth row: > 0 on the near side. */
  dx: number;
  dy: number;
  dz: number;
  /** Screen rows: x = tx + k·(sx · v), y = ty − k·(sy · v). */
  sxx: number;
  sxy: number;
  sxz: number;
  syx: number;
  syy: number;
  syz: number;
  k: number;
  tx: number;
  ty: number;
}

/** The path methods tracing needs; a canvas context or a Path2D. */
export type PathSink = Pick<CanvasPath, 'moveTo' | 'lineTo' | 'closePath' | 'arc'>;

/**
 * How a traced ring ends. 'join' closes it with closePath, so a stroke joins its ends; in Chromium that
 * costs time in proportion to the whole path so far (1.5 ms a frame for the batched countries). 'line'
 * draws back to the first vertex: the same fill, and the same stroke for lines as thin as the 0.5 px
 * borders, which Skia draws as hairlines, without joins, up to 2 device pixels per CSS pixel (beyond,
 * one vertex a ring lacks its join).
 */
export type RingEnd = 'join' | 'line';

/**
 * Edges longer than this (degrees) are split along their great circle: a 3° chord strays at most
 * 0.13 px from its arc on the 760 px globe, finer than d3's 1 px resampling; the 110m atlas has about
 * 130 such edges among 10,000.
 */
const MAX_EDGE_DEG = 3;
const RADIANS = Math.PI / 180;
const COS_MAX_EDGE = Math.cos(MAX_EDGE_DEG * RADIANS);
/** Slack in the cap tests, so rounding never calls a polygon touching the rim wholly near or far. */
const RIM_EPSILON = 1e-9;
const TAU = Math.PI * 2;

/** Where the last edge handed to crossRim meets the rim: unit offsets from the centre (y up) and the canvas angle. */
const rim = { x: 0, y: 0, angle: 0 };

const NEAR = 1;
const FAR = 2;
const CROSSING = 3;
/** Crossing the rim and possibly holding the point straight behind the centre: left to d3 (see tracePolygons). */
const CLIP = 4;

function unitVector(position: readonly number[]): [number, number, number] {
  const lambda = (position[0] as number) * RADIANS;
  const phi = (position[1] as number) * RADIANS;
  const cosPhi = Math.cos(phi);
  return [cosPhi * Math.cos(lambda), cosPhi * Math.sin(lambda), Math.sin(phi)];
}

/** Unit vectors of `positions`, each edge longer than MAX_EDGE_DEG split into equal chords re-normalised onto the sphere. */
function toUnitVectors(positions: readonly Position[], closed: boolean): Float64Array {
  const count = closed ? positions.length - 1 : positions.length;
  const out: number[] = [];
  let previous: [number, number, number] | null = null;
  const push = (next: [number, number, number]) => {
    if (previous) {
      const cos = previous[0] * next[0] + previous[1] * next[1] + previous[2] * next[2];
      if (cos < COS_MAX_EDGE) {
        const pieces = Math.ceil(Math.acos(Math.max(-1, cos)) / (MAX_EDGE_DEG * RADIANS));
        for (let piece = 1; piece < pieces; piece += 1) {
          const t = piece / pieces;
          const x = previous[0] + (next[0] - previous[0]) * t;
          const y = previous[1] + (next[1] - previous[1]) * t;
          const z = previous[2] + (next[2] - previous[2]) * t;
          const length = Math.hypot(x, y, z);
          out.push(x / length, y / length, z / length);
        }
      }
    }
    out.push(next[0], next[1], next[2]);
    previous = next;
  };
  for (let i = 0; i < count; i += 1) push(unitVector(positions[i] as Position));
  // A ring's closing edge back to its first vertex is split too, then its copy of the first vertex dropped.
  if (closed && count > 0) {
    push(unitVector(positions[0] as Position));
    out.length -= 3;
  }
  return Float64Array.from(out);
}

function boundingCap(rings: readonly Float64Array[]): { cx: number; cy: number; cz: number; radius: number } {
  let sx = 0;
  let sy = 0;
  let sz = 0;
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i += 3) {
      sx += ring[i] as number;
      sy += ring[i + 1] as number;
      sz += ring[i + 2] as number;
    }
  }
  const length = Math.hypot(sx, sy, sz) || 1;
  const cx = sx / length;
  const cy = sy / length;
  const cz = sz / length;
  let minCos = 1;
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i += 3) {
      minCos = Math.min(minCos, cx * (ring[i] as number) + cy * (ring[i + 1] as number) + cz * (ring[i + 2] as number));
    }
  }
  return { cx, cy, cz, radius: Math.acos(Math.max(-1, Math.min(1, minCos))) };
}

function toSpherePolygon(coordinates: Position[][]): SpherePolygon {
  const rings = coordinates.map((ring) => toUnitVectors(ring, true));
  return { rings, ...boundingCap(rings) };
}

// Built from the rings only when needed: the 110m atlas never needs them, and a polygon without
// nested GeoJSON arrays is copied to the paint worker far faster (60 ms less of a slow phone's main thread).
const geometries = new WeakMap<SpherePolygon, Polygon>();

/**
 * The polygon as GeoJSON for d3, from its unit vectors: the same outline, with the split long edges'
 * extra vertices (on the same great circles, so d3 draws the same arcs).
 */
export function polygonGeometry(polygon: SpherePolygon): Polygon {
  let geometry = geometries.get(polygon);
  if (!geometry) {
    const coordinates = polygon.rings.map((ring) => {
      const positions: Position[] = [];
      for (let i = 0; i < ring.length; i += 3) {
        const [x, y, z] = [ring[i] as number, ring[i + 1] as number, ring[i + 2] as number];
        positions.push([Math.atan2(y, x) / RADIANS, Math.asin(Math.max(-1, Math.min(1, z))) / RADIANS]);
      }
      if (positions[0]) positions.push(positions[0]);
      return positions;
    });
    geometry = { type: 'Polygon', coordinates };
    geometries.set(polygon, geometry);
  }
  return geometry;
}

/** The polygons of a country's geometry prepared for tracing; other geometry types have none. */
export function toSpherePolygons(geometry: Geometry): SpherePolygon[] {
  if (geometry.type === 'Polygon') return [toSpherePolygon(geometry.coordinates)];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.map(toSpherePolygon);
  return [];
}

/**
 * False only when [lng, lat] is outside every polygon's bounding cap, so it cannot be in the shape: a
 * few multiplications that spare d3's geoContains (trigonometry per vertex) for most shapes. A cap of a
 * hemisphere or more, or a shape with no polygons, can rule nothing out.
 */
export function mayContain(polygons: readonly SpherePolygon[], location: readonly [number, number]): boolean {
  if (polygons.length === 0) return true;
  const [x, y, z] = unitVector(location);
  return polygons.some((polygon) => polygon.radius >= Math.PI / 2 || polygon.cx * x + polygon.cy * y + polygon.cz * z >= Math.cos(polygon.radius) - RIM_EPSILON);
}

/** The lines of a MultiLineString (the graticule) prepared for tracing. */
export function toSphereLines(lines: MultiLineString): SphereLines {
  return lines.coordinates.map((line) => toUnitVectors(line, false));
}

/**
 * The view of a d3 orthographic projection: its rotation [λ, φ, γ] as a matrix, built by rotating the
 * axes the way d3 rotates a point (longitude by λ, then φ and γ), with its scale and translation.
 */
export function viewOf(projection: GeoProjection): GlobeView {
  const [lambda = 0, phi = 0, gamma = 0] = projection.rotate();
  const cosL = Math.cos(lambda * RADIANS);
  const sinL = Math.sin(lambda * RADIANS);
  const cosP = Math.cos(phi * RADIANS);
  const sinP = Math.sin(phi * RADIANS);
  const cosG = Math.cos(gamma * RADIANS);
  const sinG = Math.sin(gamma * RADIANS);
  const rotate = (x: number, y: number, z: number): [number, number, number] => {
    const x1 = x * cosL - y * sinL;
    const y1 = x * sinL + y * cosL;
    const k = z * cosP + x1 * sinP;
    return [x1 * cosP - z * sinP, y1 * cosG - k * sinG, k * cosG + y1 * sinG];
  };
  const [ax, ay, az] = rotate(1, 0, 0);
  const [bx, by, bz] = rotate(0, 1, 0);
  const [cx, cy, cz] = rotate(0, 0, 1);
  const [tx, ty] = projection.translate();
  return { dx: ax, dy: bx, dz: cx, sxx: ay, sxy: by, sxz: cy, syx: az, syy: bz, syz: cz, k: projection.scale(), tx, ty };
}

function capSide(view: GlobeView, polygon: SpherePolygon): number {
  // Angle from the view's centre to the cap's centre, against the quarter circle to the rim.
  const cos = view.dx * polygon.cx + view.dy * polygon.cy + view.dz * polygon.cz;
  const angle = Math.acos(Math.max(-1, Math.min(1, cos)));
  if (angle + polygon.radius < Math.PI / 2 - RIM_EPSILON) return NEAR;
  if (angle - polygon.radius > Math.PI / 2 + RIM_EPSILON) return FAR;
  return angle + polygon.radius >= Math.PI - RIM_EPSILON ? CLIP : CROSSING;
}

function ringSide(view: GlobeView, ring: Float64Array): number {
  let side = 0;
  for (let i = 0; i < ring.length; i += 3) {
    const depth = view.dx * (ring[i] as number) + view.dy * (ring[i + 1] as number) + view.dz * (ring[i + 2] as number);
    side |= depth > 0 ? NEAR : FAR;
    if (side === CROSSING) break;
  }
  return side;
}

function polygonSide(view: GlobeView, polygon: SpherePolygon): number {
  const side = capSide(view, polygon);
  if (side !== CROSSING) return side;
  let rings = 0;
  for (const ring of polygon.rings) rings |= ringSide(view, ring);
  return rings;
}

function traceRing(sink: PathSink, view: GlobeView, ring: Float64Array, end: RingEnd): void {
  const { k, tx, ty, sxx, sxy, sxz, syx, syy, syz } = view;
  const count = ring.length / 3;
  if (count === 0) return;
  // Ending with a line visits the first vertex once more.
  const last = end === 'line' ? count : count - 1;
  for (let n = 0; n <= last; n += 1) {
    const i = (n % count) * 3;
    const x = ring[i] as number;
    const y = ring[i + 1] as number;
    const z = ring[i + 2] as number;
    const px = tx + k * (sxx * x + sxy * y + sxz * z);
    const py = ty - k * (syx * x + syy * y + syz * z);
    if (n === 0) sink.moveTo(px, py);
    else sink.lineTo(px, py);
  }
  if (end === 'join') sink.closePath();
}

/** Sets `rim` to where the edge from p (depth dp) to q (depth dq, the other side) crosses the rim. */
function crossRim(view: GlobeView, px: number, py: number, pz: number, dp: number, qx: number, qy: number, qz: number, dq: number): void {
  // The chord crosses the rim's plane here; re-normalised, the point is on the edge's arc.
  const t = dp / (dp - dq);
  const x = px + (qx - px) * t;
  const y = py + (qy - py) * t;
  const z = pz + (qz - pz) * t;
  const length = Math.hypot(x, y, z) || 1;
  rim.x = (view.sxx * x + view.sxy * y + view.sxz * z) / length;
  rim.y = (view.syx * x + view.syy * y + view.syz * z) / length;
  rim.angle = Math.atan2(-rim.y, rim.x);
}

function wrapAngle(angle: number): number {
  return angle - TAU * Math.round(angle / TAU);
}

/**
 * Traces a ring that crosses the rim. Near-side stretches are traced as they are, cut where they cross
 * the rim; each far-side stretch becomes one arc of the rim, from where the ring leaves to where it comes
 * back, sweeping the angle the stretch sweeps around the centre. Seen from the centre, a far-side point
 * collapses onto the rim in its own direction, so a point inside the disc is wound around exactly as
 * often as on the sphere: the fill is the polygon's visible part. That holds while the polygon does not
 * contain the point straight behind the centre (from there the ring winds the other way), which capSide
 * leaves to d3.
 */
function traceAcrossRim(sink: PathSink, view: GlobeView, ring: Float64Array, end: RingEnd): void {
  const { k, tx, ty, dx, dy, dz, sxx, sxy, sxz, syx, syy, syz } = view;
  const count = ring.length / 3;
  let previousDepth = 0;
  let px = 0;
  let py = 0;
  let pz = 0;
  let previousAngle = 0;
  let arcStart = 0;
  let sweep = 0;
  for (let n = 0; n <= count; n += 1) {
    // The ring's first vertex again at the end, to trace its closing edge.
    const i = (n % count) * 3;
    const x = ring[i] as number;
    const y = ring[i + 1] as number;
    const z = ring[i + 2] as number;
    const depth = dx * x + dy * y + dz * z;
    const screenX = sxx * x + sxy * y + sxz * z;
    const screenY = syx * x + syy * y + syz * z;
    const near = depth > 0;
    if (n > 0 && near !== previousDepth > 0) {
      crossRim(view, px, py, pz, previousDepth, x, y, z, depth);
      if (near) {
        sweep += wrapAngle(rim.angle - previousAngle);
        sink.arc(tx, ty, k, arcStart, arcStart + sweep, sweep < 0);
      } else {
        sink.lineTo(tx + k * rim.x, ty - k * rim.y);
        arcStart = rim.angle;
        sweep = 0;
        previousAngle = rim.angle;
      }
    }
    if (near) {
      if (n === 0) sink.moveTo(tx + k * screenX, ty - k * screenY);
      else if (n < count || previousDepth <= 0 || end === 'line') sink.lineTo(tx + k * screenX, ty - k * screenY);
    } else {
      const angle = Math.atan2(-screenY, screenX);
      if (n === 0) {
        sink.moveTo(tx + k * Math.cos(angle), ty + k * Math.sin(angle));
        arcStart = angle;
        sweep = 0;
      } else {
        sweep += wrapAngle(angle - previousAngle);
      }
      previousAngle = angle;
    }
    previousDepth = depth;
    px = x;
    py = y;
    pz = z;
  }
  if (previousDepth <= 0) sink.arc(tx, ty, k, arcStart, arcStart + sweep, sweep < 0);
  if (end === 'join') sink.closePath();
}

/**
 * Adds the visible part of each polygon to the current path: near-side ones traced as they are,
 * far-side ones skipped, those crossing the rim closed along it. `clip` (a d3 geoPath on the same
 * projection and sink) takes the rest: polygons big enough to hold the point behind the centre, which
 * the 110m atlas does not have (its largest, Russia, fits in a 37° cap) but other data might.
 */
export function tracePolygons(sink: PathSink, view: GlobeView, polygons: readonly SpherePolygon[], clip: (polygon: Polygon) => void, end: RingEnd): void {
  for (const polygon of polygons) {
    const side = polygonSide(view, polygon);
    if (side === NEAR) for (const ring of polygon.rings) traceRing(sink, view, ring, end);
    else if (side === CROSSING) for (const ring of polygon.rings) traceAcrossRim(sink, view, ring, end);
    else if (side === CLIP) clip(polygonGeometry(polygon));
  }
}

/** Adds the near-side parts of the lines to the current path, cut where they cross the rim. */
export function traceLines(sink: PathSink, view: GlobeView, lines: SphereLines): void {
  const { k, tx, ty, dx, dy, dz, sxx, sxy, sxz, syx, syy, syz } = view;
  for (const line of lines) {
    let previousDepth = -1;
    let px = 0;
    let py = 0;
    let pz = 0;
    for (let i = 0; i < line.length; i += 3) {
      const x = line[i] as number;
      const y = line[i + 1] as number;
      const z = line[i + 2] as number;
      const depth = dx * x + dy * y + dz * z;
      if (i > 0 && depth > 0 !== previousDepth > 0) {
        crossRim(view, px, py, pz, previousDepth, x, y, z, depth);
        if (depth > 0) sink.moveTo(tx + k * rim.x, ty - k * rim.y);
        else sink.lineTo(tx + k * rim.x, ty - k * rim.y);
      }
      if (depth > 0) {
        const screenX = tx + k * (sxx * x + sxy * y + sxz * z);
        const screenY = ty - k * (syx * x + syy * y + syz * z);
        if (i === 0) sink.moveTo(screenX, screenY);
        else sink.lineTo(screenX, screenY);
      }
      previousDepth = depth;
      px = x;
      py = y;
      pz = z;
    }
  }
}
