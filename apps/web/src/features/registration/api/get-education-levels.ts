// GET /register/education-levels: the education levels of the additional-information step.
import { useQuery } from '@tanstack/react-query';
import type { Language, NamedLookup } from '@wefe/contract';
import { useLanguage } from '@/lib/i18n';
import { lookupQueryOptions } from '@/lib/lookups/lookup-query';

export const getEducationLevelsQueryOptions = (language: Language) =>
  lookupQueryOptions<NamedLookup>('education-levels', '/register/education-levels', language);

/** The education levels in the current language. */
export function useEducationLevels() {
  return useQuery(getEducationLevelsQueryOptions(useLanguage()));
}
