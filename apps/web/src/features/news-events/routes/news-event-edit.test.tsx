import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type MockHandler } from '@/test/mock-api';
import { POST_TYPES, sampleNewsEvent } from '@/test/factories';
import { PROFILE_USER, renderApp, signIn } from '@/test/render-app';

// The member's own event as GET /my-news-events/{id} answers it: rejected, with a second image.
const mine = sampleNewsEvent({
  id: 42,
  title: 'Nexus dialogue on shared aquifers',
  is_owner: true,
  status: 'rejected',
  rejection_reason: 'Please add the programme.',
  images: [
    { id: 7, image_path: '/api/media/4221?w=800', image_srcset: null, alt_text: 'The conference hall', text_ar: null },
    { id: 8, image_path: '/api/media/4222?w=800', image_srcset: null, alt_text: 'The panel', text_ar: null },
  ],
});

function renderEdit(update: MockHandler, load: MockHandler = ok(mine), path = '/news-events/edit/42') {
  signIn(PROFILE_USER);
  const api = mockApi({
    'GET /my-news-events/42': load,
    'POST /my-news-events/42': update,
    'GET /post-types': ok(POST_TYPES),
    'GET /register/organization-types': ok([{ id: 1, name: 'Government', slug: 'government' }]),
    'GET /countries': ok([{ id: 111, name: 'Jordan' }]),
    'GET /sustainability-statuses': ok([{ id: 1, name: 'Sustainable', slug: 'sustainable' }]),
    'GET /sectors': ok([{ id: 1, name: 'Water', slug: 'water', type: 'general', description: null }]),
    'GET /institution-categories': ok([{ id: 2, name: 'Donor', slug: 'donor' }]),
    'GET /profile': ok(PROFILE_USER),
    'GET /my-stories': ok([]),
    'GET /my-publications': ok([]),
    'GET /my-news-events': ok([]),
  });
  return { api, ...renderApp(path) };
}

const textEntries = (body: FormData) => [...body.entries()].filter(([, value]) => typeof value === 'string').map(([name, value]) => [name, value]);

describe('edit news/event page', () => {
  it('fills the form, requires the title and post type (and an event’s leader and start), and sends only the changes and removals with _method=PUT', async () => {
    const { api, user, router } = renderEdit(ok(sampleNewsEvent({ ...mine, status: 'pending' }), 'Updated.'));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    const form = title.closest('form')!;
    expect(title).toHaveValue('Nexus dialogue on shared aquifers');
    expect(within(form).getByText('Please add the programme.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Start date')).toHaveValue('2026-03-05');
    expect(within(form).getByLabelText('Start time')).toHaveValue('09:30');
    expect(within(form).getByRole('textbox', { name: 'Agenda item 2: time' })).toHaveValue('11:00');
    expect(within(form).getByRole('textbox', { name: 'Agenda item 2: what happens' })).toHaveValue('Panel on groundwater');
    expect(within(form).getByRole('textbox', { name: 'Speaker 1: name' })).toHaveValue('Omar Saleh');
    expect(within(form).getByRole('spinbutton', { name: 'Fee amount' })).toHaveValue(25.5);
    const kind = within(form).getByRole('combobox', { name: 'News, event or announcement' });
    await waitFor(() => expect(kind).toHaveValue('2'));

    // Title and the kind are required here, and an event's leader; the location is not.
    await user.clear(title);
    await user.clear(within(form).getByRole('textbox', { name: 'Implementing leader' }));
    await user.clear(within(form).getByRole('textbox', { name: 'Location' }));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(within(form).getAllByRole('alert')[0]).toHaveTextContent('Please fill in all required fields');
    expect(title).toHaveAccessibleDescription('This field is required');
    expect(within(form).getByRole('textbox', { name: 'Implementing leader' })).toHaveAccessibleDescription('This field is required');
    expect(within(form).getByRole('textbox', { name: 'Location' })).not.toHaveAccessibleDescription(/required/);
    expect(api.callsTo('POST /my-news-events/42')).toHaveLength(0);

    await user.type(title, 'Aquifer dialogue 2026');
    await user.type(within(form).getByRole('textbox', { name: 'Implementing leader' }), mine.implementing_leader!);
    await user.type(within(form).getByRole('textbox', { name: 'Location' }), 'Amman');
    // An emptied optional field is sent empty; emptied lists are sent as one empty value or row.
    await user.clear(within(form).getByRole('textbox', { name: 'Organizer' }));
    await user.click(within(form).getByRole('button', { name: 'Remove agenda item 2' }));
    await user.click(within(form).getByRole('button', { name: 'Remove speaker 1' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Remove The panel' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Remove programme.pdf' }));
    await user.upload(within(form).getByLabelText('Images'), new File(['png'], 'map.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Your news/event was updated and is pending review.');
    const body = api.callsTo('POST /my-news-events/42')[0]!.body as FormData;
    expect(textEntries(body)).toEqual([
      ['_method', 'PUT'],
      ['title', 'Aquifer dialogue 2026'],
      ['organizer', ''],
      ['agenda_outlines[]', '09:30: Opening'],
      ['speakers[0][name]', ''],
      ['speakers[0][title]', ''],
      ['speakers[0][organization]', ''],
      ['speakers[0][bio]', ''],
      ['remove_images[]', '8'],
      ['remove_attachment', '1'],
      ['image_alt_text[]', ''],
    ]);
    expect(body.getAll('images[]').map((file) => (file as File).name)).toEqual(['map.png']);

    // Back to the member's news and events after 2 seconds.
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), { timeout: 4000 });
    expect(router.state.location.search).toBe('?tab=news-events');
  }, 30_000);

  it('turns an event into news: its event fields leave the form and are not sent (the server empties them)', async () => {
    const { api, user } = renderEdit(ok(sampleNewsEvent({ ...mine, type: 'news', post_type_id: 1, status: 'pending' }), 'Updated.'));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    const form = title.closest('form')!;
    const kind = within(form).getByRole('combobox', { name: 'News, event or announcement' });
    await waitFor(() => expect(kind).toHaveValue('2'));
    await user.selectOptions(kind, 'News');
    expect(within(form).queryByLabelText('Start date')).not.toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: 'Speaker 1: name' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your news/event was updated and is pending review.');
    expect(textEntries(api.callsTo('POST /my-news-events/42')[0]!.body as FormData)).toEqual([
      ['_method', 'PUT'],
      ['post_type_id', '1'],
    ]);
  });

  it('says nothing changed rather than sending an empty edit of an approved item', async () => {
    const { api, user } = renderEdit(ok(mine), ok(sampleNewsEvent({ ...mine, status: 'approved', rejection_reason: null })));
    await screen.findByRole('textbox', { name: 'Title' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('You have not changed anything yet.');
    expect(api.callsTo('POST /my-news-events/42')).toHaveLength(0);
  });

  it("lists the server's field errors, and says 'Failed to update news/event' otherwise", async () => {
    let attempts = 0;
    const { user } = renderEdit(() => {
      attempts += 1;
      return attempts === 1 ? fail(422, 'Invalid.', { errors: { end_date: ['The end date must not be before the start date.'] } }) : { status: 500, body: undefined };
    });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.type(title, ' (2026)');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please fix the following issues:');
    expect(alert).toHaveTextContent('End date: The end date must not be before the start date.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to update news/event'));
  });

  it("says 'Failed to load news/event data': 'News/Event not found' for someone else's, a retry otherwise, and 'No news/event ID provided'", async () => {
    const missing = renderEdit(ok(null), fail(404, 'News/Event not found.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load news/event data');
    expect(alert).toHaveTextContent('News/Event not found');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    missing.unmount();

    let attempts = 0;
    const flaky = renderEdit(ok(null), () => {
      attempts += 1;
      return attempts === 1 ? fail(403, 'Forbidden') : ok(mine);
    });
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Failed to load news/event');
    await flaky.user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Nexus dialogue on shared aquifers');
    flaky.unmount();

    renderEdit(ok(null), ok(mine), '/news-events/edit/not-a-number');
    expect(await screen.findByRole('alert')).toHaveTextContent('No news/event ID provided');
  });
});
