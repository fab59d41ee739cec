import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvObjects } from './csv.ts';
import { localizedUnit } from './units.ts';

const SHIPPED_INDICATORS = new URL('../seed/data/wefe/indicators.csv', import.meta.url);

describe('localizedUnit', () => {
  it('has Arabic and French for every unit the shipped indicators use', () => {
    const shipped = csvObjects(readFileSync(SHIPPED_INDICATORS, 'utf8')).map((row) => row.unit!);
    expect(shipped.length).toBeGreaterThan(20);
    for (const unit of shipped) {
      expect(localizedUnit(unit, 'en')).toBe(unit);
      if (unit === '%') continue;
      expect(localizedUnit(unit, 'ar')).toMatch(/[\u0600-\u06FF]/);
      expect(localizedUnit(unit, 'fr')).not.toBe(unit);
    }
  });

  it('shows a unit staff typed outside the vocabulary as typed', () => {
    expect(localizedUnit('litres per household', 'fr')).toBe('litres per household');
    expect(localizedUnit(' % of population ', 'ar')).toBe('% من السكان');
  });
});
