// The canvas globe of the index page, the interactive maps and the home page: countries coloured by
// score, data points, a tooltip for what the pointer or keyboard focus is on, and a legend. The canvas
// is drawn by globe-renderer.ts; this component wires data, pointer, keyboard and text around it.
import { isRtl } from '@wefe/contract';
import { useCallback, useEffect, useEffectEvent, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useInViewport } from '@/lib/use-in-viewport';
import { afterNextFrame } from '@/lib/yield-to-browser';
import { countryFillGroups, normaliseNumericCode, scoresByCode, type CountryShape } from './globe-countries';
import { GlobeItemList } from './globe-item-list';
import { GlobeLegend } from './globe-legend';
import { dragRotation, isClick, type Rotation } from './globe-motion';
import { drawIndexOf, preparePoints } from './globe-points';
import { createGlobeRenderer, type GlobeRenderer } from './globe-renderer';
import { canPaintInWorker } from './globe-worker-painter';
import { GlobeTooltip, tooltipInsets, type GlobeTooltipContent } from './globe-tooltip';
import type { GlobeCountryScore, GlobePoint, GlobeProps } from './globe-types';
import { usePrefersReducedMotion } from './use-reduced-motion';
import { useWorldAtlas } from './use-world-atlas';

const NO_COUNTRIES: readonly GlobeCountryScore[] = [];
const NO_POINTS: readonly GlobePoint[] = [];
const NO_SHAPES: readonly CountryShape[] = [];

type Target = { kind: 'point'; point: GlobePoint; index: number } | { kind: 'country'; score: GlobeCountryScore; shape: CountryShape | null };

interface Tooltip {
  target: Target;
  /** Anchor in CSS pixels from the frame's top-left corner, and the frame's displayed width. */
  x: number;
  y: number;
  width: number;
  /** Index of the focused list button that opened it, or -1 when the pointer did. */
  focusIndex: number;
}

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  start: Rotation;
  moved: boolean;
}

/** A rotating, clickable globe with an accessible list of its points (or countries) beside it. */
export function Globe({
  size,
  countries = NO_COUNTRIES,
  points = NO_POINTS,
  legend,
  legendTitle,
  legendHint,
  metric,
  selectedCountryId = null,
  onCountryClick,
  onPointClick,
  label,
  graticule = true,
}: GlobeProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const atlas = useWorldAtlas();
  const reducedMotion = usePrefersReducedMotion();
  // Turning a globe nobody can see would keep the page's main thread busy for nothing.
  const [frameRef, onScreen] = useInViewport<HTMLDivElement>();
  const tooltipId = useId();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const [renderer, setRenderer] = useState<GlobeRenderer | null>(null);
  const [paintFailed, setPaintFailed] = useState(false);
  const [tooltip, setTooltip] = useState<Tooltip | null>(null);
  const [cursor, setCursor] = useState<'cursor-grab' | 'cursor-grabbing' | 'cursor-pointer'>('cursor-grab');

  const shapes = atlas.status === 'ready' ? atlas.shapes : NO_SHAPES;
  const scores = useMemo(() => scoresByCode(countries), [countries]);
  const fillGroups = useMemo(() => countryFillGroups(shapes, scores), [shapes, scores]);
  const prepared = useMemo(() => preparePoints(points, size), [points, size]);
  const shapeByCode = useMemo(() => new Map(shapes.flatMap((shape) => (shape.code ? [[shape.code, shape] as const] : []))), [shapes]);
  const shapeOf = useCallback(
    (score: GlobeCountryScore) => {
      const code = normaliseNumericCode(score.numericCode);
      return (code && shapeByCode.get(code)) || null;
    },
    [shapeByCode],
  );
  const selectedScore = selectedCountryId === null ? undefined : countries.find((country) => country.countryId === selectedCountryId);
  const selectedShape = selectedScore ? shapeOf(selectedScore) : null;
  const oneDecimal = useMemo(() => new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), [language]);

  // A ref callback rather than an effect: the renderer lives exactly as long as its canvas.
  const bindCanvas = useCallback((canvas: HTMLCanvasElement | null) => {
    canvasRef.current = canvas;
    if (!canvas) return;
    let created: GlobeRenderer | null = null;
    const create = () => {
      created = createGlobeRenderer(canvas, { onPaintFailure: () => setPaintFailed(true) });
      setRenderer(created);
    };
    // Handing a canvas to a worker makes the browser lay the page out there and then (73-97 ms inside
    // the mount on a slow phone, docs/performance.md); after the page's next frame that work is done.
    const cancel = canPaintInWorker(canvas) ? afterNextFrame(create) : (create(), () => undefined);
    return () => {
      cancel();
      created?.destroy();
      canvasRef.current = null;
      setRenderer(null);
    };
  }, []);

  useEffect(() => renderer?.setSize(size), [renderer, size]);
  useEffect(() => renderer?.setScene({ shapes, countries: fillGroups, points: prepared, graticule }), [renderer, shapes, fillGroups, prepared, graticule]);
  useEffect(() => renderer?.setScene({ selected: selectedShape }), [renderer, selectedShape]);
  const tooltipShown = tooltip !== null;
  useEffect(() => renderer?.setAutoRotate(onScreen && !reducedMotion && !tooltipShown), [renderer, onScreen, reducedMotion, tooltipShown]);
  const target = tooltip?.target;
  useEffect(() => {
    renderer?.setScene({
      hovered: target?.kind === 'country' ? target.shape : null,
      highlightedPoint: target?.kind === 'point' ? drawIndexOf(prepared, target.index) : -1,
    });
  }, [renderer, target, prepared]);

  // Turn only when the selection itself changes, not whenever a page passes a new countries array.
  const turnToSelection = useEffectEvent(() => {
    if (renderer && selectedShape) renderer.turnTo(selectedShape.centre, !reducedMotion);
  });
  const selectedCode = selectedShape?.code ?? null;
  useEffect(() => turnToSelection(), [renderer, selectedCode]);

  /** Canvas coordinates (the projection's, in `size` units) and frame coordinates (CSS pixels) of an event. */
  const locate = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const displayX = event.clientX - rect.left;
    const displayY = event.clientY - rect.top;
    // The canvas shrinks with its container on small screens; hit-testing works in drawn units.
    const scale = rect.width > 0 ? size / rect.width : 1;
    return { x: displayX * scale, y: displayY * scale, displayX, displayY, width: rect.width };
  };

  const targetAt = (x: number, y: number): Target | null => {
    const hit = renderer?.hitTest(x, y) ?? null;
    if (hit?.kind === 'point') {
      const point = points[hit.index];
      return point ? { kind: 'point', point, index: hit.index } : null;
    }
    const score = hit?.shape.code ? scores.get(hit.shape.code) : undefined;
    return hit && score ? { kind: 'country', score, shape: hit.shape } : null;
  };

  const clickable = (found: Target) => (found.kind === 'point' ? Boolean(onPointClick) : Boolean(onCountryClick));

  const activate = (found: Target) => {
    if (found.kind === 'point') onPointClick?.(found.point);
    else onCountryClick?.(found.score.countryId);
  };

  const showAtPointer = (found: Target | null, at: ReturnType<typeof locate>) => {
    setTooltip(found ? { target: found, x: at.displayX, y: at.displayY, width: at.width, focusIndex: -1 } : null);
    setCursor(found && clickable(found) ? 'cursor-pointer' : 'cursor-grab');
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!renderer || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragRef.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, start: renderer.rotation(), moved: false };
    renderer.setDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const drag = dragRef.current;
    if (drag && drag.pointerId === event.pointerId) {
      const dx = event.clientX - drag.startX;
      const dy = event.clientY - drag.startY;
      if (!drag.moved && isClick(dx, dy)) return;
      if (!drag.moved) {
        drag.moved = true;
        setTooltip(null);
        setCursor('cursor-grabbing');
      }
      renderer?.setRotation(dragRotation(drag.start, dx, dy));
      return;
    }
    // Touch has no hover; a tap shows the tooltip instead (onPointerUp).
    if (event.pointerType === 'touch' || drag) return;
    const at = locate(event);
    showAtPointer(targetAt(at.x, at.y), at);
  };

  const endDrag = (event: PointerEvent<HTMLCanvasElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return null;
    dragRef.current = null;
    renderer?.setDragging(false);
    return drag;
  };

  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    const drag = endDrag(event);
    if (!drag) return;
    const at = locate(event);
    const found = targetAt(at.x, at.y);
    showAtPointer(found, at);
    if (!drag.moved && found) activate(found);
  };

  const onPointerLeave = (event: PointerEvent<HTMLCanvasElement>) => {
    // A finger "leaves" right after every tap; the tooltip the tap opened should stay.
    if (dragRef.current || event.pointerType === 'touch') return;
    setTooltip((current) => (current && current.focusIndex < 0 ? null : current));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // WCAG 1.4.13: a tooltip can be dismissed without moving focus.
    if (event.key === 'Escape' && tooltip) setTooltip(null);
  };

  const showForFocus = useCallback(
    (found: Target, location: readonly [number, number] | null, focusIndex: number) => {
      if (location) renderer?.turnTo(location, !reducedMotion);
      const rect = canvasRef.current?.getBoundingClientRect();
      const width = rect && rect.width > 0 ? rect.width : size;
      const scale = width / size;
      // Where the item will be once the globe has turned to it; the centre if it stays out of sight.
      const [x, y] = (location && renderer?.projectAfterTurn(location)) ?? [size / 2, size / 2];
      setTooltip({ target: found, x: x * scale, y: y * scale, width, focusIndex });
    },
    [renderer, reducedMotion, size],
  );

  const focusPoint = useCallback(
    (index: number) => {
      const point = points[index];
      if (point) showForFocus({ kind: 'point', point, index }, [point.lng, point.lat], index);
    },
    [points, showForFocus],
  );
  const focusCountry = useCallback(
    (index: number) => {
      const score = countries[index];
      if (!score) return;
      const shape = shapeOf(score);
      showForFocus({ kind: 'country', score, shape }, shape?.centre ?? null, index);
    },
    [countries, shapeOf, showForFocus],
  );
  const blurItem = useCallback((index: number) => setTooltip((current) => (current?.focusIndex === index ? null : current)), []);
  const activatePoint = useCallback((index: number) => {
    const point = points[index];
    if (point) onPointClick?.(point);
  }, [points, onPointClick]);
  const activateCountry = useCallback((index: number) => {
    const score = countries[index];
    if (score) onCountryClick?.(score.countryId);
  }, [countries, onCountryClick]);

  const pointItems = useMemo(() => points.map((point) => ({ key: point.id, name: point.label })), [points]);
  const countryItems = useMemo(() => countries.map((country) => ({ key: country.countryId, name: country.name })), [countries]);
  const listsPoints = points.length > 0;

  const content = (found: Target): GlobeTooltipContent =>
    found.kind === 'point'
      ? { title: found.point.label, metric: found.point.metric, value: found.point.value }
      : {
          title: found.score.name,
          metric,
          value: found.score.value === null ? t('globe.no_data') : oneDecimal.format(found.score.value),
        };

  const status = atlas.status === 'failed' || paintFailed ? t('globe.failed') : atlas.status === 'loading' ? t('globe.loading') : '';

  return (
    <div className="flex flex-wrap items-start justify-center gap-4" onKeyDown={onKeyDown}>
      <div ref={frameRef} className="relative max-inline-full" style={{ inlineSize: size }}>
        <canvas
          ref={bindCanvas}
          role="img"
          aria-label={label}
          className={`block aspect-square inline-full block-auto touch-none select-none ${cursor}`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={(event) => endDrag(event)}
          onPointerLeave={onPointerLeave}
        />
        <p role="status" className="pointer-events-none absolute inset-0 flex items-center justify-center p-6 text-center text-slate-700">
          {status}
        </p>
        {tooltip && (
          <GlobeTooltip
            id={tooltipId}
            content={content(tooltip.target)}
            style={tooltipInsets(tooltip.x, tooltip.y, tooltip.width, isRtl(language))}
          />
        )}
        {listsPoints ? (
          <GlobeItemList
            label={t('globe.points_list')}
            items={pointItems}
            describedIndex={tooltip?.focusIndex ?? -1}
            tooltipId={tooltipId}
            onFocusItem={focusPoint}
            onBlurItem={blurItem}
            onActivate={activatePoint}
          />
        ) : (
          <GlobeItemList
            label={t('globe.countries_list')}
            items={countryItems}
            describedIndex={tooltip?.focusIndex ?? -1}
            tooltipId={tooltipId}
            onFocusItem={focusCountry}
            onBlurItem={blurItem}
            onActivate={activateCountry}
          />
        )}
      </div>
      {legend && <GlobeLegend entries={legend} title={legendTitle} hint={legendHint} />}
    </div>
  );
}
