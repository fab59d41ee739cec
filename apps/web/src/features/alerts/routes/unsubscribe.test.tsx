import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('/alerts/unsubscribe', () => {
  it('stops the alerts of the link’s token on a press of the button, not on opening, without signing in', async () => {
    const api = mockApi({ 'POST /alerts/unsubscribe': ok(null, 'You are unsubscribed: no more alert digests will be sent to this address.') });
    const { user } = renderApp('/alerts/unsubscribe?token=abc_DEF-123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stop e-mail alerts' })).toBeInTheDocument();
    expect(api.callsTo('POST /alerts/unsubscribe')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stop my alerts' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed: no more alert digests will be sent to this address.');
    const call = api.callsTo('POST /alerts/unsubscribe')[0]!;
    expect(call.query.get('token')).toBe('abc_DEF-123');
    expect(call.headers.get('Authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Change your alerts in your profile' })).toHaveAttribute('href', '/profile?tab=alerts');
  });

  it('says when the link is not valid, in the page’s language', async () => {
    i18n.changeLanguage('fr');
    mockApi({ 'POST /alerts/unsubscribe': fail(404, 'Ce lien de désabonnement n’est pas valide. Connectez-vous et modifiez vos alertes dans votre profil.') });
    const { user } = renderApp('/alerts/unsubscribe?token=gone');
    await user.click(await screen.findByRole('button', { name: 'Arrêter mes alertes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien de désabonnement n’est pas valide.');
  });

  it('says a link without its token is incomplete', async () => {
    mockApi({});
    renderApp('/alerts/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Stop my alerts' })).not.toBeInTheDocument();
  });
});
