// A reader of the figure an animated counter shows on screen (not its screen-reader copy).
// Only tests import this file; the viewport and frames they scroll and advance are in test/fake-viewport.ts.
import { within } from '@testing-library/react';

/** The figure a sighted reader sees in the list item labelled `label` (not the screen-reader copy). */
export function shownFigure(container: HTMLElement, label: string): string | null | undefined {
  return within(container).getByText(label).closest('li')?.querySelector('[aria-hidden="true"]')?.textContent;
}
