// GET /publication-types: the types of the add and edit forms and the list's type filter, named in the
// request language. When the call fails (or the list is empty) the spec's fallback list is used:
// Report, Brief, Policy Note, Dataset, plus Research Paper, Journal Article, Book and Conference Paper
// on the edit form, with the ids the server seeds them under.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, NamedLookup } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { type MessageKey, useLanguage, useTranslation } from '@/lib/i18n';

/** Fetches the publication types. */
export async function getPublicationTypes(signal?: AbortSignal): Promise<NamedLookup[]> {
  const answer = await apiClient.get<ApiAnswer<NamedLookup[]>>('/publication-types', { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

export const getPublicationTypesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['publication-types', language],
    queryFn: ({ signal }) => getPublicationTypes(signal),
    staleTime: Infinity,
  });

interface FallbackType {
  id: number;
  slug: string;
  labelKey: MessageKey;
  /** Only the edit form offers it (spec part 1, section 9). */
  editOnly?: boolean;
}

export const FALLBACK_PUBLICATION_TYPES: readonly FallbackType[] = [
  { id: 1, slug: 'report', labelKey: 'publications.fallback_types.report' },
  { id: 2, slug: 'brief', labelKey: 'publications.fallback_types.brief' },
  { id: 3, slug: 'policy-note', labelKey: 'publications.fallback_types.policy_note' },
  { id: 4, slug: 'dataset', labelKey: 'publications.fallback_types.dataset' },
  { id: 5, slug: 'research-paper', labelKey: 'publications.fallback_types.research_paper', editOnly: true },
  { id: 6, slug: 'journal-article', labelKey: 'publications.fallback_types.journal_article', editOnly: true },
  { id: 7, slug: 'book', labelKey: 'publications.fallback_types.book', editOnly: true },
  { id: 8, slug: 'conference-paper', labelKey: 'publications.fallback_types.conference_paper', editOnly: true },
];

export interface PublicationTypes {
  types: NamedLookup[];
  isPending: boolean;
  /** True when the list is the built-in fallback because the server's could not be loaded. */
  isFallback: boolean;
}

/** The publication types in the current language, or the fallback list ('edit' adds the four more). */
export function usePublicationTypes(form: 'add' | 'edit' = 'add'): PublicationTypes {
  const { t } = useTranslation();
  const query = useQuery(getPublicationTypesQueryOptions(useLanguage()));
  if (query.isPending) return { types: [], isPending: true, isFallback: false };
  if (query.isSuccess && query.data.length > 0) return { types: query.data, isPending: false, isFallback: false };
  const types = FALLBACK_PUBLICATION_TYPES.filter((type) => form === 'edit' || !type.editOnly).map(({ id, slug, labelKey }) => ({ id, slug, name: t(labelKey) }));
  return { types, isPending: false, isFallback: true };
}
