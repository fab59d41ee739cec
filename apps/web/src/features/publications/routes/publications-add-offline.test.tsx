// The add dialog's code downloads apart from the list's. When that download fails (offline for a
// moment), a member still gets the list: the failure must not take the page down with it.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/mock-api';
import { PUBLICATION_TYPES, publicationsPage, samplePublication } from '@/test/factories';
import { renderApp, signIn } from '@/test/render-app';

vi.mock('../components/add-publication-dialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('publications list when the add dialog cannot be downloaded', () => {
  it('still shows a member the list and the add button', async () => {
    mockApi({ 'GET /publications': publicationsPage([samplePublication({ title: 'Aquifer recharge in Azraq' })]), 'GET /publication-types': ok(PUBLICATION_TYPES) });
    signIn();
    renderApp('/publications');
    expect(await screen.findByRole('link', { name: 'Aquifer recharge in Azraq' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Publication' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Publications' })).toBeInTheDocument();
  });
});
