// Query keys of the reference lists, the console's and the public ones a change makes stale.
import type { Language, ReferenceListKey } from '@wefe/contract';
import type { QueryClient } from '@tanstack/react-query';

/** The console's queries: every list's summary and each list's entries. */
export const referenceListKeys = {
  all: ['admin-reference-lists'] as const,
  summary: (language: Language) => ['admin-reference-lists', language, 'summary'] as const,
  entries: (language: Language, list: ReferenceListKey) => ['admin-reference-lists', language, 'entries', list] as const,
};

// The public pages cache these lists for the whole visit (lib/lookups, the story filters), so a change
// made here must reach them without a reload. Their key names are theirs; they are repeated here because
// a console section may not import the features that own them.
const PUBLIC_KEYS: Record<ReferenceListKey, readonly string[]> = {
  'organization-types': ['organization-types'],
  'education-levels': ['education-levels'],
  'publication-types': ['publication-types'],
  sectors: ['sectors', 'sectors-interactive-maps', 'story-filters'],
  'institution-categories': ['institution-categories'],
};

/** Marks the console's lists and the public copies of `list` stale after a change. */
export async function invalidateReferenceList(queryClient: QueryClient, list: ReferenceListKey): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: referenceListKeys.all }),
    ...PUBLIC_KEYS[list].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  ]);
}
