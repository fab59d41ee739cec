import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('sign-up choice', () => {
  it('keeps Sign Up disabled until Individual or Entity is chosen, then opens that registration', async () => {
    mockApi({ 'GET /countries': ok([]) });
    const { user, router } = renderApp('/auth/signup');
    const signUp = await screen.findByRole('button', { name: 'Sign Up' });
    expect(signUp).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Individual' }));
    expect(signUp).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Entity' }));
    expect(screen.getByRole('radio', { name: 'Entity' })).toBeChecked();
    await user.click(signUp);

    expect(await screen.findByRole('heading', { level: 1, name: 'Entity Registration' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register/entity');
  });

  it('offers the sign-in screen to members who already have an account', async () => {
    renderApp('/register');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/signin');
  });
});
