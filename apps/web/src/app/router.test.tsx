import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleNewsEvent, sampleStory } from '@/test/factories';
import { PROFILE_USER, renderApp, signIn } from '@/test/render-app';

// Every address of both spec route tables, with the screen it must show.
const SCREENS: [path: string, heading: string | RegExp][] = [
  ['/', /Knowledge for a secure water, energy, food and ecosystems nexus/],
  ['/about', 'About Us'],
  ['/about/wefe-hub', 'About the WEFE Hub'],
  ['/about/our-impact', 'Our Impact'],
  ['/about/our-partners', 'Our Partners'],
  ['/about/contact-us', 'Contact Us'],
  ['/publications', 'Publications'],
  ['/wefe-index', 'WEFE Index'],
  ['/interactive-maps', 'Interactive Maps'],
  ['/interactive-maps/global-level', 'Global-Level Map'],
  ['/interactive-maps/country-level', 'Country-Level Map'],
  ['/wefe-stories', 'WEFE Stories'],
  ['/news-events', 'News and Events'],
  ['/register', 'Create an Account'],
  ['/auth/signup', 'Create an Account'],
  ['/register/entity', 'Entity Registration'],
  ['/register/individual', 'Individual Registration'],
  ['/login', 'Sign In'],
  ['/auth/signin', 'Sign In'],
  ['/forgot-password', 'Forgot Password'],
  ['/login/link', 'Sign In with a Link'],
  ['/reset-password?token=abc', 'Reset Password'],
  ['/no/such/page', 'Page not found'],
];

describe('routes', () => {
  // Screens that load lists (countries, lookups) get empty ones, as from a fresh server.
  beforeEach(() => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: true, message: 'ok', data: [] }), { status: 200 }));
  });

  it.each(SCREENS)('%s shows its screen inside the layout', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('sends signed-out visitors from /profile to /auth/signin and from /profile/edit to /login', async () => {
    const profile = renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(profile.router.state.location.pathname).toBe('/auth/signin');
    profile.unmount();

    const edit = renderApp('/profile/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(edit.router.state.location.pathname).toBe('/login');
  });

  it('shows /profile and /profile/edit to a signed-in member', async () => {
    signIn();
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: true, message: 'ok', data: PROFILE_USER }), { status: 200 }));
    const profile = renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    profile.unmount();
    renderApp('/profile/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('sends signed-out visitors from /publications/edit/{id} to /login and shows it to members', async () => {
    const visitor = renderApp('/publications/edit/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(visitor.router.state.location.pathname).toBe('/login');
    visitor.unmount();

    signIn();
    renderApp('/publications/edit/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Publication' })).toBeInTheDocument();
  });

  // The member screens of stories and of news and events: add and edit need a session.
  const SUBMISSIONS = [
    { name: 'stories', base: '/wefe-stories', mine: '/my-stories/7', item: () => sampleStory({ id: 7, is_owner: true }), add: 'Share a Story', edit: 'Edit Story', loadingTitle: 'Story' },
    { name: 'news and events', base: '/news-events', mine: '/my-news-events/7', item: () => sampleNewsEvent({ id: 7, is_owner: true }), add: 'Add News or Event', edit: 'Edit News or Event', loadingTitle: 'News or Event' },
  ];

  it.each(SUBMISSIONS)('$name: sends signed-out visitors from add and edit to sign in, and shows them to members', async ({ base, mine, item, add, edit }) => {
    for (const path of [`${base}/add`, `${base}/edit/7`]) {
      const visitor = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
      expect(visitor.router.state.location.pathname).toBe('/auth/signin');
      visitor.unmount();
    }

    signIn();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const data = String(input).includes(mine) ? item() : [];
      return new Response(JSON.stringify({ success: true, message: 'ok', data }), { status: 200 });
    });
    const adding = renderApp(`${base}/add`);
    expect(await screen.findByRole('heading', { level: 1, name: add })).toBeInTheDocument();
    expect(document.title).toBe(`${add} | WEFE Nexus Hub`);
    adding.unmount();
    renderApp(`${base}/edit/7`);
    expect(await screen.findByRole('heading', { level: 1, name: edit })).toBeInTheDocument();
    expect(document.title).toBe(`${edit} | WEFE Nexus Hub`);
  });

  it.each(SUBMISSIONS)('$name: shows an item at its address, titled "$loadingTitle" while it loads', async ({ base, item, loadingTitle }) => {
    let answer: ((response: Response) => void) | undefined;
    vi.stubGlobal('fetch', (input: RequestInfo | URL) =>
      new URL(String(input), 'http://localhost').pathname.endsWith('/7')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(new Response(JSON.stringify({ success: true, message: 'ok', data: [] }), { status: 200 })),
    );
    renderApp(`${base}/7`);
    await waitFor(() => expect(document.title).toBe(`${loadingTitle} | WEFE Nexus Hub`));
    // The title can be set before the item's request goes out (its texts and code load first).
    await waitFor(() => expect(answer).toBeDefined());
    answer!(new Response(JSON.stringify({ success: true, message: 'ok', data: { ...item(), title: 'Terraces that hold the rain' } }), { status: 200 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terraces that hold the rain' })).toBeInTheDocument();
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
