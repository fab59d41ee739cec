import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCookie, TOKEN_COOKIE, USER_COOKIE } from '@/lib/cookies';
import { renderApp, signIn, TEST_USER } from '@/test/render-app';

const menuToggle = () => screen.getByRole('button', { name: 'Menu' });
const collapsedMenu = () => screen.getByRole('navigation', { name: 'Site menu' });

describe('header: collapsed menu (900px or narrower)', () => {
  it('is closed at first, and its toggle controls the panel', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const toggle = menuToggle();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).not.toBeInTheDocument();
  });

  it('opens with every menu link and the sign-in and create-account entries', async () => {
    const { user } = renderApp('/');
    await user.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');

    const menu = collapsedMenu();
    for (const name of [
      'About Us',
      'The WEFE Hub',
      'Our Impact',
      'Our Partners',
      'Contact Us',
      'WEFE Index',
      'All Maps',
      'Global Level',
      'Country Level',
      'Stories',
      'News and Events',
      'Publications',
    ]) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    const panel = document.getElementById(menuToggle().getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(panel).getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    expect(within(panel).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Share a Story' })).not.toBeInTheDocument();
  });

  it('closes when a link is followed, and the page changes', async () => {
    const { user, router } = renderApp('/');
    await user.click(menuToggle());
    await user.click(within(collapsedMenu()).getByRole('link', { name: 'Global Level' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Global-Level Map' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/interactive-maps/global-level');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).not.toBeInTheDocument();
  });

  it('closes on Esc and gives focus back to the toggle', async () => {
    const { user } = renderApp('/');
    await user.click(menuToggle());
    within(collapsedMenu()).getByRole('link', { name: 'Publications' }).focus();
    await user.keyboard('{Escape}');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menuToggle()).toHaveFocus();
  });

  it('holds the profile entries and add links when signed in; Sign Out clears the session and goes home', async () => {
    signIn();
    const { user, router } = renderApp('/wefe-index');
    await screen.findByRole('heading', { level: 1, name: 'WEFE Index' });
    await user.click(menuToggle());

    const panel = document.getElementById(menuToggle().getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByText('Layla Haddad')).toBeInTheDocument();
    expect(within(panel).getByText(TEST_USER.email)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(within(collapsedMenu()).getByRole('link', { name: 'Share a Story' })).toHaveAttribute('href', '/wefe-stories/add');
    expect(within(panel).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Knowledge for a secure/ })).toBeInTheDocument();
    await waitFor(() => expect(getCookie(TOKEN_COOKIE)).toBeUndefined());
    expect(getCookie(USER_COOKIE)).toBeUndefined();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('header: wide menus', () => {
  it('shows the About and Interactive Maps dropdowns with their pages', async () => {
    const { user } = renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'About' }));
    const about = screen.getByRole('menu');
    expect(within(about).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'About Us',
      'The WEFE Hub',
      'Our Impact',
      'Our Partners',
      'Contact Us',
    ]);
    await user.keyboard('{Escape}');

    await user.click(within(nav).getByRole('button', { name: 'Interactive Maps' }));
    const maps = screen.getByRole('menu');
    expect(within(maps).getByRole('menuitem', { name: 'Country Level' })).toHaveAttribute(
      'href',
      '/interactive-maps/country-level',
    );
  });

  it('offers Sign In, Create Account and Get in Touch when signed out, and no add links', async () => {
    const { user } = renderApp('/');
    expect(screen.queryByRole('button', { name: 'Contribute' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(menu).getByRole('menuitem', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    expect(within(menu).getByRole('menuitem', { name: 'Get in Touch' })).toHaveAttribute('href', '/about/contact-us');
  });

  it('shows the member, My Profile, Get in Touch and Sign Out when signed in, and the add links', async () => {
    signIn();
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Account: Layla Haddad' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Layla Haddad')).toHaveAttribute('dir', 'auto');
    expect(within(menu).getByText(TEST_USER.email)).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Get in Touch' })).toHaveAttribute('href', '/about/contact-us');
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Contribute' }));
    const add = screen.getByRole('menu');
    expect(within(add).getByRole('menuitem', { name: 'Share a Story' })).toHaveAttribute('href', '/wefe-stories/add');
    expect(within(add).getByRole('menuitem', { name: 'Add News or Event' })).toHaveAttribute('href', '/news-events/add');
    expect(within(add).getByRole('menuitem', { name: 'Add Publication' })).toHaveAttribute('href', '/publications/add');
  });

  it('treats an unreadable user cookie as signed out', async () => {
    document.cookie = 'token=abc; Path=/';
    document.cookie = 'user=not-json; Path=/';
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contribute' })).not.toBeInTheDocument();
  });

  it('links the brand to the home page and offers a skip link to the main content', async () => {
    const { user } = renderApp('/about');
    expect(screen.getByRole('link', { name: /^WEFE Nexus Hub.*Water · Energy · Food · Ecosystems.*\(home page\)$/ })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
