// Short forms of user-written text for cards.

/** The first `max` characters of `text` followed by '...' when it is longer (spec part 1: news excerpts). */
export function excerpt(text: string | null | undefined, max: number): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  // Counted in code points, so a character outside the basic plane is never cut in half.
  const characters = [...plain];
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}...` : plain;
}

/** Lower case without accents or Arabic diacritics, so 'energie' finds 'Énergie' and 'اسرة' finds 'أسرة'. */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}
