import type { HomeStats } from '@wefe/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shownFigure } from '@/components/ui/animated-counter.fakes';
import { installFakeFrames, installFakeViewport, preferReducedMotion } from '@/test/fake-viewport';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const stats: HomeStats = { register_user_count: 1318, countries_count: 42, publication_count: 264, stories_count: 87, visitor_count: 12480 };

const figureNumber = (text: string | null | undefined) => Number(text?.replace(/,/g, ''));

describe('impact page', () => {
  it('counts up to the live figures of GET /home-page over 1500 ms, easing out', async () => {
    const viewport = installFakeViewport();
    const frames = installFakeFrames();
    mockApi({ 'GET /home-page': ok(stats) });
    renderApp('/about/our-impact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Impact' })).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Live figures' });
    await within(figures).findByText('12,480', { selector: '.sr-only' });
    expect(shownFigure(figures, 'Visitors')).toBe('0');

    viewport.scrollIntoView();
    frames.advance(750);
    // Half the time gone: ease-out is well past half the distance, not yet there.
    const halfway = figureNumber(shownFigure(figures, 'Visitors'));
    expect(halfway).toBeGreaterThan(12480 * 0.75);
    expect(halfway).toBeLessThan(12480);

    frames.advance(750);
    expect(shownFigure(figures, 'Visitors')).toBe('12,480');
    expect(shownFigure(figures, 'Registered users')).toBe('1,318');
    expect(shownFigure(figures, 'Publications')).toBe('264');
    expect(shownFigure(figures, 'Success stories')).toBe('87');
  });

  it('shows the final figures at once when the reader prefers reduced motion', async () => {
    preferReducedMotion();
    const viewport = installFakeViewport();
    mockApi({ 'GET /home-page': ok(stats) });
    renderApp('/about/our-impact');
    const figures = await screen.findByRole('region', { name: 'Live figures' });
    await within(figures).findByText('12,480', { selector: '.sr-only' });
    // Never scrolled into view, yet the figures are there.
    expect(viewport.waiting()).toBe(0);
    expect(shownFigure(figures, 'Visitors')).toBe('12,480');
    expect(shownFigure(figures, 'Registered users')).toBe('1,318');
    expect(shownFigure(figures, 'Publications')).toBe('264');
    expect(shownFigure(figures, 'Success stories')).toBe('87');
  });

  it('describes four impact areas and the soft launch, and says so when the figures cannot be loaded', async () => {
    mockApi({ 'GET /home-page': fail(404, 'Not found') });
    renderApp('/about/our-impact');
    const areas = await screen.findByRole('region', { name: 'Where the hub makes a difference' });
    expect(within(areas).getAllByRole('article')).toHaveLength(4);
    const softLaunch = screen.getByRole('region', { name: 'The hub is in its soft launch' });
    expect(within(softLaunch).getByText(/soft launch in 2026/)).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Live figures' });
    expect(await within(figures).findByRole('alert')).toHaveTextContent('The live figures could not be loaded right now.');
    expect(shownFigure(figures, 'Visitors')).toBe('—');
  });
});
