import type { AboutStats, Partner } from '@wefe/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shownFigure } from '@/components/ui/animated-counter.fakes';
import { installFakeFrames, installFakeViewport } from '@/test/fake-viewport';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const partners: Partner[] = [
  { id: 1, name: 'International Center for Agricultural Research', url: 'https://www.icarda.org', image: null, type: 'Research centre', featured: true, order: 1 },
  { id: 2, name: 'Ministry of Water', url: null, image: null, type: 'Government', featured: false, order: 2 },
];

describe('about page', () => {
  it('counts up to the footprint figures of GET /about when they scroll into view', async () => {
    const viewport = installFakeViewport();
    const frames = installFakeFrames();
    const stats: AboutStats = { countries_covered: 57, indicators_count: 41, partner_organizations: 12, publications_and_stories: 351 };
    mockApi({ 'GET /about': ok(stats), 'GET /partners': ok([]) });
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    const footprint = screen.getByRole('region', { name: 'Our footprint' });
    await within(footprint).findByText('351', { selector: '.sr-only' });
    expect(shownFigure(footprint, 'Countries covered')).toBe('0');

    viewport.scrollIntoView();
    frames.advance(900);
    expect(shownFigure(footprint, 'Countries covered')).toBe('57');
    expect(shownFigure(footprint, 'Indicators')).toBe('41');
    expect(shownFigure(footprint, 'Partner organisations')).toBe('12');
    expect(shownFigure(footprint, 'Publications and stories')).toBe('351');
  });

  it('falls back to 150, 30, 20 and 50 when GET /about fails', async () => {
    mockApi({ 'GET /about': fail(404, 'Not found'), 'GET /partners': ok([]) });
    renderApp('/about');
    const footprint = await screen.findByRole('region', { name: 'Our footprint' });
    await within(footprint).findByText('150', { selector: '.sr-only' });
    expect(shownFigure(footprint, 'Countries covered')).toBe('150');
    expect(shownFigure(footprint, 'Indicators')).toBe('30');
    expect(shownFigure(footprint, 'Partner organisations')).toBe('20');
    expect(shownFigure(footprint, 'Publications and stories')).toBe('50');
  });

  it('shows up to 6 partners with their first 4 letters, name and type, and a visit link for those with a site', async () => {
    const api = mockApi({ 'GET /partners': ok(partners) });
    renderApp('/about');
    const section = await screen.findByRole('region', { name: 'Our partners' });
    const icarda = await within(section).findByRole('article', { name: 'International Center for Agricultural Research' });
    expect(Object.fromEntries(api.callsTo('GET /partners')[0]!.query)).toEqual({ limit: '6' });
    expect(within(icarda).getByText('INTE')).toBeInTheDocument();
    expect(within(icarda).getByText('Research centre')).toBeInTheDocument();
    const visit = within(icarda).getByRole('link', { name: 'Visit website (International Center for Agricultural Research, opens in a new tab)' });
    expect(visit).toHaveAttribute('href', 'https://www.icarda.org');
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer');

    const ministry = within(section).getByRole('article', { name: 'Ministry of Water' });
    expect(within(ministry).getByText('MINI')).toBeInTheDocument();
    expect(within(ministry).queryByRole('link')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'All partners' })).toHaveAttribute('href', '/about/our-partners');
  });

  it('shows the partner error in a red box when the partners cannot be loaded', async () => {
    mockApi({ 'GET /partners': fail(404, 'Not found') });
    renderApp('/about');
    const section = await screen.findByRole('region', { name: 'Our partners' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Failed to load partners');
  });

  it('offers the parts of the hub and a way to get in touch', async () => {
    mockApi({ 'GET /partners': ok([]) });
    renderApp('/about');
    const offers = await screen.findByRole('region', { name: 'What the hub offers' });
    expect(within(offers).getByRole('link', { name: 'Interactive maps' })).toHaveAttribute('href', '/interactive-maps');
    const contact = screen.getByRole('region', { name: 'Work with us' });
    expect(within(contact).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/about/contact-us');
  });
});
