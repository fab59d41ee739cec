// GET /institution-categories: the kinds of institution an event partner is, named in the request language.
import { useQuery } from '@tanstack/react-query';
import type { Language, NamedLookup } from '@wefe/contract';
import { useLanguage } from '@/lib/i18n';
import { lookupQueryOptions } from './lookup-query';

export const getInstitutionCategoriesQueryOptions = (language: Language) =>
  lookupQueryOptions<NamedLookup>('institution-categories', '/institution-categories', language);

/** The institution categories in the current language. */
export function useInstitutionCategories() {
  return useQuery(getInstitutionCategoriesQueryOptions(useLanguage()));
}
