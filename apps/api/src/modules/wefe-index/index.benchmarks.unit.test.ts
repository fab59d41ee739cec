import { describe, expect, it } from 'vitest';
import { belongsTo, benchmarkFigure, groupMembers, type GroupedScore } from './index.benchmarks.ts';

const country = (id: number, iso3: string, groups: { isMena?: boolean; isOic?: boolean; continent: string }) => ({ id, iso3, isMena: false, isOic: false, ...groups });
const JOR = country(1, 'JOR', { isMena: true, isOic: true, continent: 'Asia' });
const EGY = country(2, 'EGY', { isMena: true, isOic: true, continent: 'Africa' });
const ISR = country(3, 'ISR', { isMena: true, continent: 'Asia' });
const MYS = country(4, 'MYS', { isOic: true, continent: 'Asia' });

const scores: GroupedScore[] = [
  { country: JOR, pillarId: null, value: 60, rank: 2 },
  { country: EGY, pillarId: null, value: 40, rank: 3 },
  // Israel has an index value in no year it is unranked; here it is unranked, so it does not count.
  { country: ISR, pillarId: null, value: null, rank: null },
  { country: MYS, pillarId: null, value: 80, rank: 1 },
  { country: JOR, pillarId: 7, value: 30, rank: 3 },
  { country: EGY, pillarId: 7, value: 50, rank: 2 },
  { country: ISR, pillarId: 7, value: 90, rank: 1 },
];

describe('regional benchmarks', () => {
  it('groups by membership and by continent', () => {
    expect(belongsTo(ISR, 'MENA')).toBe(true);
    expect(belongsTo(ISR, 'OIC')).toBe(false);
    expect(belongsTo(EGY, 'Africa')).toBe(true);
    expect(belongsTo(EGY, 'Asia')).toBe(false);
  });

  it('averages the ranked members for the index and names the best', () => {
    expect(benchmarkFigure(scores, 'MENA', null)).toEqual({ mean: 50, countries: 2, best: { countryId: 1, value: 60 } });
    expect(benchmarkFigure(scores, 'OIC', null)).toEqual({ mean: 60, countries: 3, best: { countryId: 4, value: 80 } });
  });

  it('averages every member with the pillar, ranked on the index or not', () => {
    expect(benchmarkFigure(scores, 'MENA', 7)).toEqual({ mean: 170 / 3, countries: 3, best: { countryId: 3, value: 90 } });
    expect(benchmarkFigure(scores, 'Asia', 7)).toEqual({ mean: 60, countries: 2, best: { countryId: 3, value: 90 } });
  });

  it('has no figure for a group without scores, and counts members with any score', () => {
    expect(benchmarkFigure(scores, 'Europe', null)).toEqual({ mean: null, countries: 0, best: null });
    expect(groupMembers(scores, 'MENA')).toBe(3);
    expect(groupMembers(scores, 'Europe')).toBe(0);
  });

  it('breaks a tie for best by the lower country id, whatever the order of rows', () => {
    const tied: GroupedScore[] = [
      { country: EGY, pillarId: null, value: 70, rank: 1 },
      { country: JOR, pillarId: null, value: 70, rank: 1 },
    ];
    expect(benchmarkFigure(tied, 'MENA', null).best).toEqual({ countryId: 1, value: 70 });
    expect(benchmarkFigure([...tied].reverse(), 'MENA', null).best).toEqual({ countryId: 1, value: 70 });
  });
});
