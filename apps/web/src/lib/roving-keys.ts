// The keys of a row of items where one is current (tabs, a gallery's thumbnails): the arrow keys move
// along the reading direction (so in Arabic the left arrow goes forward), wrapping at the ends; Home
// and End jump to the first and last.

/** The index `key` moves to from `current` among `count` items, or undefined for any other key. */
export function rovingIndex(key: string, current: number, count: number, rtl: boolean): number | undefined {
  if (count === 0) return undefined;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (current + 1) % count;
    case backward:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
