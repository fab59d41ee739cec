import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, ok } from '@/test/mock-api';
import { PROFILE_USER, renderApp, signIn } from '@/test/render-app';

const SECTORS = [
  { id: 1, name: 'Water', slug: 'water', type: 'interactive-maps', description: null },
  { id: 2, name: 'Energy', slug: 'energy', type: 'interactive-maps', description: null },
];
const COUNTRIES = [
  { id: 111, name: 'Jordan', code: 'JO', iso3: 'JOR', phone_code: '+962' },
  { id: 64, name: 'Egypt', code: 'EG', iso3: 'EGY', phone_code: '+20' },
];
const OFF = { active: false, frequency: 'weekly', kinds: ['publication', 'story', 'news', 'event'], sector_ids: [], country_ids: [], next_digest_at: null };
const ON = { active: true, frequency: 'daily', kinds: ['story'], sector_ids: [1], country_ids: [111], next_digest_at: '2026-12-01T08:00:00Z' };

function renderTab(alerts: unknown, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn(PROFILE_USER);
  const api = mockApi({
    'GET /profile': ok(PROFILE_USER),
    'GET /my-publications': ok([]),
    'GET /my-stories': ok([]),
    'GET /my-news-events': ok([]),
    'GET /sectors': ok(SECTORS),
    'GET /countries': ok(COUNTRIES),
    'GET /profile/alerts': ok(alerts),
    ...extra,
  });
  return { api, ...renderApp('/profile?tab=alerts') };
}

describe("profile: 'E-mail alerts' tab", () => {
  it('starts alerts with the kinds, sectors, countries and rhythm chosen, and shows when the next digest is due', async () => {
    const { api, user } = renderTab(OFF, { 'PUT /profile/alerts': ok(ON, 'Your e-mail alerts are saved.') });
    const panel = await screen.findByRole('tabpanel', { name: 'E-mail alerts' });
    expect(await within(panel).findByText('Alerts are off.')).toBeInTheDocument();
    // Everything is ticked to begin with: a member who only presses Start gets every kind.
    for (const kind of ['Publications', 'Success stories', 'News', 'Events']) expect(within(panel).getByRole('checkbox', { name: kind })).toBeChecked();
    expect(within(panel).queryByRole('button', { name: 'Stop alerts' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('radio', { name: 'Daily' }));
    for (const kind of ['Publications', 'News', 'Events']) await user.click(within(panel).getByRole('checkbox', { name: kind }));
    await user.click(await within(panel).findByRole('checkbox', { name: 'Water' }));
    await user.click(await within(panel).findByRole('checkbox', { name: 'Jordan' }));
    await user.click(within(panel).getByRole('button', { name: 'Start alerts' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('Your e-mail alerts are saved.');
    expect(api.callsTo('PUT /profile/alerts')[0]?.body).toEqual({ frequency: 'daily', kinds: ['story'], sector_ids: [1], country_ids: [111] });
    expect(within(panel).getByText('Alerts are on. Your next digest is due on 1 Dec 2026.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Save alerts' })).toBeInTheDocument();
  });

  it('asks for at least one kind before sending anything', async () => {
    const { api, user } = renderTab(OFF);
    const panel = await screen.findByRole('tabpanel', { name: 'E-mail alerts' });
    for (const kind of ['Publications', 'Success stories', 'News', 'Events']) await user.click(await within(panel).findByRole('checkbox', { name: kind }));
    await user.click(within(panel).getByRole('button', { name: 'Start alerts' }));
    expect(await within(panel).findByText('Choose at least one kind of content to follow.')).toBeInTheDocument();
    expect(api.callsTo('PUT /profile/alerts')).toHaveLength(0);
  });

  it('sends the digest now and stops alerts, saying what the server answered', async () => {
    const { api, user } = renderTab(ON, {
      'POST /profile/alerts/digest': ok({ items: 3 }, 'Your digest is on its way to your inbox (new items: 3).'),
      'DELETE /profile/alerts': ok({ ...ON, active: false, next_digest_at: null }, 'You will receive no more e-mail alerts.'),
    });
    const panel = await screen.findByRole('tabpanel', { name: 'E-mail alerts' });
    expect(await within(panel).findByRole('checkbox', { name: 'Water' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Energy' })).not.toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Send my digest now' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Your digest is on its way to your inbox (new items: 3).');
    await user.click(within(panel).getByRole('button', { name: 'Stop alerts' }));
    expect(await within(panel).findByText('You will receive no more e-mail alerts.')).toBeInTheDocument();
    expect(within(panel).getByText('Alerts are off.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /profile/alerts')).toHaveLength(1);
  });

  it('shows a refusal of the server in a red box', async () => {
    const { user } = renderTab(ON, { 'POST /profile/alerts/digest': fail(429, 'Too many requests. Try again in 3600 seconds.') });
    const panel = await screen.findByRole('tabpanel', { name: 'E-mail alerts' });
    await user.click(await within(panel).findByRole('button', { name: 'Send my digest now' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Too many requests. Try again in 3600 seconds.');
  });

  it('says when the alerts could not be loaded, and tries again', async () => {
    let attempts = 0;
    const { user } = renderTab(undefined, {
      'GET /profile/alerts': () => {
        attempts += 1;
        return attempts === 1 ? fail(403, 'Your session cannot see these alerts.') : ok(ON);
      },
    });
    const panel = await screen.findByRole('tabpanel', { name: 'E-mail alerts' });
    expect(await within(panel).findByText('Your alerts could not be loaded')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('button', { name: 'Stop alerts' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    i18n.changeLanguage('fr');
    renderTab(ON);
    const panel = await screen.findByRole('tabpanel', { name: 'Alertes par e-mail' });
    expect(await within(panel).findByRole('radio', { name: 'Quotidienne' })).toBeChecked();
    expect(within(panel).getByText('Les alertes sont actives. Votre prochain résumé est prévu le 1 déc. 2026.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Arrêter les alertes' })).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    i18n.changeLanguage('ar');
    renderTab(ON);
    const panel = await screen.findByRole('tabpanel', { name: 'تنبيهات البريد الإلكتروني' });
    expect(await within(panel).findByRole('button', { name: 'أرسل ملخصي الآن' })).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'ما تتابعه' })).toBeInTheDocument();
  });
});
