import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type MockHandler } from '@/test/mock-api';
import { sampleStory, STORY_FILTERS, storiesPage } from '@/test/factories';
import { renderApp, signIn } from '@/test/render-app';
import { findDialog } from '@/test/dialogs';

const today = () => new Date().toISOString().slice(0, 10);

function renderAdd(submit: MockHandler = { status: 201, body: { success: true, message: 'Story created.', data: sampleStory({ status: 'pending' }) } }) {
  signIn();
  const api = mockApi({
    'GET /stories': storiesPage([]),
    'GET /stories/filters': ok(STORY_FILTERS),
    'GET /countries': ok([
      { id: 111, name: 'Jordan' },
      { id: 65, name: 'Egypt' },
    ]),
    'GET /sustainability-statuses': ok([
      { id: 1, name: 'Sustainable', slug: 'sustainable' },
      { id: 2, name: 'Partially Sustainable', slug: 'partially-sustainable' },
      { id: 3, name: 'Under Development', slug: 'under-development' },
    ]),
    'POST /stories': submit,
  });
  const view = renderApp('/wefe-stories/add');
  return { api, ...view };
}

type User = ReturnType<typeof renderAdd>['user'];

async function paste(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillRequired(user: User) {
  const form = (await screen.findByRole('heading', { level: 1, name: 'Share a Story' })).ownerDocument.querySelector('form')!;
  const box = (name: string) => within(form).getByRole('textbox', { name });
  await paste(user, box('Title'), 'Solar pumping in the Jordan Valley');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Country' }), await within(form).findByRole('option', { name: 'Jordan' }));
  await paste(user, box('Location'), 'Deir Alla');
  await paste(user, box('Implementing leader'), 'Jordan Valley Authority');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Sustainability status' }), await within(form).findByRole('option', { name: 'Partially Sustainable' }));
  await paste(user, box('Description'), 'Farmers replaced diesel pumps with solar ones.');
  await paste(user, box('Background'), 'Diesel was costly.');
  await paste(user, box('Main components'), 'Pumps and training.');
  await paste(user, box('Contact name'), 'Omar Saleh');
  await paste(user, box('Contact position'), 'Project manager');
  await paste(user, box('Contact email'), 'omar@example.org');
  return form;
}

const textEntries = (body: FormData) => [...body.entries()].filter(([, value]) => typeof value === 'string').map(([name, value]) => [name, value]);

describe('add story page', () => {
  it("checks the required fields first: 'Please fill in all required fields', each marked, nothing sent", async () => {
    const { api, user } = renderAdd();
    await screen.findByRole('heading', { level: 1, name: 'Share a Story' });
    const form = document.querySelector('form')!;
    expect(within(form).getByLabelText('Starting date')).toHaveValue(today());
    expect(within(form).getByRole('textbox', { name: 'Contact email' })).toHaveAttribute('type', 'email');
    expect(within(form).getByRole('textbox', { name: 'Story link' })).toHaveAttribute('type', 'url');

    await user.click(within(form).getByRole('button', { name: 'Submit Story' }));
    expect(within(form).getAllByRole('alert')[0]).toHaveTextContent('Please fill in all required fields');
    for (const name of ['Title', 'Location', 'Implementing leader', 'Contact name', 'Contact position', 'Contact email', 'Description', 'Background', 'Main components']) {
      expect(within(form).getByRole('textbox', { name })).toHaveAccessibleDescription(/This field is required/);
    }
    expect(within(form).getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('This field is required');
    expect(within(form).getByRole('combobox', { name: 'Sustainability status' })).toHaveAccessibleDescription('This field is required');
    // Optional fields are not marked.
    expect(within(form).getByRole('textbox', { name: 'Achievements' })).not.toHaveAccessibleDescription(/required/);
    // The first field to fix has the focus.
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(api.callsTo('POST /stories')).toHaveLength(0);
  });

  it('checks the email and the link before sending', async () => {
    const { api, user } = renderAdd();
    const form = await fillRequired(user);
    await user.clear(within(form).getByRole('textbox', { name: 'Contact email' }));
    await paste(user, within(form).getByRole('textbox', { name: 'Contact email' }), 'not-an-email');
    await paste(user, within(form).getByRole('textbox', { name: 'Story link' }), 'ftp://example.org');
    await user.click(within(form).getByRole('button', { name: 'Submit Story' }));
    expect(within(form).getAllByRole('alert')[0]).toHaveTextContent('Please correct the highlighted fields.');
    expect(within(form).getByRole('textbox', { name: 'Contact email' })).toHaveAccessibleDescription('Please enter a valid email address');
    expect(within(form).getByRole('textbox', { name: 'Story link' })).toHaveAccessibleDescription(/Enter a web address starting with http:\/\/ or https:\/\//);
    expect(api.callsTo('POST /stories')).toHaveLength(0);
  }, 15_000);

  it('sends the multipart fields by name: donor[], sectors[], complete partners[i][...], visuals[] with visual_alt_text[] by position', async () => {
    const { api, user, router } = renderAdd();
    const form = await fillRequired(user);
    await paste(user, within(form).getByRole('textbox', { name: 'Donors' }), ' GIZ , , USAID,');
    await user.click(within(form).getByRole('checkbox', { name: 'Water' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Food' }));
    await user.click(within(form).getByRole('checkbox', { name: 'This initiative is ongoing' }));

    // One partner row, which cannot be removed; rows are added, and a half-filled one is not sent.
    expect(within(form).queryByRole('button', { name: /Remove partner/ })).not.toBeInTheDocument();
    await paste(user, within(form).getByRole('textbox', { name: 'Partner 1: sector' }), 'Research');
    await paste(user, within(form).getByRole('textbox', { name: 'Partner 1: organization' }), 'University of Jordan');
    await user.click(within(form).getByRole('button', { name: 'Add partner' }));
    await paste(user, within(form).getByRole('textbox', { name: 'Partner 2: sector' }), 'Finance');
    await user.click(within(form).getByRole('button', { name: 'Add partner' }));
    await paste(user, within(form).getByRole('textbox', { name: 'Partner 3: sector' }), 'Government');
    await paste(user, within(form).getByRole('textbox', { name: 'Partner 3: organization' }), 'Ministry of Water');
    await user.click(within(form).getByRole('button', { name: 'Add partner' }));
    await user.click(within(form).getByRole('button', { name: 'Remove partner 4' }));
    expect(within(form).queryByRole('textbox', { name: 'Partner 4: sector' })).not.toBeInTheDocument();

    const first = new File(['png'], 'panels.png', { type: 'image/png' });
    const second = new File(['jpg'], 'farmer.jpg', { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText('Images'), [first, second]);
    await paste(user, within(form).getByRole('textbox', { name: 'Description of farmer.jpg' }), 'A farmer checks a drip line');
    await user.upload(within(form).getByLabelText('Documents'), new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }));
    await user.upload(within(form).getByLabelText('Featured image'), new File(['png'], 'cover.png', { type: 'image/png' }));

    await user.click(within(form).getByRole('button', { name: 'Arabic version (optional)' }));
    await paste(user, within(form).getByRole('textbox', { name: 'Title in Arabic' }), 'الضخ بالطاقة الشمسية');

    await user.click(within(form).getByRole('button', { name: 'Submit Story' }));
    expect(await findDialog({ name: 'Story submitted' })).toHaveAccessibleDescription('Your story has been submitted and will be reviewed by our team');

    const body = api.callsTo('POST /stories')[0]!.body as FormData;
    expect(textEntries(body)).toEqual([
      ['title', 'Solar pumping in the Jordan Valley'],
      ['country_id', '111'],
      ['location', 'Deir Alla'],
      ['implementing_leader', 'Jordan Valley Authority'],
      ['sustainability_status_id', '2'],
      ['starting_date', today()],
      ['desc', 'Farmers replaced diesel pumps with solar ones.'],
      ['background', 'Diesel was costly.'],
      ['main_components', 'Pumps and training.'],
      ['contact_name', 'Omar Saleh'],
      ['contact_position', 'Project manager'],
      ['contact_email', 'omar@example.org'],
      ['title_ar', 'الضخ بالطاقة الشمسية'],
      ['is_ongoing', '1'],
      ['donor[]', 'GIZ'],
      ['donor[]', 'USAID'],
      ['sectors[]', '1'],
      ['sectors[]', '3'],
      ['partners[0][sector]', 'Research'],
      ['partners[0][organization]', 'University of Jordan'],
      ['partners[1][sector]', 'Government'],
      ['partners[1][organization]', 'Ministry of Water'],
      ['visual_alt_text[]', ''],
      ['visual_alt_text[]', 'A farmer checks a drip line'],
    ]);
    expect(body.getAll('visuals[]').map((file) => (file as File).name)).toEqual(['panels.png', 'farmer.jpg']);
    expect(body.getAll('documents[]').map((file) => (file as File).name)).toEqual(['report.pdf']);
    expect((body.get('featured_image') as File).name).toBe('cover.png');
    // The files and their alt texts alternate, so each pair stays together.
    expect([...body.keys()].filter((name) => name.startsWith('visual'))).toEqual(['visuals[]', 'visual_alt_text[]', 'visuals[]', 'visual_alt_text[]']);

    await user.click(screen.getByRole('button', { name: 'View Stories' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wefe-stories'));
    // A long form filled by hand: slower than the default 5 s on a busy machine.
  }, 20_000);

  it("lists the server's field errors under 'Please fix the following issues:' and beside each field", async () => {
    const { user } = renderAdd(
      fail(422, 'The given data was invalid.', {
        errors: { contact_email: ['The email domain does not accept mail.'], 'partners.0.organization': ['Too long.'] },
      }),
    );
    const form = await fillRequired(user);
    await user.click(within(form).getByRole('button', { name: 'Submit Story' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Please fix the following issues:');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Contact email: The email domain does not accept mail.', 'Partners 1: Too long.']);
    expect(within(form).getByRole('textbox', { name: 'Contact email' })).toHaveAccessibleDescription('The email domain does not accept mail.');
  }, 15_000);

  it("says 'Failed to create story' when the server gives no reason, and returns to the list on Cancel", async () => {
    const { user, router } = renderAdd({ status: 500, body: undefined });
    const form = await fillRequired(user);
    await user.click(within(form).getByRole('button', { name: 'Submit Story' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to create story');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wefe-stories'));
  }, 15_000);
});
