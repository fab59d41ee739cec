import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { COUNTRIES, WATER_MAPS } from '../test/map-fixtures';

vi.mock('@/components/globe/globe', () => import('../test/globe-stub'));

describe('interactive maps landing', () => {
  it('keeps Continue disabled until a level is chosen, then opens the country level', async () => {
    mockApi({ 'GET /countries': ok(COUNTRIES), 'GET /maps': ok(WATER_MAPS) });
    const { user, router } = renderApp('/interactive-maps');
    expect(await screen.findByRole('heading', { level: 1, name: 'Interactive Maps' })).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Global level' }));
    expect(next).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Country level' }));
    expect(screen.getByRole('radio', { name: 'Global level' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Country level' })).toHaveAccessibleDescription('Look closely at one country and follow its values over the years.');

    await user.click(next);
    expect(await screen.findByRole('heading', { level: 1, name: 'Country-Level Map' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/interactive-maps/country-level');
  });

  it('opens the global level', async () => {
    mockApi({ 'GET /sectors/type/interactive-maps': ok([]) });
    const { user, router } = renderApp('/interactive-maps');
    await user.click(await screen.findByRole('radio', { name: 'Global level' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Global-Level Map' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/interactive-maps/global-level');
  });
});
