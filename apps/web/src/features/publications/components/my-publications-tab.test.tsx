import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { samplePublication } from '@/test/factories';
import { PROFILE_USER, renderApp, signIn } from '@/test/render-app';

function renderTab(myPublications: Parameters<typeof mockApi>[0][string]) {
  signIn(PROFILE_USER);
  const api = mockApi({ 'GET /profile': ok(PROFILE_USER), 'GET /my-publications': myPublications });
  return { api, ...renderApp('/profile?tab=publications') };
}

describe("profile: 'My Publications' tab", () => {
  it('counts the list in the tab and shows each card with its review state', async () => {
    const { api } = renderTab(
      ok([
        samplePublication({ id: 1, title: 'Pending brief', status: 'pending', publication_link: null, has_link: false }),
        samplePublication({ id: 2, title: 'Published report', status: 'approved' }),
        samplePublication({
          id: 3,
          title: 'Rejected dataset',
          status: 'rejected',
          rejection_reason: 'Please cite the data sources.',
          publication_type: { id: 0, name: '' },
          formatted_date: '',
          summary: null,
          publication_author: '',
          image_url: null,
          image_srcset: null,
        }),
      ]),
    );
    const panel = await screen.findByRole('tabpanel', { name: 'My Publications (3)' });
    expect(screen.getByRole('tab', { name: 'My Publications (3)' })).toHaveAttribute('aria-selected', 'true');

    const pending = await within(panel).findByRole('article', { name: 'Pending brief' });
    expect(within(pending).getByText('Pending review')).toBeInTheDocument();
    // The pill, and the thumbnail's placeholder: a cover under review is fetched with the session.
    expect(within(pending).getAllByText('Report')).toHaveLength(2);
    expect(api.callsTo('GET /media/12')[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(within(pending).getByText('5 Mar 2024')).toBeInTheDocument();
    expect(within(pending).getByText('How shared aquifers are managed across borders.')).toBeInTheDocument();
    expect(within(pending).getByText(/^By/)).toHaveTextContent('By Layla Haddad, Omar Saleh');
    expect(within(pending).getByRole('link', { name: 'Edit Publication: Pending brief' })).toHaveAttribute('href', '/publications/edit/1');
    // Without a link of its own, the thumbnail opens the publication's page.
    expect(within(pending).getByRole('link', { name: 'Open Pending brief' })).toHaveAttribute('href', '/publications/1');

    const published = within(panel).getByRole('article', { name: 'Published report' });
    expect(within(published).getByText('Published')).toBeInTheDocument();
    const out = within(published).getByRole('link', { name: 'Open Published report (opens in a new tab)' });
    expect(out).toHaveAttribute('href', 'https://example.org/groundwater');
    expect(out).toHaveAttribute('target', '_blank');
    expect(out).toHaveAttribute('rel', 'noopener noreferrer');

    const rejected = within(panel).getByRole('article', { name: 'Rejected dataset' });
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).getByText('Please cite the data sources.')).toBeInTheDocument();
    expect(within(rejected).getAllByText('Publication').length).toBeGreaterThan(0);
    expect(within(rejected).getByText('Unknown Date')).toBeInTheDocument();
    expect(within(rejected).getByText('No summary available.')).toBeInTheDocument();
    expect(within(rejected).getByText(/^By/)).toHaveTextContent('By Unknown Author');
  });

  it("shows 'No Publications Yet' with a way to add one", async () => {
    renderTab(ok([]));
    const panel = await screen.findByRole('tabpanel', { name: 'My Publications (0)' });
    expect(await within(panel).findByRole('heading', { name: 'No Publications Yet' })).toBeInTheDocument();
    expect(within(panel).getByText('Your submitted publications will appear here')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Add Publication' })).toHaveAttribute('href', '/publications/add');
  });

  it("says 'Failed to load publications' when the list cannot be loaded, and retries", async () => {
    let attempts = 0;
    const { user } = renderTab(() => {
      attempts += 1;
      return attempts === 1 ? fail(403, 'Forbidden.') : ok([samplePublication({ title: 'Loaded on retry' })]);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load publications');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Loaded on retry' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Publications (1)' })).toBeInTheDocument();
  });
});
