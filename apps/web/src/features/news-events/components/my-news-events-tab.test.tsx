import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type MockHandler } from '@/test/mock-api';
import { sampleNewsEvent } from '@/test/factories';
import { PROFILE_USER, renderApp, signIn } from '@/test/render-app';

function renderTab(myNewsEvents: MockHandler) {
  signIn(PROFILE_USER);
  const api = mockApi({ 'GET /profile': ok(PROFILE_USER), 'GET /my-publications': ok([]), 'GET /my-stories': ok([]), 'GET /my-news-events': myNewsEvents });
  return { api, ...renderApp('/profile?tab=news-events') };
}

describe("profile: 'My News & Events' tab", () => {
  it('counts the items and shows events with a date badge, pills, place, country and duration, and news with country and date', async () => {
    const { api } = renderTab(
      ok([
        sampleNewsEvent({ id: 1, title: 'Aquifer dialogue', starting_date: '2026-03-05T09:30', status: 'pending', is_owner: true }),
        sampleNewsEvent({
          id: 2,
          type: 'news',
          title: 'New pumps installed',
          post_type: { id: 0, name: '' },
          organization_type: { id: 0, name: '' },
          starting_date: '2024-05-02',
          created_at: '2024-05-02T09:00:00.000Z',
          status: 'rejected',
          rejection_reason: 'Please add a source.',
          cover_image_url: null,
          cover_image_srcset: null,
          is_owner: true,
        }),
        sampleNewsEvent({ id: 3, title: 'Approved workshop', post_type: { id: 0, name: '' }, duration: null, status: 'approved', is_owner: true }),
      ]),
    );
    const panel = await screen.findByRole('tabpanel', { name: 'My News & Events (3)' });
    expect(screen.getByRole('tab', { name: 'My News & Events (3)' })).toHaveAttribute('aria-selected', 'true');

    const event = await within(panel).findByRole('article', { name: 'Aquifer dialogue' });
    const badge = event.querySelector('time[datetime="2026-03-05"]') as HTMLElement;
    expect(within(badge).getByText('Mar')).toBeInTheDocument();
    expect(within(badge).getByText('05')).toBeInTheDocument();
    const pills = within(event).getByRole('list', { name: 'Type, organization and date' });
    expect(within(pills).getAllByRole('listitem').map((pill) => pill.textContent)).toEqual(['Event', 'Government', '5 Mar 2026']);
    expect(within(event).getByText('Location:').nextElementSibling).toHaveTextContent('Amman');
    expect(within(event).getByText('Country:').nextElementSibling).toHaveTextContent('Jordan');
    expect(within(event).getByText('Duration:').nextElementSibling).toHaveTextContent('2 days');
    expect(within(event).queryByText('Created:')).not.toBeInTheDocument();
    expect(within(event).getByText('Pending review')).toBeInTheDocument();
    expect(within(event).getByRole('link', { name: 'Open Aquifer dialogue' })).toHaveAttribute('href', '/news-events/1');
    expect(within(event).getByRole('link', { name: 'Edit Event: Aquifer dialogue' })).toHaveAttribute('href', '/news-events/edit/1');
    // A cover under review is fetched with the session.
    expect(api.callsTo('GET /media/121')[0]?.headers.get('Authorization')).toBe('Bearer test-token');

    const news = within(panel).getByRole('article', { name: 'New pumps installed' });
    expect(news.querySelector('time[datetime="2024-05-02"]')).toBeNull();
    expect(within(within(news).getByRole('list', { name: 'Type, organization and date' })).getAllByRole('listitem').map((pill) => pill.textContent)).toEqual(['News', 'N/A']);
    expect(within(news).queryByText('Location:')).not.toBeInTheDocument();
    expect(within(news).queryByText('Duration:')).not.toBeInTheDocument();
    expect(within(news).getByText('Country:').nextElementSibling).toHaveTextContent('Jordan');
    expect(within(news).getByText('Created:').nextElementSibling).toHaveTextContent('2 May 2024');
    expect(within(news).getByText('Please add a source.')).toBeInTheDocument();
    expect(within(news).getByRole('link', { name: 'Edit News: New pumps installed' })).toHaveAttribute('href', '/news-events/edit/2');
    expect(news.querySelector('img')).toBeNull();

    const approved = within(panel).getByRole('article', { name: 'Approved workshop' });
    expect(within(approved).getByText('Published')).toBeInTheDocument();
    expect(within(within(approved).getByRole('list', { name: 'Type, organization and date' })).getAllByRole('listitem')[0]).toHaveTextContent('Event');
    expect(within(approved).getByText('Duration:').nextElementSibling).toHaveTextContent('N/A');
    const cover = approved.querySelector('img');
    expect(cover).not.toBeNull();
    fireEvent.error(cover!);
    expect(approved.querySelector('img')).toBeNull();
  });

  it("shows 'No News & Events Yet' with a way to add one", async () => {
    renderTab(ok([]));
    const panel = await screen.findByRole('tabpanel', { name: 'My News & Events (0)' });
    expect(await within(panel).findByRole('heading', { name: 'No News & Events Yet' })).toBeInTheDocument();
    expect(within(panel).getByText('Your submitted news and events will appear here')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Add News/Event' })).toHaveAttribute('href', '/news-events/add');
  });

  it("says 'Failed to load news and events' in a red box, and retries", async () => {
    let attempts = 0;
    const { user } = renderTab(() => {
      attempts += 1;
      return attempts === 1 ? fail(403, 'Your session cannot see these items.') : ok([sampleNewsEvent({ title: 'Back again', is_owner: true })]);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load news and events');
    expect(alert).toHaveTextContent('Your session cannot see these items.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Back again' })).toBeInTheDocument();
  });
});
