// Interface language: one i18next instance is the single source of truth for the current language.
// localStorage (key `language`) remembers it across reloads, <html lang dir> follows it, React reads it
// through useLanguage(), and the API client sends it with every request.
import { DEFAULT_LANGUAGE, isRtl, LANGUAGES, toLanguage, type Language } from '@wefe/contract';
import i18next, { type ParseKeys, type TFunction } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next, useTranslation } from 'react-i18next';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import fr from '@/locales/fr.json';
import type { AdminCatalogue } from '@/locales/admin';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // English is the reference catalogue: a key missing from it is a type error everywhere.
    // The staff console's `admin` namespace is added when the console's code loads (locales/admin).
    resources: { translation: typeof en; admin: AdminCatalogue };
  }
}

/** Any key of the catalogues, e.g. 'header.menu.about'. */
export type MessageKey = ParseKeys<'translation'>;
export type { TFunction };

/** Adds the staff console's catalogues (namespace `admin`) once its code has loaded. */
export function addAdminCatalogues(catalogues: Record<Language, unknown>): void {
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, 'admin')) i18n.addResourceBundle(language, 'admin', catalogues[language] as object);
  }
}

export const LANGUAGE_STORAGE_KEY = 'language';

/** Each language named in itself, as a switcher shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', ar: 'العربية', fr: 'Français' };

/** The language saved in local storage, or the default when none (or an unknown one) is saved. */
export function readStoredLanguage(): Language {
  try {
    return toLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)) ?? DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (privacy settings); the hub still works in the default language.
    return DEFAULT_LANGUAGE;
  }
}

function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered across reloads, but the switch itself still applies.
  }
}

/** Sets <html lang> and <html dir> for a language: Arabic turns the whole page right to left. */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = isRtl(language) ? 'rtl' : 'ltr';
}

export const i18n = i18next.createInstance();

void i18n
  .use(ICU)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en }, ar: { translation: ar }, fr: { translation: fr } },
    lng: readStoredLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // The catalogues are bundled, so initialising synchronously lets the first render be translated.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

applyDocumentLanguage(getCurrentLanguage());
i18n.on('languageChanged', (language) => {
  const supported = toLanguage(language) ?? DEFAULT_LANGUAGE;
  storeLanguage(supported);
  applyDocumentLanguage(supported);
});

/** The current interface language, for code outside React (the API client). */
export function getCurrentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}

/** Switches the interface language; storage and <html lang dir> follow through the change event. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
}

/**
 * The current interface language; components re-render when it changes.
 *
 * Convention for server data: the API answers in the request's language, so every TanStack Query key
 * for server data carries the language right after the resource name, e.g.
 * `useQuery({ queryKey: ['stories', language, filters], queryFn: ... })`. A language switch then
 * changes the key and the list refetches, while `invalidateQueries({ queryKey: ['stories'] })` still
 * reaches every language.
 */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return toLanguage(instance.resolvedLanguage ?? instance.language) ?? DEFAULT_LANGUAGE;
}
