import { CHART_LABEL_WRAP } from '@wefe/contract';
import { describe, expect, it } from 'vitest';
import { formatScore, toScore, wrapLabel } from './chart-format';

describe('toScore', () => {
  it.each([
    ['63.25', 63.25],
    [63.25, 63.25],
    [' 12 ', 12],
    ['abc', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [{}, 0],
    [-5, 0],
    [120, 100],
    ['120', 100],
  ])('reads %j as %j', (raw, expected) => {
    expect(toScore(raw)).toBe(expected);
  });
});

describe('formatScore', () => {
  it('rounds to one decimal in the reader language', () => {
    expect(formatScore(63.25, 'en')).toBe('63.3');
    expect(formatScore(63.25, 'fr')).toBe('63,3');
    expect(formatScore(70, 'en')).toBe('70.0');
    expect(formatScore(0.04, 'en')).toBe('0.0');
  });
});

describe('wrapLabel', () => {
  it('wraps at the shared limit of 35 characters', () => {
    expect(CHART_LABEL_WRAP).toBe(35);
  });

  it('keeps a label of exactly 35 characters on one line', () => {
    const label = 'Access to safe drinking water today'; // 35 characters
    expect(label).toHaveLength(35);
    expect(wrapLabel(label)).toEqual([label]);
  });

  it('breaks a label of 36 characters before its last word', () => {
    const label = 'Access to safe drinking water todays'; // 36 characters
    expect(label).toHaveLength(36);
    expect(wrapLabel(label)).toEqual(['Access to safe drinking water', 'todays']);
  });

  it('keeps a word longer than the limit whole on its own line', () => {
    const word = 'Pneumonoultramicroscopicsilicovolcanoconiosis';
    expect(wrapLabel(`Rate of ${word} cases`)).toEqual(['Rate of', word, 'cases']);
  });

  it('spreads a long label over several lines, none longer than the limit', () => {
    const label =
      'Proportion of population using safely managed drinking water services in urban and rural areas combined';
    const lines = wrapLabel(label);
    expect(lines).toEqual([
      'Proportion of population using',
      'safely managed drinking water',
      'services in urban and rural areas',
      'combined',
    ]);
    expect(lines.join(' ')).toBe(label);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(35);
  });

  it('honours a custom limit and collapses runs of spaces', () => {
    expect(wrapLabel('one  two three', 7)).toEqual(['one two', 'three']);
    expect(wrapLabel('   ')).toEqual([]);
  });
});
