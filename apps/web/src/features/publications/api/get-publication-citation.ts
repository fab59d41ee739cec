// GET /publications/{id}/citation: the publication cited in APA style; BibTeX and RIS are files at
// citation.bib and citation.ris beside it (links, not calls).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE_URL, apiClient, type ApiAnswer } from '@/lib/api-client';

/** The address of a publication's citation file for reference managers. */
export const citationFileHref = (id: number, extension: 'bib' | 'ris') => `${API_BASE_URL}/publications/${id}/citation.${extension}`;

/** Fetches the APA citation text. */
export async function getPublicationCitation(id: number, signal?: AbortSignal): Promise<string> {
  const answer = await apiClient.get<ApiAnswer<{ format: 'apa'; text: string }>>(`/publications/${id}/citation`, { signal });
  return answer.data.text;
}

/** The APA citation of a publication (the same in every language: APA's own wording). */
export function usePublicationCitation(id: number) {
  return useQuery(queryOptions({ queryKey: ['publications', 'citation', id], queryFn: ({ signal }) => getPublicationCitation(id, signal) }));
}
