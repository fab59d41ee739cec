// The add dialogs' code downloads apart from the list's. When that download fails (offline for a
// moment), a member still gets the list: the failure must not take the page down with it.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/mock-api';
import { sampleStory, STORY_FILTERS, storiesPage } from '@/test/factories';
import { renderApp, signIn } from '@/test/render-app';

vi.mock('../components/story-adding', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('stories list when the add dialog cannot be downloaded', () => {
  it('still shows a member the list and the add button', async () => {
    mockApi({ 'GET /stories': storiesPage([sampleStory({ title: 'Fog nets for mountain villages' })]), 'GET /stories/filters': ok(STORY_FILTERS) });
    signIn();
    renderApp('/wefe-stories');
    expect(await screen.findByText('Fog nets for mountain villages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Story' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'WEFE Stories' })).toBeInTheDocument();
  });
});
