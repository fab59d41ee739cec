// The globe's points or countries as buttons, hidden from sight but not from keyboards and screen
// readers: a canvas has no focusable parts, so this list is how they reach each item (and how
// Playwright does).
import { memo } from 'react';

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

/** Memoised: hover tooltips re-render the globe on every pointer move, and this list can hold 1000 buttons. */
export const GlobeItemList = memo(function GlobeItemList({ label, items, describedIndex, tooltipId, onFocusItem, onBlurItem, onActivate }: GlobeItemListProps) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="sr-only">
      {items.map((item, index) => (
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
