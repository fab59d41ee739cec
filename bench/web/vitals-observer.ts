// The script every measured page runs before its own: PerformanceObservers for first contentful paint,
// largest contentful paint, layout shifts and long tasks. It is plain JavaScript in a string because
// tsx compiles this folder with keepNames, and the `__name` helper it would add does not exist in the
// page.

/** What the observers have seen so far; times in ms since navigation start (page clock). */
export interface VitalsSnapshot {
  fcpMs: number | null;
  lcpMs: number | null;
  /** Tag, id and classes of the latest LCP candidate, to tell what the largest paint was. */
  lcpElement: string | null;
  /** Largest session window of layout shifts not caused by input (1 s gap, 5 s cap), as web-vitals. */
  cls: number;
  /** [startMs, durationMs] of every long task (> 50 ms) of the main thread. */
  longTasks: Array<[number, number]>;
  /** When the load event ended, or null before it. */
  loadMs: number | null;
  /** The page's clock when the snapshot was taken. */
  nowMs: number;
}

/** The expression that reads a VitalsSnapshot in the page. */
export const READ_VITALS = 'globalThis.__benchVitals.snapshot()';

/** Registers the observers; passed to `page.addInitScript`. */
export const VITALS_OBSERVER_SCRIPT = `(() => {
  const state = { fcpMs: null, lcpMs: null, lcpElement: null, cls: 0, longTasks: [] };
  let sessionValue = 0, sessionStart = 0, sessionLast = 0;
  const describe = (element) => {
    if (!element) return null;
    const id = element.id ? '#' + element.id : '';
    const classes = typeof element.className === 'string' && element.className ? '.' + element.className.trim().split(/\\s+/).slice(0, 3).join('.') : '';
    return (element.tagName.toLowerCase() + id + classes).slice(0, 120);
  };
  const observe = (type, onEntry) => {
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') state.fcpMs = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    state.lcpMs = entry.startTime;
    state.lcpElement = describe(entry.element);
  });
  observe('layout-shift', (entry) => {
    if (entry.hadRecentInput) return;
    const joins = sessionValue > 0 && entry.startTime - sessionLast < 1000 && entry.startTime - sessionStart < 5000;
    if (joins) sessionValue += entry.value;
    else { sessionValue = entry.value; sessionStart = entry.startTime; }
    sessionLast = entry.startTime;
    state.cls = Math.max(state.cls, sessionValue);
  });
  observe('longtask', (entry) => {
    state.longTasks.push([entry.startTime, entry.duration]);
  });
  const loadMs = () => {
    const navigation = performance.getEntriesByType('navigation')[0];
    return navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : null;
  };
  globalThis.__benchVitals = { snapshot: () => ({ ...state, longTasks: state.longTasks.slice(), loadMs: loadMs(), nowMs: performance.now() }) };
})();`;
