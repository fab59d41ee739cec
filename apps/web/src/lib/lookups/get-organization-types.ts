// GET /register/organization-types: the kinds of organization (the registration's career step, the
// news and events forms), named in the request language.
import { useQuery } from '@tanstack/react-query';
import type { Language, NamedLookup } from '@wefe/contract';
import { useLanguage } from '@/lib/i18n';
import { lookupQueryOptions } from './lookup-query';

export const getOrganizationTypesQueryOptions = (language: Language) =>
  lookupQueryOptions<NamedLookup>('organization-types', '/register/organization-types', language);

/** The organization types in the current language. */
export function useOrganizationTypes() {
  return useQuery(getOrganizationTypesQueryOptions(useLanguage()));
}
