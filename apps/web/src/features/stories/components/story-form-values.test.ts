import { describe, expect, it } from 'vitest';
import { sampleStory } from '@/test/factories';
import { createStoryForm, emptyStoryForm, parseDonors, storyFormValues, updateStoryForm } from './story-form-values';

const entries = (form: FormData | null) => (form ? [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : (value as File).name]) : null);

describe('story form bodies', () => {
  it('splits donors on Latin and Arabic commas, trimmed, empties dropped', () => {
    expect(parseDonors(' GIZ ,, USAID،  الصندوق العربي ,')).toEqual(['GIZ', 'USAID', 'الصندوق العربي']);
  });

  it('adds nothing for empty lists and half-filled partner rows', () => {
    const values = { ...emptyStoryForm('2024-05-01'), title: 'T', partners: [{ sector: 'Water', organization: ' ' }] };
    expect(entries(createStoryForm(values))).toEqual([
      ['title', 'T'],
      ['starting_date', '2024-05-01'],
      ['is_ongoing', '0'],
    ]);
  });

  it('on edit sends only what changed: a cleared optional text empty, emptied lists as one empty value', () => {
    const initial = storyFormValues(sampleStory({ achievements: 'Many' }));
    const values = { ...initial, achievements: '  ', is_ongoing: true, sectors: [], partners: [{ sector: '', organization: '' }] };
    expect(entries(updateStoryForm(initial, values))).toEqual([
      ['_method', 'PUT'],
      ['achievements', ''],
      ['is_ongoing', '1'],
      ['sectors[]', ''],
      ['partners[0][sector]', ''],
      ['partners[0][organization]', ''],
    ]);
  });

  it('on edit sends nothing when nothing changed, unless a rejected story goes back to review', () => {
    const initial = storyFormValues(sampleStory());
    // The order of the chosen sectors is not a change.
    const values = { ...initial, sectors: [...initial.sectors].reverse() };
    expect(updateStoryForm(initial, values)).toBeNull();
    expect(entries(updateStoryForm(initial, values, { resubmit: true }))).toEqual([['_method', 'PUT']]);
  });
});
