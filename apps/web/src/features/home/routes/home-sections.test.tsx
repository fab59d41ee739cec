import type { HomeStats, Partner } from '@wefe/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shownFigure } from '@/components/ui/animated-counter.fakes';
import { installFakeFrames, installFakeViewport } from '@/test/fake-viewport';
import { fail, heldAnswer, mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const stats: HomeStats = { register_user_count: 1318, countries_count: 42, publication_count: 264, stories_count: 87, visitor_count: 12480 };

const partner = (fields: Partial<Partner> & Pick<Partner, 'id' | 'name'>): Partner => ({
  url: null,
  image: null,
  type: null,
  featured: false,
  order: fields.id,
  ...fields,
});

const partners = [
  partner({ id: 1, name: 'World Bank', url: 'https://www.worldbank.org' }),
  partner({ id: 2, name: 'UNESCO', url: 'https://www.unesco.org', image: 'https://cdn.example.org/unesco.png' }),
  partner({ id: 3, name: 'Arab Water Council' }),
];

describe('home: about card and impact row', () => {
  it('counts up to the figures of GET /home-page once scrolled into view, over 900 ms', async () => {
    const viewport = installFakeViewport();
    const frames = installFakeFrames();
    mockApi({ 'GET /home-page': ok(stats), 'GET /news-events': ok([]), 'GET /partners': ok([]) });
    renderApp('/');

    const about = await screen.findByRole('region', { name: 'One place for knowledge on the WEFE nexus' });
    const figures = within(about).getByRole('list', { name: 'The hub in figures' });
    const impact = screen.getByRole('region', { name: 'The hub in numbers' });
    // Screen readers get the final figures as soon as they arrive...
    expect(await within(impact).findByText('12,480')).toHaveClass('sr-only');
    // ...while the digits on screen wait at 0 for the reader to scroll there.
    expect(shownFigure(figures, 'Countries')).toBe('0');
    expect(shownFigure(impact, 'Visitors')).toBe('0');

    viewport.scrollIntoView();
    frames.advance(450);
    const halfway = Number(shownFigure(impact, 'Visitors')?.replace(/,/g, ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(12480);

    frames.advance(450);
    expect(shownFigure(figures, 'Countries')).toBe('42');
    expect(shownFigure(figures, 'Publications')).toBe('264');
    expect(shownFigure(figures, 'Success stories')).toBe('87');
    expect(shownFigure(figures, 'Collaborations')).toBe('∞');
    expect(within(figures).getByText('Unlimited')).toBeInTheDocument();

    expect(shownFigure(impact, 'Visitors')).toBe('12,480');
    expect(shownFigure(impact, 'Registered users')).toBe('1,318');
    expect(shownFigure(impact, 'Publications')).toBe('264');
    expect(shownFigure(impact, 'Success stories')).toBe('87');
    expect(within(impact).getByRole('link', { name: 'See our impact' })).toHaveAttribute('href', '/about/our-impact');
  });

  it('keeps the about card bullets and links to the page about the hub', async () => {
    mockApi({ 'GET /home-page': ok(stats), 'GET /news-events': ok([]) });
    renderApp('/');
    const about = await screen.findByRole('region', { name: 'One place for knowledge on the WEFE nexus' });
    await within(about).findByText('42', { selector: '.sr-only' });
    expect(within(about).getByText('Members and partners share success stories, publications, news and events.')).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: 'Read about the hub' })).toHaveAttribute('href', '/about/wefe-hub');
    // Without IntersectionObserver (as here) the figures show at once.
    expect(shownFigure(within(about).getByRole('list', { name: 'The hub in figures' }), 'Countries')).toBe('42');
  });
});

describe('home: partners strip', () => {
  it('shows up to 6 partners by their first 4 letters in capitals, opening their sites in a new tab', async () => {
    const api = mockApi({ 'GET /partners': ok(partners), 'GET /news-events': ok([]) });
    renderApp('/');
    const strip = await screen.findByRole('region', { name: 'Our partners' });
    const worldBank = await within(strip).findByRole('link', { name: 'World Bank (opens in a new tab)' });
    expect(Object.fromEntries(api.callsTo('GET /partners')[0]!.query)).toEqual({ limit: '6' });

    expect(worldBank).toHaveAttribute('href', 'https://www.worldbank.org');
    expect(worldBank).toHaveAttribute('target', '_blank');
    expect(worldBank).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(worldBank).getByText('WORL')).toBeInTheDocument();

    // A partner without a site is shown, but is not a link.
    expect(within(strip).getByText('ARAB')).toBeInTheDocument();
    expect(within(strip).queryByRole('link', { name: /Arab Water Council/ })).not.toBeInTheDocument();

    // The logo shows when there is one; its letters take over when it fails to load.
    const unesco = within(strip).getByRole('link', { name: 'UNESCO (opens in a new tab)' });
    const logo = unesco.querySelector('img');
    expect(logo).toHaveAttribute('src', 'https://cdn.example.org/unesco.png');
    expect(within(unesco).queryByText('UNES')).not.toBeInTheDocument();
    fireEvent.error(logo!);
    expect(within(unesco).getByText('UNES')).toBeInTheDocument();

    expect(within(strip).getByRole('link', { name: 'All partners' })).toHaveAttribute('href', '/about/our-partners');
  });

  it('shows 6 placeholders while the partners load, then the error in a red box when the call fails', async () => {
    const partners = heldAnswer();
    mockApi({ 'GET /partners': partners.handler, 'GET /news-events': ok([]) });
    renderApp('/');
    const strip = await screen.findByRole('region', { name: 'Our partners' });
    expect(within(strip).getByRole('status')).toHaveTextContent('Loading partners…');
    // The placeholders are hidden from screen readers (the status speaks for them).
    expect(within(strip).getAllByRole('listitem', { hidden: true })).toHaveLength(6);
    expect(within(strip).queryAllByRole('listitem')).toHaveLength(0);

    // A 4xx: not retried, so the box shows at once.
    await act(async () => partners.answer(fail(404, 'Not found')));
    expect(await within(strip).findByRole('alert')).toHaveTextContent('Failed to load partners');
    expect(within(strip).queryAllByRole('listitem', { hidden: true })).toHaveLength(0);
  });

  it('says so when there are no partners yet', async () => {
    mockApi({ 'GET /partners': ok([]), 'GET /news-events': ok([]) });
    renderApp('/');
    const strip = await screen.findByRole('region', { name: 'Our partners' });
    expect(await within(strip).findByText('No partners available at the moment.')).toBeInTheDocument();
  });
});
