// Matches a place written by PlaceName ('Deir Alla, Jordan'), whose parts sit in separate <bdi> elements.
import type { MatcherFunction } from '@testing-library/react';

/** A text matcher for the PlaceName whose whole text is `text`. */
export function placeText(text: string): MatcherFunction {
  return (_content, element) => element?.querySelector(':scope > bdi') !== null && element?.textContent === text;
}
