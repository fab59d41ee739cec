import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type MockHandler } from '@/test/mock-api';
import { sampleStory, STORY_FILTERS } from '@/test/factories';
import { PROFILE_USER, renderApp, signIn } from '@/test/render-app';

// The member's own story as GET /my-stories/{id} answers it: the title translated into the interface
// language, and the texts as entered in `original` (what the form must show).
const mine = sampleStory({
  id: 42,
  title: 'Translated title',
  is_owner: true,
  status: 'rejected',
  rejection_reason: 'Please add the project dates.',
  original: {
    title: 'Solar pumping in the Jordan Valley',
    title_ar: 'الضخ بالطاقة الشمسية',
    desc: 'Farmers replaced diesel pumps.',
    content_ar: null,
    excerpt: null,
    excerpt_ar: null,
  },
});

function renderEdit(update: MockHandler, load: MockHandler = ok(mine), path = '/wefe-stories/edit/42') {
  signIn();
  const api = mockApi({
    'GET /my-stories/42': load,
    'POST /my-stories/42': update,
    'GET /stories/filters': ok(STORY_FILTERS),
    'GET /countries': ok([{ id: 111, name: 'Jordan' }]),
    'GET /sustainability-statuses': ok([{ id: 1, name: 'Sustainable', slug: 'sustainable' }]),
    'GET /profile': ok(PROFILE_USER),
    'GET /my-stories': ok([]),
    'GET /my-publications': ok([]),
  });
  return { api, ...renderApp(path) };
}

const textEntries = (body: FormData) => Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'));

describe('edit story page', () => {
  it('fills the form with the texts as entered, requires only the title, and sends the changes and removals with _method=PUT', async () => {
    const { api, user, router } = renderEdit(ok(sampleStory({ ...mine, status: 'pending' }), 'Story updated.'));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    const form = title.closest('form')!;
    expect(title).toHaveValue('Solar pumping in the Jordan Valley');
    expect(within(form).getByText('Please add the project dates.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Donors' })).toHaveValue('GIZ, USAID');
    expect(await within(form).findByRole('checkbox', { name: 'Energy' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Partner 1: organization' })).toHaveValue('University of Jordan');
    // The Arabic section opens by itself when it holds text.
    expect(within(form).getByRole('textbox', { name: 'Title in Arabic' })).toHaveValue('الضخ بالطاقة الشمسية');

    // Only the title is required here: an empty title is refused before sending.
    await user.clear(title);
    await user.clear(within(form).getByRole('textbox', { name: 'Location' }));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(within(form).getAllByRole('alert')[0]).toHaveTextContent('Please fill in the title');
    expect(title).toHaveAccessibleDescription('This field is required');
    expect(within(form).getByRole('textbox', { name: 'Location' })).not.toHaveAccessibleDescription(/required/);
    expect(api.callsTo('POST /my-stories/42')).toHaveLength(0);

    await user.type(title, 'Solar pumps for 120 farms');
    await user.type(within(form).getByRole('textbox', { name: 'Location' }), 'Deir Alla');
    await user.clear(within(form).getByRole('textbox', { name: 'Donors' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Remove Solar panels beside a canal' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Remove final-report.pdf' }));
    await user.upload(within(form).getByLabelText('Images'), new File(['png'], 'new.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Your story was updated and is pending review.');
    const body = api.callsTo('POST /my-stories/42')[0]!.body as FormData;
    expect(textEntries(body)).toEqual({
      _method: 'PUT',
      title: 'Solar pumps for 120 farms',
      'donor[]': '',
      'remove_visuals[]': '1',
      'remove_documents[]': '5',
      'visual_alt_text[]': '',
    });
    expect(body.getAll('visuals[]').map((file) => (file as File).name)).toEqual(['new.png']);

    // Back to the member's stories after 2 seconds.
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), { timeout: 4000 });
    expect(router.state.location.search).toBe('?tab=stories');
  }, 20_000);

  it('says nothing changed rather than sending an empty edit of an approved story', async () => {
    const { api, user } = renderEdit(ok(mine), ok(sampleStory({ ...mine, status: 'approved', rejection_reason: null })));
    await screen.findByRole('textbox', { name: 'Title' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('You have not changed anything yet.');
    expect(api.callsTo('POST /my-stories/42')).toHaveLength(0);
  });

  it("lists the server's field errors, and says 'Failed to update story' otherwise", async () => {
    let attempts = 0;
    const { user } = renderEdit(() => {
      attempts += 1;
      return attempts === 1 ? fail(422, 'Invalid.', { errors: { ending_date: ['The ending date must not be before the starting date.'] } }) : { status: 500, body: undefined };
    });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.type(title, ' (2024)');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please fix the following issues:');
    expect(alert).toHaveTextContent('Ending date: The ending date must not be before the starting date.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to update story'));
  });

  it("says 'Failed to load story data': 'Story not found' for someone else's, a retry otherwise", async () => {
    const missing = renderEdit(ok(null), fail(404, 'Story not found'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load story data');
    expect(alert).toHaveTextContent('Story not found');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    missing.unmount();

    let attempts = 0;
    const flaky = renderEdit(ok(null), () => {
      attempts += 1;
      return attempts === 1 ? fail(403, 'Forbidden') : ok(mine);
    });
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Failed to load story. Please try again.');
    await flaky.user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Solar pumping in the Jordan Valley');
    flaky.unmount();

    renderEdit(ok(null), ok(mine), '/wefe-stories/edit/not-a-number');
    expect(await screen.findByRole('alert')).toHaveTextContent('No story ID provided');
  });
});
