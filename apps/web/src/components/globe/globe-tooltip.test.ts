import { describe, expect, it } from 'vitest';
import { tooltipInsets } from './globe-tooltip';

describe('tooltipInsets', () => {
  it('opens towards the end of the line from an anchor in the first half', () => {
    expect(tooltipInsets(100, 50, 560, false)).toEqual({ insetInlineStart: 112, insetBlockStart: 62 });
  });

  it('flips to the start side past the middle so it stays inside the globe', () => {
    expect(tooltipInsets(500, 50, 560, false)).toEqual({ insetInlineEnd: 72, insetBlockStart: 62 });
  });

  it('measures from the right in right-to-left text, so the same physical spot is used', () => {
    // x = 500 from the left is 60 from the right: the first half of an Arabic line.
    expect(tooltipInsets(500, 50, 560, true)).toEqual({ insetInlineStart: 72, insetBlockStart: 62 });
    expect(tooltipInsets(100, 50, 560, true)).toEqual({ insetInlineEnd: 112, insetBlockStart: 62 });
  });
});
