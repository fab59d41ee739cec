import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, heldAnswer, mockApi, type MockHandler, ok } from '@/test/mock-api';
import { sampleNewsEvent } from '@/test/factories';
import { PROFILE_USER, renderApp, signIn } from '@/test/render-app';
import { placeText } from '@/test/place-text';
import { findDialog } from '@/test/dialogs';

const item = sampleNewsEvent({ id: 5, title: 'Nexus dialogue on shared aquifers' });

/** Upcoming events as GET /news-events?type=event&upcoming=true answers: the page's own event among them. */
const upcoming = [
  sampleNewsEvent({ id: 11, title: 'Drip irrigation clinic', starting_date: '2026-02-01' }),
  sampleNewsEvent({ id: 5, title: 'Nexus dialogue on shared aquifers' }),
  sampleNewsEvent({ id: 12, title: 'Solar pumping webinar', starting_date: '2026-04-10T14:00' }),
  sampleNewsEvent({ id: 13, title: 'Wetlands field day', starting_date: '2026-05-20' }),
];

function renderDetail(detail: MockHandler = ok(item), extra: Record<string, MockHandler> = {}) {
  const api = mockApi({ 'GET /news-events/5': detail, 'GET /news-events': ok(upcoming), ...extra });
  return { api, ...renderApp('/news-events/5') };
}

describe('news/event detail', () => {
  it('shows the item with its dates, place, texts, agenda, speakers, partners, practical facts and attachment', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nexus dialogue on shared aquifers' })).toBeInTheDocument();
    expect(document.title).toBe('Nexus dialogue on shared aquifers | WEFE Nexus Hub');
    expect(screen.getAllByText('5 Mar 2026, 09:30')[0]).toBeInTheDocument();
    expect(screen.getByText('Conference')).toBeInTheDocument();
    expect(screen.getAllByText(placeText('Amman, Jordan'))[0]).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Background' })).toBeInTheDocument();

    const agenda = screen.getByRole('heading', { name: 'Agenda' }).parentElement!;
    expect(within(agenda).getAllByRole('listitem').map((entry) => entry.textContent)).toEqual(['09:30: Opening', '11:00: Panel on groundwater']);
    const speakers = screen.getByRole('heading', { name: 'Speakers' }).parentElement!;
    expect(within(speakers).getByText('Omar Saleh')).toBeInTheDocument();
    expect(within(speakers).getByText('Hydrologist, University of Jordan')).toBeInTheDocument();
    const partners = screen.getByRole('heading', { name: 'Partners' }).parentElement!;
    expect(within(partners).getByText('GIZ')).toBeInTheDocument();
    expect(within(partners).getByText('Donor')).toBeInTheDocument();

    const facts = screen.getByRole('complementary', { name: 'Practical information' });
    const fact = (label: string) => within(facts).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Organizer')).toHaveTextContent('WEFE Nexus Hub');
    expect(fact('Fee')).toHaveTextContent('Paid · 25.50');
    expect(fact('Capacity')).toHaveTextContent('120 places');
    expect(fact('Format')).toHaveTextContent('In person');
    expect(fact('Duration')).toHaveTextContent('2 days');
    const registration = within(facts).getByRole('link', { name: 'Register (opens in a new tab)' });
    expect(registration).toHaveAttribute('href', 'https://example.org/register');
    expect(registration).toHaveAttribute('target', '_blank');
    expect(registration).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(facts).getByRole('link', { name: 'Visit the website (opens in a new tab)' })).toHaveAttribute('href', 'https://example.org/dialogue');

    expect(screen.getByRole('link', { name: 'Download programme.pdf (310 KB)' })).toHaveAttribute('href', `/api/media/${item.id}22`);
    // Visitors see no review status and no owner actions.
    expect(screen.queryByRole('link', { name: 'Edit Event' })).not.toBeInTheDocument();
  });

  it("while loading, says so to screen readers and holds the page's shape in grey, in Arabic too", async () => {
    const detail = heldAnswer();
    i18n.changeLanguage('ar');
    const { container } = renderDetail(detail.handler);
    expect(await screen.findByText('جارٍ تحميل الخبر/الفعالية...')).toHaveAttribute('role', 'status');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const placeholder = container.querySelector('.animate-pulse');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    detail.answer(ok(item));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nexus dialogue on shared aquifers' })).toBeInTheDocument();
    expect(container.querySelector('.animate-pulse')).toBeNull();
  });

  it("offers 'Add to calendar': a download of the server's .ics", async () => {
    renderDetail();
    const calendar = await screen.findByRole('link', { name: 'Add to calendar: Nexus dialogue on shared aquifers (.ics file)' });
    expect(calendar).toHaveAttribute('href', '/api/news-events/5.ics');
    expect(calendar).toHaveAttribute('download');
    expect(calendar).toHaveTextContent('Add to calendar');
  });

  it("shows the 3 soonest upcoming events other than itself in the 'Upcoming' box, each linking to its page", async () => {
    const { api } = renderDetail();
    const box = await screen.findByRole('region', { name: 'Upcoming' });
    const links = within(box).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Drip irrigation clinic', '/news-events/11'],
      ['Solar pumping webinar', '/news-events/12'],
      ['Wetlands field day', '/news-events/13'],
    ]);
    expect(within(box).queryByText('Nexus dialogue on shared aquifers')).not.toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET /news-events')[0]!.query)).toEqual({ type: 'event', upcoming: 'true', limit: '4' });
  });

  it('shows its owner the review status with the reason, Edit and Delete; deleting leads to the profile', async () => {
    signIn(PROFILE_USER);
    const { api, user, router } = renderDetail(ok(sampleNewsEvent({ ...item, is_owner: true, status: 'rejected', rejection_reason: 'Please add a programme.' })), {
      'DELETE /news-events/5': ok(null, 'Deleted.'),
      'GET /profile': ok(PROFILE_USER),
      'GET /my-stories': ok([]),
      'GET /my-publications': ok([]),
      'GET /my-news-events': ok([]),
    });
    const review = await screen.findByRole('region', { name: 'Review status' });
    expect(within(review).getByText('Rejected')).toBeInTheDocument();
    expect(within(review).getByText('Please add a programme.')).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'Edit Event' })).toHaveAttribute('href', '/news-events/edit/5');
    // The server gives calendar files of published items only.
    expect(screen.queryByRole('link', { name: /to your calendar/ })).not.toBeInTheDocument();

    await user.click(within(review).getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog({ name: 'Delete this news/event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?tab=news-events');
    expect(api.callsTo('DELETE /news-events/5')).toHaveLength(1);
  });

  it("says 'News/Event not found' when there is none, and 'Failed to load news/event' with a retry otherwise", async () => {
    const missing = renderDetail(fail(404, 'News/Event not found.'));
    expect(await screen.findByRole('heading', { level: 1, name: 'News/Event not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse news and events' })).toHaveAttribute('href', '/news-events');
    missing.unmount();

    const detail = heldAnswer();
    const { user } = renderDetail(detail.handler);
    expect(await screen.findByText('Loading news/event...')).toBeInTheDocument();
    detail.answer(fail(403, 'Forbidden'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load news/event' })).toBeInTheDocument();
    detail.answer(ok(item));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nexus dialogue on shared aquifers' })).toBeInTheDocument();
  });
});
