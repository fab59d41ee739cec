import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type MockHandler } from '@/test/mock-api';
import { newsEventsPage, POST_TYPES, sampleNewsEvent } from '@/test/factories';
import { renderApp, signIn } from '@/test/render-app';
import { findDialog } from '@/test/dialogs';

const CREATED: MockHandler = { status: 201, body: { success: true, message: 'Your news/event has been submitted.', data: sampleNewsEvent({ status: 'pending' }) } };

function renderAdd(submit: MockHandler = CREATED) {
  signIn();
  const api = mockApi({
    'GET /news-events': newsEventsPage([]),
    'GET /post-types': ok(POST_TYPES),
    'GET /register/organization-types': ok([
      { id: 1, name: 'Government', slug: 'government' },
      { id: 2, name: 'NGO', slug: 'ngo' },
    ]),
    'GET /countries': ok([
      { id: 111, name: 'Jordan' },
      { id: 65, name: 'Egypt' },
    ]),
    'GET /sustainability-statuses': ok([{ id: 1, name: 'Sustainable', slug: 'sustainable' }]),
    'GET /sectors': ok([
      { id: 1, name: 'Water', slug: 'water', type: 'general', description: null },
      { id: 2, name: 'Energy', slug: 'energy', type: 'general', description: null },
    ]),
    'GET /institution-categories': ok([
      { id: 1, name: 'Academic', slug: 'academic' },
      { id: 2, name: 'Donor', slug: 'donor' },
    ]),
    'POST /news-events': submit,
  });
  // The file picker's own filter is off, as when a file is dropped or the picker shows all files.
  const view = renderApp('/news-events/add', { user: { applyAccept: false } });
  return { api, ...view };
}

type User = ReturnType<typeof renderAdd>['user'];

async function paste(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function theForm() {
  await screen.findByRole('heading', { level: 1, name: 'Add News or Event' });
  return document.querySelector('form')!;
}

async function fillRequired(user: User) {
  const form = await theForm();
  const box = (name: string) => within(form).getByRole('textbox', { name });
  const kind = within(form).getByRole('combobox', { name: 'News, event or announcement' });
  await user.selectOptions(kind, await within(kind).findByRole('option', { name: 'Event' }));
  await paste(user, box('Title'), 'Nexus dialogue on shared aquifers');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Organization type' }), await within(form).findByRole('option', { name: 'NGO' }));
  await paste(user, box('Implementing leader'), 'Ministry of Water');
  await user.type(within(form).getByLabelText('Start date'), '2026-03-05');
  await paste(user, box('Location'), 'Amman');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Country' }), await within(form).findByRole('option', { name: 'Jordan' }));
  return form;
}

const textEntries = (body: FormData) => [...body.entries()].filter(([, value]) => typeof value === 'string').map(([name, value]) => [name, value]);

describe('add news/event page', () => {
  it("checks the required fields first: 'Please fill in all required fields', each marked, nothing sent", async () => {
    const { api, user } = renderAdd();
    const form = await theForm();
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getAllByRole('alert')[0]).toHaveTextContent('Please fill in all required fields');
    expect(within(form).getByRole('combobox', { name: 'News, event or announcement' })).toHaveAccessibleDescription(/This field is required/);
    for (const name of ['Organization type', 'Country']) {
      expect(within(form).getByRole('combobox', { name })).toHaveAccessibleDescription('This field is required');
    }
    for (const name of ['Title', 'Location']) {
      expect(within(form).getByRole('textbox', { name })).toHaveAccessibleDescription(/This field is required/);
    }
    // Optional fields are not marked, and the first field to fix has the focus.
    expect(within(form).getByRole('textbox', { name: 'Contact name' })).not.toHaveAccessibleDescription(/required/);
    expect(within(form).getByRole('combobox', { name: 'News, event or announcement' })).toHaveFocus();
    // Once the item is an event, its leader and start are asked for too.
    const kind = within(form).getByRole('combobox', { name: 'News, event or announcement' });
    await user.selectOptions(kind, await within(kind).findByRole('option', { name: 'Event' }));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getByRole('textbox', { name: 'Implementing leader' })).toHaveAccessibleDescription(/This field is required/);
    expect(within(form).getByLabelText('Start date')).toHaveAccessibleDescription('This field is required');
    expect(within(form).getByRole('textbox', { name: 'Organizer' })).not.toHaveAccessibleDescription(/required/);
    expect(api.callsTo('POST /news-events')).toHaveLength(0);
  });

  it.each(['News', 'Announcement'])('asks %s for none of an event’s fields, and sends none of them', async (postType) => {
    const { api, user } = renderAdd();
    const form = await theForm();
    const kind = within(form).getByRole('combobox', { name: 'News, event or announcement' });
    await user.selectOptions(kind, await within(kind).findByRole('option', { name: 'Event' }));
    await paste(user, within(form).getByRole('textbox', { name: 'Implementing leader' }), 'Typed while it was an event');
    await user.selectOptions(kind, await within(kind).findByRole('option', { name: postType }));
    for (const name of ['Implementing leader', 'Organizer', 'Registration link', 'Agenda item 1: what happens', 'Speaker 1: name']) {
      expect(within(form).queryByRole('textbox', { name })).not.toBeInTheDocument();
    }
    for (const name of ['Sustainability status', 'Event type', 'Fee']) expect(within(form).queryByRole('combobox', { name })).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Start date')).not.toBeInTheDocument();
    expect(within(form).queryByRole('checkbox', { name: 'This event takes place online' })).not.toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Where' })).toBeInTheDocument();
    // What news keeps: its links and partners.
    expect(within(form).getByRole('textbox', { name: 'Partner 1: organization' })).toBeInTheDocument();
    await paste(user, within(form).getByRole('textbox', { name: 'Title' }), 'Aquifer agreement signed');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Organization type' }), await within(form).findByRole('option', { name: 'NGO' }));
    await paste(user, within(form).getByRole('textbox', { name: 'Location' }), 'Amman');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Country' }), await within(form).findByRole('option', { name: 'Jordan' }));
    // The language defaults to the interface's (the server records it when none is sent).
    expect(within(form).getByRole('combobox', { name: 'Language of this item' })).toHaveValue('en');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await findDialog({ name: 'News/event submitted' });
    const body = api.callsTo('POST /news-events')[0]!.body as FormData;
    expect([...body.keys()].sort()).toEqual(['country_id', 'location', 'organization_type_id', 'post_type_id', 'title']);
  });

  it('sends the language the member says the item is written in', async () => {
    const { api, user } = renderAdd();
    const form = await fillRequired(user);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Language of this item' }), 'العربية');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await findDialog({ name: 'News/event submitted' });
    expect((api.callsTo('POST /news-events')[0]!.body as FormData).get('content_language')).toBe('ar');
  });

  it('checks emails, links, capacity, fee amount and the date order before sending', async () => {
    const { api, user } = renderAdd();
    const form = await fillRequired(user);
    await paste(user, within(form).getByRole('textbox', { name: 'Contact email' }), 'not-an-email');
    await paste(user, within(form).getByRole('textbox', { name: 'Registration link' }), 'ftp://example.org');
    await user.type(within(form).getByRole('spinbutton', { name: 'Capacity' }), '-3');
    await user.type(within(form).getByRole('spinbutton', { name: 'Fee amount' }), '1.234');
    await user.type(within(form).getByLabelText('End date'), '2026-03-01');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getAllByRole('alert')[0]).toHaveTextContent('Please correct the highlighted fields.');
    expect(within(form).getByRole('textbox', { name: 'Contact email' })).toHaveAccessibleDescription('Please enter a valid email address');
    expect(within(form).getByRole('textbox', { name: 'Registration link' })).toHaveAccessibleDescription('Enter a web address starting with http:// or https://');
    expect(within(form).getByRole('spinbutton', { name: 'Capacity' })).toHaveAccessibleDescription(/Enter a whole number, 0 or more/);
    expect(within(form).getByRole('spinbutton', { name: 'Capacity' })).toHaveAttribute('min', '0');
    expect(within(form).getByRole('spinbutton', { name: 'Fee amount' })).toHaveAccessibleDescription(/at most two decimals$/);
    expect(within(form).getByRole('spinbutton', { name: 'Fee amount' })).toHaveAttribute('step', '0.01');
    expect(within(form).getByLabelText('End date')).toHaveAccessibleDescription(/The end date must not be before the start date/);
    expect(api.callsTo('POST /news-events')).toHaveLength(0);
  }, 20_000);

  it('sends the multipart fields by name: agenda_outlines[], speakers[i][...], partners[i][...], images[] with image_alt_text[] by position, and no empty optional field', async () => {
    const { api, user, router } = renderAdd();
    const form = await fillRequired(user);
    await user.type(within(form).getByLabelText('Start time'), '09:30');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Event type' }), 'Conference');
    await user.type(within(form).getByRole('spinbutton', { name: 'Capacity' }), '120');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Fee' }), 'Paid');
    await user.type(within(form).getByRole('spinbutton', { name: 'Fee amount' }), '25.50');
    await user.click(within(form).getByRole('checkbox', { name: 'This event takes place online' }));
    await user.click(await within(form).findByRole('checkbox', { name: 'Energy' }));
    await paste(user, within(form).getByRole('textbox', { name: 'Description' }), 'Experts meet to plan how the region shares its aquifers.');

    // Agenda: two filled items and a blank one (not sent).
    await paste(user, within(form).getByRole('textbox', { name: 'Agenda item 1: time' }), '09:30');
    await paste(user, within(form).getByRole('textbox', { name: 'Agenda item 1: what happens' }), 'Opening');
    await user.click(within(form).getByRole('button', { name: 'Add agenda item' }));
    await user.click(within(form).getByRole('button', { name: 'Add agenda item' }));
    await paste(user, within(form).getByRole('textbox', { name: 'Agenda item 3: what happens' }), 'Closing lunch');

    // Speakers: the second has no name and is not sent.
    await paste(user, within(form).getByRole('textbox', { name: 'Speaker 1: name' }), 'Omar Saleh');
    await paste(user, within(form).getByRole('textbox', { name: 'Speaker 1: organization' }), 'University of Jordan');
    await user.click(within(form).getByRole('button', { name: 'Add speaker' }));
    await paste(user, within(form).getByRole('textbox', { name: 'Speaker 2: title' }), 'Unnamed guest');
    await user.click(within(form).getByRole('button', { name: 'Add speaker' }));
    await paste(user, within(form).getByRole('textbox', { name: 'Speaker 3: name' }), 'Lena Vogel');
    await paste(user, within(form).getByRole('textbox', { name: 'Speaker 3: short biography' }), 'Works on water policy.');
    await user.click(within(form).getByRole('button', { name: 'Remove speaker 2' }));
    expect(within(form).queryByRole('textbox', { name: 'Speaker 3: name' })).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Speaker 2: name' })).toHaveValue('Lena Vogel');

    // Partners: one with an organization and a category, one without an organization.
    await paste(user, within(form).getByRole('textbox', { name: 'Partner 1: organization' }), 'GIZ');
    await paste(user, within(form).getByRole('textbox', { name: 'Partner 1: contact email' }), 'lena@example.org');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Partner 1: institution category' }), await within(form).findByRole('option', { name: 'Donor' }));
    await user.click(within(form).getByRole('button', { name: 'Add partner' }));
    await paste(user, within(form).getByRole('textbox', { name: 'Partner 2: contact person' }), 'Nobody in particular');

    const hall = new File(['png'], 'hall.png', { type: 'image/png' });
    const panel = new File(['jpg'], 'panel.jpg', { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText('Images'), [hall, panel]);
    await paste(user, within(form).getByRole('textbox', { name: 'Description of panel.jpg' }), 'The opening panel');
    await user.upload(within(form).getByLabelText('Attachment'), new File(['%PDF'], 'programme.pdf', { type: 'application/pdf' }));

    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    const success = await findDialog({ name: 'News/event submitted' });
    expect(success).toHaveAccessibleDescription('Your news/event has been submitted and will be reviewed by our team');

    const body = api.callsTo('POST /news-events')[0]!.body as FormData;
    expect(textEntries(body)).toEqual([
      ['title', 'Nexus dialogue on shared aquifers'],
      ['post_type_id', '2'],
      ['organization_type_id', '2'],
      ['implementing_leader', 'Ministry of Water'],
      ['location', 'Amman'],
      ['country_id', '111'],
      ['starting_date', '2026-03-05T09:30'],
      ['desc', 'Experts meet to plan how the region shares its aquifers.'],
      ['event_type', 'conference'],
      ['capacity', '120'],
      ['fee_type', 'paid'],
      ['fee_amount', '25.50'],
      ['is_ongoing', '0'],
      ['is_online', '1'],
      ['sectors[]', '2'],
      ['agenda_outlines[]', '09:30: Opening'],
      ['agenda_outlines[]', 'Closing lunch'],
      ['speakers[0][name]', 'Omar Saleh'],
      ['speakers[0][title]', ''],
      ['speakers[0][organization]', 'University of Jordan'],
      ['speakers[0][bio]', ''],
      ['speakers[1][name]', 'Lena Vogel'],
      ['speakers[1][title]', ''],
      ['speakers[1][organization]', ''],
      ['speakers[1][bio]', 'Works on water policy.'],
      ['partners[0][organization]', 'GIZ'],
      ['partners[0][contact_person]', ''],
      ['partners[0][contact_email]', 'lena@example.org'],
      ['partners[0][institution_category_id]', '2'],
      ['image_alt_text[]', ''],
      ['image_alt_text[]', 'The opening panel'],
    ]);
    expect(body.getAll('images[]').map((file) => (file as File).name)).toEqual(['hall.png', 'panel.jpg']);
    // Each image and its alt text stay together, in order.
    expect([...body.keys()].filter((name) => name.startsWith('image'))).toEqual(['images[]', 'image_alt_text[]', 'images[]', 'image_alt_text[]']);
    expect((body.get('attachment') as File).name).toBe('programme.pdf');

    await user.click(within(success).getByRole('button', { name: 'View News & Events' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news-events'));
  }, 30_000);

  it('leaves out images of a type the server does not take as they are chosen', async () => {
    const { api, user } = renderAdd();
    const form = await fillRequired(user);
    await user.upload(within(form).getByLabelText('Images'), [
      new File(['BM'], 'scan.bmp', { type: 'image/bmp' }),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      new File(['tiff'], 'photo.tiff', { type: 'image/tiff' }),
      new File(['webp'], 'map.webp', { type: 'image/webp' }),
    ]);
    expect(within(form).getByText('2 files chosen')).toBeInTheDocument();
    expect(within(form).queryByText('scan.bmp')).not.toBeInTheDocument();
    expect(within(form).queryByText('photo.tiff')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await findDialog({ name: 'News/event submitted' });
    const body = api.callsTo('POST /news-events')[0]!.body as FormData;
    expect(body.getAll('images[]').map((file) => (file as File).name)).toEqual(['logo.svg', 'map.webp']);
  }, 20_000);

  it("lists the server's field errors under 'Please fix the following issues:' and beside each field", async () => {
    const { user } = renderAdd(
      fail(422, 'The given data was invalid.', {
        errors: { starting_date: ['The date is not valid.'], 'speakers.0.name': ['Too long.'] },
      }),
    );
    const form = await fillRequired(user);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Please fix the following issues:');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Start date: The date is not valid.', 'Speakers 1: Too long.']);
    expect(within(form).getByLabelText('Start date')).toHaveAccessibleDescription('The date is not valid.');
  }, 15_000);

  it("says 'Failed to submit news/event. Please try again.' or, offline, 'Failed to submit. Please try again.'; Cancel returns to the list", async () => {
    let attempts = 0;
    const { user, router } = renderAdd(() => {
      attempts += 1;
      if (attempts === 1) return { status: 500, body: undefined };
      throw new Error('offline');
    });
    const form = await fillRequired(user);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to submit news/event. Please try again.');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Failed to submit. Please try again.'));
    expect(within(form).getByRole('alert')).toHaveTextContent('Network error - please check your connection');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news-events'));
  }, 20_000);
});
