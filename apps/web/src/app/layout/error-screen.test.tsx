import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { ErrorScreen } from './error-screen';

// A page that fails while `broken` is set, like one hit by a passing outage.
let broken = false;

function FlakyPage() {
  if (broken) throw new Error('render failed');
  return <h1>Loaded page</h1>;
}

function renderWithErrorScreen(onRefresh = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/', Component: FlakyPage, errorElement: <ErrorScreen onRefresh={onRefresh} /> },
      {
        path: '/gone',
        loader: () => {
          throw data('Not found', { status: 404 });
        },
        Component: FlakyPage,
        errorElement: <ErrorScreen onRefresh={onRefresh} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, onRefresh, user: userEvent.setup() };
}

describe('error screen', () => {
  beforeEach(() => {
    // React reports every caught render error on the console; these failures are deliberate.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => vi.restoreAllMocks());

  it("shows 'Something went wrong' and renders the page again on Try Again", async () => {
    broken = true;
    const { user } = renderWithErrorScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText('render failed')).not.toBeInTheDocument();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loaded page' })).toBeInTheDocument();
  });

  it('reloads the document on Refresh Page', async () => {
    broken = true;
    const { user, onRefresh } = renderWithErrorScreen();
    await user.click(await screen.findByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows the not-found page when a loader answers 404', async () => {
    broken = false;
    const { router } = renderWithErrorScreen();
    await router.navigate('/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
