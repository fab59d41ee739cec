// What a page module exports to start its API calls before its first render: `app/router.tsx` runs it
// as soon as the page's code is in. The browser does not wait for it; the server's render does, so the
// page arrives with its answers (entry-server.tsx, apps/web/README.md).
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Language } from '@wefe/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { getCurrentLanguage } from '@/lib/i18n';

/** A page's prefetch: starts the queries its first render needs, in the reader's language. */
export type PagePrefetch = (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;

/** The prefetch of a detail page at `…/:id`: its one item, with the query options its hook uses. */
export function prefetchItemById<T, K extends QueryKey>(options: (language: Language, id: string) => FetchQueryOptions<T, Error, T, K>): PagePrefetch {
  return (queryClient, { params }) => queryClient.prefetchQuery(options(getCurrentLanguage(), params.id ?? ''));
}
