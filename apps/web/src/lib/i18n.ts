// Interface language: one i18next instance is the single source of truth for the current language.
// localStorage (key `language`) remembers it across reloads, <html lang dir> follows it, React reads it
// through useLanguage(), and the API client sends it with every request.
// Each language's catalogue comes in two chunks (locales/catalogue-parts.ts): a reader downloads only
// the language they read, its first-paint part before the first render (main.tsx) and the rest with
// the first page beyond home; another language downloads when they switch to it.
import { DEFAULT_LANGUAGE, isRtl, LANGUAGES, toLanguage, type Language } from '@wefe/contract/constants';
import i18next, { type ParseKeys, type TFunction } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { AdminCatalogue } from '@/locales/admin';
import type { CataloguePart } from '@/locales/catalogue-parts';
import type en from '@/locales/en.json';
import { icuFormat } from './icu-format';

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
  .use(icuFormat)
  .use(initReactI18next)
  .init({
    // Catalogues arrive through addCatalogue; the language is known at once for the API client.
    resources: {},
    lng: readStoredLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

applyDocumentLanguage(getCurrentLanguage());
// Storage is not written here: every page load applies the language it read at start, which would
// overwrite a choice made meanwhile (in another tab, or while this page's texts downloaded).
i18n.on('languageChanged', (language) => applyDocumentLanguage(toLanguage(language) ?? DEFAULT_LANGUAGE));

/** The current interface language, for code outside React (the API client). */
export function getCurrentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}

type PartChunk = () => Promise<{ default: Record<string, unknown> }>;

// Written out in full so that the build sees, and splits off, each of the six parts.
const cataloguePartChunks: Record<Language, Record<CataloguePart, PartChunk>> = {
  en: { first: () => import('@/locales/en.json?part=first'), rest: () => import('@/locales/en.json?part=rest') },
  ar: { first: () => import('@/locales/ar.json?part=first'), rest: () => import('@/locales/ar.json?part=rest') },
  fr: { first: () => import('@/locales/fr.json?part=first'), rest: () => import('@/locales/fr.json?part=rest') },
};

/** Parts in this page, as `language:part`; a part being downloaded is in `partDownloads` only. */
const loadedParts = new Set<string>();
const partDownloads = new Map<string, Promise<void>>();
// Once a page beyond home has needed the rest, a language switch brings both parts.
let restNeeded = false;
let latestLanguageRequest: Language | undefined;

/** Adds a language's whole public catalogue (namespace `translation`); tests add all three at once. */
export function addCatalogue(language: Language, catalogue: unknown): void {
  i18n.addResourceBundle(language, 'translation', catalogue as object, true, true);
  loadedParts.add(`${language}:first`).add(`${language}:rest`);
}

function loadPart(language: Language, part: CataloguePart): Promise<void> {
  const key = `${language}:${part}`;
  if (loadedParts.has(key)) return Promise.resolve();
  let download = partDownloads.get(key);
  if (!download) {
    download = cataloguePartChunks[language][part]().then(
      (chunk) => {
        i18n.addResourceBundle(language, 'translation', chunk.default, true, true);
        loadedParts.add(key);
      },
      (error: unknown) => {
        // Offline for a moment: the next switch or page tries again.
        partDownloads.delete(key);
        throw error;
      },
    );
    partDownloads.set(key, download);
  }
  return download;
}

function missingParts(language: Language): CataloguePart[] {
  const needed: CataloguePart[] = restNeeded ? ['first', 'rest'] : ['first'];
  return needed.filter((part) => !loadedParts.has(`${language}:${part}`));
}

/**
 * Switches the interface language, first downloading the parts of its catalogue this page lacks;
 * <html lang dir> follows through the change event. With its parts here it switches at once.
 */
export async function changeLanguage(language: Language): Promise<void> {
  latestLanguageRequest = language;
  // Checked again after each wait: a page beyond home may have asked for the rest meanwhile.
  for (let missing = missingParts(language); missing.length > 0; missing = missingParts(language)) {
    await Promise.all(missing.map((part) => loadPart(language, part)));
  }
  // A quicker later switch (its catalogue already here) wins over this one's download.
  if (latestLanguageRequest === language) await i18n.changeLanguage(language);
}

/** The reader's choice of language: remembered across reloads at once, then switched to. */
export function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  return changeLanguage(language);
}

/** Loads the first-paint part of the reader's catalogue; main.tsx awaits it before the first render. */
export function loadReaderLanguage(): Promise<void> {
  return changeLanguage(getCurrentLanguage());
}

/** Loads the rest of the current language's catalogue; every page but home awaits it with its code. */
export function loadRestOfCatalogue(): Promise<void> {
  restNeeded = true;
  return loadPart(getCurrentLanguage(), 'rest');
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
