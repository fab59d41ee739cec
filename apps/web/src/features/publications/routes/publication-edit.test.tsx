import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, type MockHandler } from '@/test/mock-api';
import { PUBLICATION_TYPES, samplePublication } from '@/test/factories';
import { renderApp, signIn } from '@/test/render-app';

const UPDATED = 'Your publication was updated and is pending review.';

const mine = samplePublication({
  id: 42,
  title: 'Solar irrigation in the Jordan Valley',
  publication_type: { id: 2, name: 'Brief' },
  publication_type_id: 2,
  status: 'rejected',
  rejection_reason: 'Please add the data sources.',
  is_owner: true,
});

function renderEdit(update: MockHandler, load: MockHandler = ok(mine), path = '/publications/edit/42') {
  signIn();
  const api = mockApi({
    'GET /my-publications/42': load,
    'GET /publication-types': ok(PUBLICATION_TYPES),
    'POST /my-publications/42': update,
    'GET /my-publications': ok([]),
    'GET /profile': ok({}),
  });
  return { api, ...renderApp(path, { user: { advanceTimers: vi.advanceTimersByTime } }) };
}

const formData = (body: unknown) => Object.fromEntries([...(body as FormData).entries()].map(([name, value]) => [name, typeof value === 'string' ? value : (value as File).name]));

describe('edit publication', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('fills the form, shows the review state and the title rule, and sends only the changed fields with _method=PUT', async () => {
    const { api, user, router } = renderEdit(ok(samplePublication({ ...mine, status: 'pending' }), UPDATED));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Publication' })).toBeInTheDocument();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Solar irrigation in the Jordan Valley');
    expect(title).toHaveAccessibleDescription(/Letters \(any language\), digits, spaces and common punctuation/);
    expect(await screen.findByRole('combobox', { name: 'Publication Type' })).toHaveValue('2');
    expect(screen.getByLabelText('Publication Date')).toHaveValue('2024-03-05');
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Please add the data sources.')).toBeInTheDocument();
    expect(screen.getByText('Current file: groundwater.pdf (1.2 MB)')).toBeInTheDocument();

    await user.clear(title);
    await user.type(title, 'Solar irrigation in the Jordan Valley, 2024 update');
    // Emptied fields are not sent (the stored value stays).
    await user.clear(screen.getByRole('textbox', { name: 'Sector' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Africa');
    await user.upload(screen.getByLabelText('Document'), new File(['%PDF-1.4'], 'sources.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent(UPDATED);
    const [request] = api.callsTo('POST /my-publications/42');
    expect(formData(request?.body)).toEqual({
      _method: 'PUT',
      title: 'Solar irrigation in the Jordan Valley, 2024 update',
      region: 'Africa',
      publication_document: 'sources.pdf',
    });
    expect(request?.headers.get('Authorization')).toBe('Bearer test-token');

    // Back to the member's publications after 2 seconds.
    await vi.advanceTimersByTimeAsync(1900);
    expect(router.state.location.pathname).toBe('/publications/edit/42');
    await vi.advanceTimersByTimeAsync(200);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?tab=publications');
  });

  it('sends a rejected publication back to review as it is', async () => {
    const { api, user } = renderEdit(ok(samplePublication({ ...mine, status: 'pending' }), UPDATED));
    await screen.findByRole('textbox', { name: 'Title' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('POST /my-publications/42')).toHaveLength(1));
    expect(formData(api.callsTo('POST /my-publications/42')[0]!.body)).toEqual({ _method: 'PUT' });
    expect(await screen.findByText(UPDATED)).toBeInTheDocument();
  });

  it("sends nothing when nothing changed, and asks for title and type: 'Please fill in all required fields'", async () => {
    const { api, user } = renderEdit(ok(mine, UPDATED), ok(samplePublication({ ...mine, status: 'approved', rejection_reason: null })));
    await screen.findByRole('textbox', { name: 'Title' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You have not changed anything yet.');

    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(/This field is required/);
    expect(api.callsTo('POST /my-publications/42')).toHaveLength(0);
  });

  it("lists the server's field errors under 'Validation Errors:', and says 'Failed to update publication' otherwise", async () => {
    let calls = 0;
    const { user } = renderEdit(() => {
      calls += 1;
      return calls === 1
        ? fail(422, 'The given data was invalid.', { errors: { publication_link: ['Enter a valid web address starting with http:// or https://.'] } })
        : { status: 500, body: undefined };
    });
    await user.type(await screen.findByRole('textbox', { name: 'Keywords' }), ', aquifers');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Validation Errors:');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Link: Enter a valid web address starting with http:// or https://.');
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveAccessibleDescription(/Enter a valid web address/);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to update publication'));
  });

  it("says 'Failed to load publication data' with the reason, and 'No publication ID provided' for a bad address", async () => {
    const missing = renderEdit(ok(null), fail(404, 'Publication not found.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load publication data');
    expect(alert).toHaveTextContent('Publication not found.');
    missing.unmount();

    let attempts = 0;
    const flaky = renderEdit(ok(null), () => {
      attempts += 1;
      return attempts === 1 ? fail(403, 'Forbidden') : ok(mine);
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load publication. Please try again.');
    await flaky.user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Solar irrigation in the Jordan Valley');
    flaky.unmount();

    renderEdit(ok(null), ok(mine), '/publications/edit/not-a-number');
    expect(await screen.findByRole('alert')).toHaveTextContent('No publication ID provided');
  });

  it('sends signed-out visitors to /login', async () => {
    mockApi({});
    const { router } = renderApp('/publications/edit/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
