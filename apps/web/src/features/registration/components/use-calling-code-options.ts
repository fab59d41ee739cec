// The calling-code choices from the countries list, with the built-in default until it arrives (or
// when it cannot be loaded), so the phone fields always work.
import type { Country } from '@wefe/contract';
import { useMemo } from 'react';
import { useLanguage } from '@/lib/i18n';
import { callingCodeOptions, defaultCallingCodeOption, type CallingCodeOption } from './calling-codes';

/** Every country with a calling code, or the default (+962) alone while none are loaded. */
export function useCallingCodeOptions(countries: readonly Country[] | undefined): CallingCodeOption[] {
  const language = useLanguage();
  return useMemo(() => {
    const options = callingCodeOptions(countries ?? []);
    return options.length > 0 ? options : [defaultCallingCodeOption(language)];
  }, [countries, language]);
}
