// The keyboard of a combobox with a listbox (the site search, the calling-code picker), in one place.
import type { Dispatch, KeyboardEvent, SetStateAction } from 'react';

interface ListboxKeys<T> {
  options: readonly T[];
  activeIndex: number;
  setActiveIndex: Dispatch<SetStateAction<number>>;
  choose: (option: T) => void;
  /** Closes the list; `true` returns focus to the control that opened it. */
  close: (restoreFocus: boolean) => void;
}

/**
 * Arrow keys move the active option (wrapping), Home and End jump to the ends, Enter chooses the
 * active option (or the first, the best match, when none is active), Escape closes. Answers whether
 * the key was handled, so a caller can add its own keys.
 */
export function handleListboxKey<T>(event: KeyboardEvent, { options, activeIndex, setActiveIndex, choose, close }: ListboxKeys<T>): boolean {
  const count = options.length;
  switch (event.key) {
    case 'ArrowDown':
      if (count > 0) setActiveIndex((index) => (index + 1) % count);
      break;
    case 'ArrowUp':
      if (count > 0) setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
      break;
    case 'Home':
      if (count > 0) setActiveIndex(0);
      break;
    case 'End':
      if (count > 0) setActiveIndex(count - 1);
      break;
    case 'Enter': {
      const chosen = options[activeIndex] ?? options[0];
      if (chosen) choose(chosen);
      break;
    }
    case 'Escape':
      close(true);
      break;
    default:
      return false;
  }
  event.preventDefault();
  return true;
}
