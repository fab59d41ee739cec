import { describe, expect, it } from 'vitest';
import { rangeAsked } from './http-range.ts';

describe('rangeAsked', () => {
  it('reads one bytes range: from-to, from onwards, and the last N bytes', () => {
    expect(rangeAsked('bytes=0-99', 1000)).toEqual({ kind: 'part', range: { start: 0, end: 99 } });
    expect(rangeAsked('bytes=900-', 1000)).toEqual({ kind: 'part', range: { start: 900, end: 999 } });
    expect(rangeAsked('bytes=-100', 1000)).toEqual({ kind: 'part', range: { start: 900, end: 999 } });
    expect(rangeAsked(' bytes=5-5 ', 1000)).toEqual({ kind: 'part', range: { start: 5, end: 5 } });
  });

  it('cuts a range at the end of the file, and a suffix longer than the file to the whole of it', () => {
    expect(rangeAsked('bytes=990-5000', 1000)).toEqual({ kind: 'part', range: { start: 990, end: 999 } });
    expect(rangeAsked('bytes=-5000', 1000)).toEqual({ kind: 'part', range: { start: 0, end: 999 } });
  });

  it('cannot satisfy a range starting at or past the end, an empty suffix, or any range of an empty file', () => {
    expect(rangeAsked('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeAsked('bytes=1000-1001', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeAsked('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeAsked('bytes=-10', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('asks for the whole file when there is no header, several ranges, other units, or nonsense', () => {
    for (const header of [undefined, '', 'bytes=', 'bytes=-', 'bytes=0-1,4-5', 'items=0-1', 'bytes=9-3', 'bytes=a-b', 'bytes=1.5-2']) {
      expect(rangeAsked(header, 1000), String(header)).toEqual({ kind: 'whole' });
    }
  });
});
