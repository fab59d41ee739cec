// Accessible tabs (WAI-ARIA tabs pattern): arrow keys move between tabs along the reading direction,
// Home and End jump to the ends, and only the selected tab is in the tab order.
import { isRtl } from '@wefe/contract';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLanguage } from '@/lib/i18n';
import { rovingIndex } from '@/lib/roving-keys';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
}

/** A row of tabs, each showing its own panel. */
export function Tabs<T extends string>({ label, items, value, onValueChange }: TabsProps<T>) {
  const baseId = useId();
  const language = useLanguage();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (item: T) => `${baseId}-tab-${item}`;
  const panelId = (item: T) => `${baseId}-panel-${item}`;

  const select = (index: number) => {
    const item = items[index];
    if (!item) return;
    onValueChange(item.value);
    tabRefs.current.get(item.value)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = rovingIndex(event.key, items.findIndex((item) => item.value === value), items.length, isRtl(language));
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) tabRefs.current.set(item.value, element);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={panelId(item.value)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(item.value)}
              className={`-mb-px shrink-0 border-b-2 px-4 py-3 font-semibold whitespace-nowrap ${
                selected ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-brand-800'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={panelId(item.value)}
          aria-labelledby={tabId(item.value)}
          hidden={item.value !== value}
          tabIndex={0}
          className="pt-6"
        >
          {item.value === value && item.content}
        </div>
      ))}
    </div>
  );
}
