// The globe's points or countries as buttons, hidden from sight but not from keyboards and screen
// readers: a canvas has no focusable parts, so this list is how they reach each item (and how
// Playwright does).
import { memo, useEffect, useState } from 'react';

export interface GlobeListItem {
  key: string | number;
  name: string;
}

export interface GlobeItemListProps {
  label: string;
  items: readonly GlobeListItem[];
  /** The focused item, described by the tooltip while it shows. */
  describedIndex: number;
  tooltipId: string;
  onFocusItem: (index: number) => void;
  onBlurItem: (index: number) => void;
  onActivate: (index: number) => void;
}

/** Buttons shown with the globe: few, since the globe's own mount shares that task (and its layout). */
export const FIRST_ITEMS = 50;

/** Buttons added per later step: 1000 at once were one long task of a slow phone's main thread (commit and layout). */
export const ITEMS_PER_STEP = 100;

/** How many of `total` items to show: FIRST_ITEMS, then ITEMS_PER_STEP more each task until all are there. */
function useGrowingCount(total: number): number {
  const [shown, setShown] = useState(() => Math.min(total, FIRST_ITEMS));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((count) => count + ITEMS_PER_STEP), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}

/** Memoised: hover tooltips re-render the globe on every pointer move, and this list can hold 1000 buttons. */
export const GlobeItemList = memo(function GlobeItemList({ label, items, describedIndex, tooltipId, onFocusItem, onBlurItem, onActivate }: GlobeItemListProps) {
  const shown = useGrowingCount(items.length);
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="sr-only">
      {items.slice(0, shown).map((item, index) => (
        <li key={item.key}>
          <button
            type="button"
            dir="auto"
            aria-describedby={index === describedIndex ? tooltipId : undefined}
            onFocus={() => onFocusItem(index)}
            onBlur={() => onBlurItem(index)}
            onClick={() => onActivate(index)}
          >
            {item.name}
          </button>
        </li>
      ))}
    </ul>
  );
});
