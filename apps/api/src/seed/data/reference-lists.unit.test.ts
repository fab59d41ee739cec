import { describe, expect, it } from 'vitest';
import { referenceLists, type ReferenceEntry } from './reference-lists.ts';

const ARABIC_LETTER = /[\u0621-\u064A]/;

describe.each(Object.entries(referenceLists))('%s', (_name, list: readonly ReferenceEntry[]) => {
  it('has unique positive integer ids and unique kebab-case slugs', () => {
    for (const entry of list) {
      expect(Number.isInteger(entry.id) && entry.id > 0).toBe(true);
      expect(entry.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
    expect(new Set(list.map((entry) => entry.id)).size).toBe(list.length);
    expect(new Set(list.map((entry) => entry.slug)).size).toBe(list.length);
  });

  it('names every entry in English, Arabic and French', () => {
    for (const entry of list) {
      expect(entry.name_en.trim()).not.toBe('');
      expect(entry.name_fr.trim()).not.toBe('');
      expect(entry.name_ar).toMatch(ARABIC_LETTER);
    }
  });
});

describe('fixed ids', () => {
  it('keeps the ids the spec and the entity form rely on', () => {
    const pairs = (list: readonly ReferenceEntry[]) => list.map((entry) => [entry.id, entry.slug]);
    expect(pairs(referenceLists.postTypes)).toEqual([[1, 'news'], [2, 'event'], [3, 'announcement']]);
    expect(pairs(referenceLists.sustainabilityStatuses)).toEqual([
      [1, 'sustainable'],
      [2, 'partially-sustainable'],
      [3, 'under-development'],
    ]);
    expect(referenceLists.organizationTypes.map((entry) => entry.slug)).toEqual([
      'government',
      'ngo',
      'private',
      'academic',
      'international',
      'other',
    ]);
    expect(referenceLists.publicationTypes.map((entry) => entry.name_en)).toEqual([
      'Report',
      'Brief',
      'Policy Note',
      'Dataset',
      'Research Paper',
      'Journal Article',
      'Book',
      'Conference Paper',
    ]);
    expect(referenceLists.publicationTypes.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(referenceLists.educationLevels.map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
    for (const sector of referenceLists.sectors) {
      expect(sector.type).toBe('interactive-maps');
      expect(sector.description_ar).toMatch(ARABIC_LETTER);
      expect(sector.description_en && sector.description_fr).toBeTruthy();
    }
  });
});
