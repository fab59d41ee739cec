// The add dialogs' code downloads apart from the list's. When that download fails (offline for a
// moment), a member still gets the list: the failure must not take the page down with it.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/mock-api';
import { newsEventsPage, POST_TYPES, sampleNewsEvent } from '@/test/factories';
import { renderApp, signIn } from '@/test/render-app';

vi.mock('../components/news-event-adding', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('news and events list when the add dialog cannot be downloaded', () => {
  it('still shows a member the list and the add button', async () => {
    const list = newsEventsPage([sampleNewsEvent({ title: 'Nexus dialogue in Amman' })]);
    mockApi({ 'GET /news-events': list, 'GET /news-events/search': list, 'GET /post-types': ok(POST_TYPES) });
    signIn();
    renderApp('/news-events');
    expect(await screen.findByText('Nexus dialogue in Amman')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add News/Event' })).toBeInTheDocument();
  });
});
