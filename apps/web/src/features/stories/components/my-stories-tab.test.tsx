import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type MockHandler } from '@/test/mock-api';
import { sampleStory } from '@/test/factories';
import { PROFILE_USER, renderApp, signIn } from '@/test/render-app';

function renderTab(myStories: MockHandler) {
  signIn(PROFILE_USER);
  const api = mockApi({ 'GET /profile': ok(PROFILE_USER), 'GET /my-publications': ok([]), 'GET /my-stories': myStories });
  return { api, ...renderApp('/profile?tab=stories') };
}

describe("profile: 'My Stories' tab", () => {
  it('counts the stories in the tab and shows each card with its badge, pills, byline, achievements, review state and edit link', async () => {
    const { api } = renderTab(
      ok([
        sampleStory({ id: 1, title: 'Still running', is_ongoing: true, progress: 'ongoing', ending_date: null, status: 'pending', is_owner: true }),
        // Neither ongoing nor dated: 'To be determined', as the list and the story's page say (it read 'Completed' here).
        sampleStory({ id: 2, title: 'Ends later', is_ongoing: false, progress: 'tbd', ending_date: null, status: 'approved', is_owner: true }),
        sampleStory({
          id: 3,
          title: 'Finished',
          is_ongoing: false,
          ending_date: '2020-01-31',
          status: 'rejected',
          rejection_reason: 'Please add the sources.',
          achievements: null,
          sustainability_status: { id: 0, name: '' },
          cover_image_url: null,
          cover_image_srcset: null,
          is_owner: true,
        }),
      ]),
    );
    const panel = await screen.findByRole('tabpanel', { name: 'My Stories (3)' });
    expect(screen.getByRole('tab', { name: 'My Stories (3)' })).toHaveAttribute('aria-selected', 'true');

    const running = await within(panel).findByRole('article', { name: 'Still running' });
    expect(within(running).getByText('Ongoing')).toBeInTheDocument();
    expect(within(running).getByText('Pending review')).toBeInTheDocument();
    const pills = within(running).getByRole('list', { name: 'Status, location and date' });
    expect(within(pills).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Sustainable', 'Deir Alla', '2 May 2024']);
    expect(within(running).getByText('Jordan Valley Authority')).toBeInTheDocument();
    expect(within(running).getByText(/^by$/)).toBeInTheDocument();
    expect(within(running).getByText('120 farms converted; 30% less water used.')).toBeInTheDocument();
    expect(within(running).getByRole('link', { name: 'Open Still running' })).toHaveAttribute('href', '/wefe-stories/1');
    expect(within(running).getByRole('link', { name: 'Edit Story: Still running' })).toHaveAttribute('href', '/wefe-stories/edit/1');
    // A cover under review is fetched with the session; when that fails, a grey placeholder shows.
    expect(api.callsTo('GET /media/111')[0]?.headers.get('Authorization')).toBe('Bearer test-token');

    const later = within(panel).getByRole('article', { name: 'Ends later' });
    expect(within(later).getByText('To be determined')).toBeInTheDocument();
    expect(within(later).queryByText('Completed')).not.toBeInTheDocument();
    expect(within(later).getByText('Published')).toBeInTheDocument();
    const cover = later.querySelector('img');
    expect(cover).not.toBeNull();
    fireEvent.error(cover!);
    expect(later.querySelector('img')).toBeNull();

    const finished = within(panel).getByRole('article', { name: 'Finished' });
    expect(within(finished).getByText('Completed')).toBeInTheDocument();
    expect(within(finished).getByText('N/A')).toBeInTheDocument();
    expect(within(finished).getByText('Please add the sources.')).toBeInTheDocument();
    expect(within(finished).queryByText('Achievements:')).not.toBeInTheDocument();
  });

  it("shows 'No Stories Yet' with a way to add one", async () => {
    renderTab(ok([]));
    const panel = await screen.findByRole('tabpanel', { name: 'My Stories (0)' });
    expect(await within(panel).findByRole('heading', { name: 'No Stories Yet' })).toBeInTheDocument();
    expect(within(panel).getByText('Your submitted stories will appear here')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Add Story' })).toHaveAttribute('href', '/wefe-stories/add');
  });

  it("says 'Failed to load stories' in a red box, and retries", async () => {
    let attempts = 0;
    const { user } = renderTab(() => {
      attempts += 1;
      return attempts === 1 ? fail(403, 'Your session cannot see these stories.') : ok([sampleStory({ title: 'Back again', is_owner: true })]);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load stories');
    expect(alert).toHaveTextContent('Your session cannot see these stories.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Back again' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Stories (1)' })).toBeInTheDocument();
  });
});
