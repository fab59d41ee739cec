// App-wide context: server state. Translations need no provider: useTranslation() reads the one
// translator (lib/i18n). The router sits inside, so routes see both.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** Wraps the app (and each test render) in the TanStack Query provider. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
