import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { sampleNewsEvent } from '@/test/factories';
import {
  agendaOutline,
  createNewsEventForm,
  emptyNewsEventForm,
  newsEventFormValues,
  parseAgendaOutline,
  updateNewsEventForm,
  validateNewsEventForm,
} from './news-event-form-values';
import { newsEventFiltersFromSearchParams, newsEventFiltersQuery, withNewsEventFilters } from './news-event-list-filters';

const t = i18n.t.bind(i18n);
const entries = (form: FormData | null) => (form ? [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : (value as File).name]) : null);

describe('agenda items', () => {
  it("reads 'time: text' back into its parts and writes it again the same", () => {
    expect(parseAgendaOutline('09:30: Opening remarks')).toEqual({ time: '09:30', item: 'Opening remarks' });
    expect(parseAgendaOutline('Day 1: Field visit')).toEqual({ time: 'Day 1', item: 'Field visit' });
    expect(parseAgendaOutline('Lunch')).toEqual({ time: '', item: 'Lunch' });
    for (const outline of ['09:30: Opening remarks', 'Lunch', '14:00: Panel: water and energy']) {
      expect(agendaOutline(parseAgendaOutline(outline))).toBe(outline);
    }
    expect(agendaOutline({ time: ' 10:00 ', item: ' ' })).toBe('10:00');
    expect(agendaOutline({ time: ' ', item: ' ' })).toBe('');
  });
});

describe('the add form body', () => {
  it('sends no empty optional field and no empty list', () => {
    const values = { ...emptyNewsEventForm(), title: ' Pumps ', post_type_id: '2', organization_type_id: '1', location: 'Amman', implementing_leader: 'Ministry', starting_date: '2026-01-02', country_id: '111', organizer: '   ' };
    expect(entries(createNewsEventForm(values))).toEqual([
      ['title', 'Pumps'],
      ['post_type_id', '2'],
      ['organization_type_id', '1'],
      ['implementing_leader', 'Ministry'],
      ['location', 'Amman'],
      ['country_id', '111'],
      ['starting_date', '2026-01-02'],
      ['is_ongoing', '0'],
      ['is_online', '0'],
    ]);
  });

  it('sends none of an event’s fields for news, even those typed before the kind changed', () => {
    const values = { ...emptyNewsEventForm(), title: 'Pumps', post_type_id: '3', organization_type_id: '1', location: 'Amman', country_id: '111', implementing_leader: 'Ministry', starting_date: '2026-01-02', capacity: '40', agenda: [{ time: '9:00', item: 'Opening' }], speakers: [{ name: 'Hala', title: '', organization: '', bio: '' }], is_online: true };
    expect(entries(createNewsEventForm(values))).toEqual([
      ['title', 'Pumps'],
      ['post_type_id', '3'],
      ['organization_type_id', '1'],
      ['location', 'Amman'],
      ['country_id', '111'],
    ]);
  });
});

describe('the edit form body', () => {
  const item = sampleNewsEvent({ id: 9, status: 'approved' });

  it('is nothing when nothing changed, and only _method=PUT when a rejected item goes back to review as it is', () => {
    const initial = newsEventFormValues(item);
    expect(updateNewsEventForm(initial, { ...initial })).toBeNull();
    expect(entries(updateNewsEventForm(initial, { ...initial }, { resubmit: true }))).toEqual([['_method', 'PUT']]);
  });

  it('sends a changed start time with its day, and emptied lists as one empty value or row', () => {
    const initial = newsEventFormValues(item);
    const values = { ...initial, start_time: '', sectors: [], agenda: [], partners: [{ ...initial.partners[0]!, organization: ' ' }], is_online: true };
    expect(entries(updateNewsEventForm(initial, values))).toEqual([
      ['_method', 'PUT'],
      ['starting_date', '2026-03-05'],
      ['is_online', '1'],
      ['sectors[]', ''],
      ['agenda_outlines[]', ''],
      ['partners[0][organization]', ''],
      ['partners[0][contact_person]', ''],
      ['partners[0][contact_email]', ''],
      ['partners[0][institution_category_id]', ''],
    ]);
  });
});

describe('the checks', () => {
  it('requires the spec’s fields on add (an event’s leader and start for events only) and only title and post type on edit', () => {
    const add = validateNewsEventForm(emptyNewsEventForm(), { mode: 'add' }, t);
    expect(add.missingRequired).toBe(true);
    expect(Object.keys(add.errors).sort()).toEqual(['country_id', 'location', 'organization_type_id', 'post_type_id', 'title']);
    const event = validateNewsEventForm({ ...emptyNewsEventForm(), post_type_id: '2' }, { mode: 'add' }, t);
    expect(Object.keys(event.errors).sort()).toEqual(['country_id', 'implementing_leader', 'location', 'organization_type_id', 'starting_date', 'title']);
    const edit = validateNewsEventForm(emptyNewsEventForm(), { mode: 'edit' }, t);
    expect(Object.keys(edit.errors).sort()).toEqual(['post_type_id', 'title']);
  });

  it("refuses a partner's email that is not an address, and an attachment that is not PDF, DOC or DOCX", () => {
    const values = {
      ...newsEventFormValues(sampleNewsEvent()),
      partners: [{ organization: 'GIZ', contact_person: '', contact_email: 'nobody', institution_category_id: '' }],
      attachment: new File(['x'], 'notes.txt', { type: 'text/plain' }),
    };
    const check = validateNewsEventForm(values, { mode: 'edit' }, t);
    expect(check.errors.partners).toEqual(["A partner's contact email is not a valid address"]);
    expect(check.errors.attachment).toEqual(['Choose PDF, DOC or DOCX files only']);
    expect(check.missingRequired).toBe(false);
  });
});

describe('the list filters', () => {
  it('reads the address: tab, the tab’s own sort, sort aliases and post type ids', () => {
    expect(newsEventFiltersFromSearchParams(new URLSearchParams('type=event'))).toMatchObject({ type: 'event', sort: 'date' });
    expect(newsEventFiltersFromSearchParams(new URLSearchParams('sort=old'))).toMatchObject({ type: '', sort: 'oldest' });
    expect(newsEventFiltersFromSearchParams(new URLSearchParams('type=other&sort=sideways'))).toMatchObject({ type: '', sort: 'newest' });
    expect(newsEventFiltersFromSearchParams(new URLSearchParams('post_type_id=3,x,1,3'))).toMatchObject({ post_type_id: '1,3' });
  });

  it('keeps a sort other than the tab’s own in the address, and sends post types as a list', () => {
    const filters = newsEventFiltersFromSearchParams(new URLSearchParams('type=event&sort=newest&post_type_id=2,1'));
    expect(filters.sort).toBe('newest');
    expect(withNewsEventFilters(new URLSearchParams(), filters).toString()).toBe('type=event&post_type_id=1%2C2&sort=newest');
    expect(newsEventFiltersQuery(filters).post_type_id).toEqual(['1', '2']);
  });
});
