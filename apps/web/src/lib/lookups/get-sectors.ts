// GET /sectors: the sectors a news item or event concerns, named in the request language.
import { useQuery } from '@tanstack/react-query';
import type { Language, Sector } from '@wefe/contract';
import { useLanguage } from '@/lib/i18n';
import { lookupQueryOptions } from './lookup-query';

export const getSectorsQueryOptions = (language: Language) => lookupQueryOptions<Sector>('sectors', '/sectors', language);

/** The sectors in the current language. */
export function useSectors() {
  return useQuery(getSectorsQueryOptions(useLanguage()));
}
