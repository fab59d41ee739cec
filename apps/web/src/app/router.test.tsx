import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

// Every address of both spec route tables, with the screen it must show.
const SCREENS: [path: string, heading: string | RegExp][] = [
  ['/', /Knowledge for a secure water, energy, food and ecosystems nexus/],
  ['/about', 'About Us'],
  ['/about/wefe-hub', 'About the WEFE Hub'],
  ['/about/our-impact', 'Our Impact'],
  ['/about/our-partners', 'Our Partners'],
  ['/about/contact-us', 'Contact Us'],
  ['/publications', 'Publications'],
  ['/publications/edit/42', 'Edit Publication'],
  ['/wefe-index', 'WEFE Index'],
  ['/interactive-maps', 'Interactive Maps'],
  ['/interactive-maps/global-level', 'Global-Level Map'],
  ['/interactive-maps/country-level', 'Country-Level Map'],
  ['/wefe-stories', 'WEFE Stories'],
  ['/wefe-stories/add', 'Share a Story'],
  ['/wefe-stories/edit/7', 'Edit Story'],
  ['/wefe-stories/7', 'Story'],
  ['/news-events', 'News and Events'],
  ['/news-events/add', 'Add News or Event'],
  ['/news-events/edit/3', 'Edit News or Event'],
  ['/news-events/3', 'News or Event'],
  ['/profile', 'My Profile'],
  ['/profile/edit', 'Edit Profile'],
  ['/register', 'Create an Account'],
  ['/auth/signup', 'Create an Account'],
  ['/register/entity', 'Entity Registration'],
  ['/register/individual', 'Individual Registration'],
  ['/login', 'Sign In'],
  ['/auth/signin', 'Sign In'],
  ['/forgot-password', 'Forgot Password'],
  ['/no/such/page', 'Page not found'],
];

describe('routes', () => {
  it.each(SCREENS)('%s shows its screen inside the layout', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('sends /publications/add to the publications list, where adding happens in a modal', async () => {
    const { router } = renderApp('/publications/add');
    expect(await screen.findByRole('heading', { level: 1, name: 'Publications' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/publications');
  });

  it('names the page in the browser tab', async () => {
    renderApp('/wefe-index');
    await screen.findByRole('heading', { level: 1, name: 'WEFE Index' });
    expect(document.title).toBe('WEFE Index | WEFE Nexus Hub');
  });

  it('offers a way home from the not-found page', async () => {
    const { user, router } = renderApp('/missing');
    await user.click(await screen.findByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Knowledge for a secure/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('home page buttons lead to the index and the about page', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Explore the WEFE Index' })).toHaveAttribute('href', '/wefe-index');
    expect(screen.getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about');
  });
});
