import type { Partner } from '@wefe/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, heldAnswer, mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function partner(overrides: Partial<Partner> = {}): Partner {
  return { id: 1, name: 'Greenwater Institute', url: 'https://greenwater.example.org', image: null, type: 'Research institute', featured: false, order: 1, ...overrides };
}

const PARTNERS: Partner[] = [
  partner({ id: 1, name: 'Greenwater Institute', image: null, type: 'Research institute' }),
  partner({ id: 2, name: 'Solar Desert Authority', image: '/media/logos/solar.png', type: 'Government', url: 'https://solar.example.gov' }),
  partner({ id: 3, name: 'Nile Farmers Union', image: null, type: null, url: null }),
];

const card = (name: string) => screen.getByRole('article', { name });

describe('our partners page', () => {
  it('shows a card per partner: logo or 3-letter initials, name and type', async () => {
    const api = mockApi({ 'GET /partners': ok(PARTNERS) });
    renderApp('/about/our-partners');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Partners' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(api.callsTo('GET /partners')).toHaveLength(1);

    const greenwater = card('Greenwater Institute');
    expect(within(greenwater).getByText('GRE')).toBeInTheDocument();
    expect(within(greenwater).getByText('Research institute')).toBeInTheDocument();
    expect(greenwater.querySelector('img')).toBeNull();

    const solar = card('Solar Desert Authority');
    expect(solar.querySelector('img')).toHaveAttribute('src', '/media/logos/solar.png');
    expect(within(solar).queryByText('SOL')).not.toBeInTheDocument();
    expect(within(solar).getByText('Government')).toBeInTheDocument();

    expect(within(card('Nile Farmers Union')).getByText('NIL')).toBeInTheDocument();
  });

  it('swaps a logo that fails to load for the initials', async () => {
    mockApi({ 'GET /partners': ok(PARTNERS) });
    renderApp('/about/our-partners');
    await screen.findAllByRole('article');
    const solar = card('Solar Desert Authority');
    fireEvent.error(solar.querySelector('img')!);
    expect(within(solar).getByText('SOL')).toBeInTheDocument();
    expect(solar.querySelector('img')).toBeNull();
  });

  it("links each partner with a site to it in a new tab, named 'Visit {name}', and none without one", async () => {
    mockApi({ 'GET /partners': ok(PARTNERS) });
    renderApp('/about/our-partners');
    await screen.findAllByRole('article');

    const visit = within(card('Greenwater Institute')).getByRole('link', { name: 'Visit Greenwater Institute' });
    expect(visit).toHaveAttribute('href', 'https://greenwater.example.org');
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
    expect(visit).toHaveAccessibleDescription('Opens in a new tab');
    expect(within(card('Solar Desert Authority')).getByRole('link', { name: 'Visit Solar Desert Authority' })).toHaveAttribute('href', 'https://solar.example.gov');
    expect(within(card('Nile Farmers Union')).queryByRole('link')).not.toBeInTheDocument();
  });

  it("offers 'Become a partner' on the contact page and a way back home", async () => {
    mockApi({ 'GET /partners': ok(PARTNERS) });
    const { user, router } = renderApp('/about/our-partners');
    expect(await screen.findByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('link', { name: 'Become a partner' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about/contact-us');
  });

  it("shows loading skeletons, then 'No partners available at the moment.'", async () => {
    const partners = heldAnswer();
    mockApi({ 'GET /partners': partners.handler });
    renderApp('/about/our-partners');
    expect(await screen.findByText('Loading partners…')).toHaveAttribute('role', 'status');
    await act(async () => partners.answer(ok([])));
    expect(await screen.findByText('No partners available at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load partners' in a red box, and Try again loads them", async () => {
    let attempts = 0;
    const api = mockApi({
      'GET /partners': () => {
        attempts += 1;
        return attempts === 1 ? fail(403, 'The partners list is closed for maintenance.') : ok(PARTNERS);
      },
    });
    const { user } = renderApp('/about/our-partners');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load partners');
    expect(alert).toHaveTextContent('The partners list is closed for maintenance.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET /partners')).toHaveLength(2);
  });

  it('asks in the interface language and shows the page in Arabic', async () => {
    i18n.changeLanguage('ar');
    const api = mockApi({ 'GET /partners': ok([partner({ type: 'معهد بحثي' })]) });
    renderApp('/about/our-partners');
    expect(await screen.findByRole('heading', { level: 1, name: 'شركاؤنا' })).toBeInTheDocument();
    const arabicCard = await screen.findByRole('article', { name: 'Greenwater Institute' });
    expect(within(arabicCard).getByText('معهد بحثي')).toBeInTheDocument();
    expect(within(arabicCard).getByRole('link', { name: 'زيارة Greenwater Institute' })).toBeInTheDocument();
    expect(api.callsTo('GET /partners')[0]?.headers.get('Accept-Language')).toBe('ar');
  });
});
