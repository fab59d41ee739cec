// Interface language: one translator (lib/translator.ts) is the single source of truth for the current
// language. localStorage (key `language`) remembers it across reloads, <html lang dir> follows it, React
// reads it through useTranslation() and useLanguage(), and the API client sends it with every request.
// Each language's catalogue comes in two chunks (locales/catalogue-parts.ts): a reader downloads only
// the language they read, its first-paint part before the first render (start.tsx) and the rest with
// the first page beyond home; another language downloads when they switch to it.
import { DEFAULT_LANGUAGE, isRtl, LANGUAGE_COOKIE, LANGUAGES, toLanguage, type Language } from '@wefe/contract/constants';
import { useMemo, useSyncExternalStore } from 'react';
import type { AdminCatalogue } from '@/locales/admin';
import type { CataloguePart } from '@/locales/catalogue-parts';
import type en from '@/locales/en.json';
import { getCookie, setPreferenceCookie } from './cookies';
import { EMBED_PREFIX } from './paths';
import { Translator, type TranslateOptions } from './translator';

// Every dotted path to a text of a catalogue, e.g. 'header.menu.about'.
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

// English is the reference catalogue: a key missing from it is a type error everywhere. The staff
// console's `admin` namespace is added when the console's code loads (locales/admin).
interface NamespaceKeys {
  translation: KeysOf<typeof en>;
  admin: KeysOf<AdminCatalogue>;
}

/** A catalogue's namespace: the public texts, or the staff console's. */
export type Namespace = keyof NamespaceKeys;

/** Any key of the public catalogue, e.g. 'header.menu.about'. */
export type MessageKey = NamespaceKeys['translation'];

/** Translates a key of a namespace, with the values its message names (and `defaultValue`, `lng`). */
export type TFunction<N extends Namespace = 'translation'> = (key: NamespaceKeys[N], options?: TranslateOptions) => string;

export const LANGUAGE_STORAGE_KEY = 'language';

const translator = new Translator({ language: readStoredLanguage(), fallbackLanguage: DEFAULT_LANGUAGE, defaultNamespace: 'translation' });

function fixedT<N extends Namespace>(language: Language, namespace: N): TFunction<N> {
  return (key, options) => translator.translate(key, options, namespace, language);
}

/** The translator as the app and its tests use it, with the catalogue keys typed. */
export const i18n = {
  /** The current interface language. */
  get language(): Language {
    return toLanguage(translator.language) ?? DEFAULT_LANGUAGE;
  },
  /** A public text in the current language (or the `lng` option's). */
  t: ((key, options) => translator.translate(key, options)) as TFunction,
  /** A translate function fixed to a language and namespace, whatever the current language. */
  getFixedT: <N extends Namespace>(language: Language, namespace: N): TFunction<N> => fixedT(language, namespace),
  /** Switches at once to a language whose catalogue is here; the app calls changeLanguage() below. */
  changeLanguage: (language: Language): void => translator.changeLanguage(language),
  /** Whether the current language (or English) has a key in a namespace. */
  exists: (key: string, namespace: Namespace = 'translation'): boolean => translator.exists(key, namespace),
  addResourceBundle: (language: Language, namespace: Namespace, catalogue: object): void =>
    translator.addResourceBundle(language, namespace, catalogue as Record<string, unknown>),
  hasResourceBundle: (language: Language, namespace: Namespace): boolean => translator.hasResourceBundle(language, namespace),
  removeResourceBundle: (language: Language, namespace: Namespace): void => translator.removeResourceBundle(language, namespace),
  /** Collects keys no catalogue holds while set (the first-paint texts test). */
  set onMissingKey(handler: ((language: string, namespace: string, key: string) => void) | undefined) {
    translator.onMissingKey = handler;
  },
};

/** Adds the staff console's catalogues (namespace `admin`) once its code has loaded. */
export function addAdminCatalogues(catalogues: Record<Language, unknown>): void {
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, 'admin')) i18n.addResourceBundle(language, 'admin', catalogues[language] as object);
  }
}

/** Each language named in itself, as a switcher shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', ar: 'العربية', fr: 'Français' };

/**
 * The language an embed address names (`/embed/…?lang=ar`), else undefined. A chart framed on another
 * site shows the language its snippet chose: the frame cannot read the reader's saved choice (browsers
 * keep a framed site's storage apart), and the snippet's author picked the language of their page.
 */
export function embedLanguage(location: Pick<Location, 'pathname' | 'search'>): Language | undefined {
  if (!location.pathname.startsWith(EMBED_PREFIX)) return undefined;
  return toLanguage(new URLSearchParams(location.search).get('lang')) ?? undefined;
}

/**
 * The language saved in local storage, or the default when none (or an unknown one) is saved. An embed
 * address's `lang` wins for that frame alone; any other address's `lang` (`/wefe-stories/7?lang=ar`,
 * the address of a page in one language that sitemaps and shared links carry, issue 30) becomes the
 * reader's choice, as a switch would make it, and leaves the address: a later switch is not undone
 * by a reload.
 */
export function readStoredLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  const embedded = embedLanguage(window.location);
  if (embedded) return embedded;
  const named = adoptAddressLanguage();
  if (named) return named;
  try {
    return toLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)) ?? DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (privacy settings); the hub still works in the default language.
    return DEFAULT_LANGUAGE;
  }
}

/** An address's `lang`, stored as the reader's choice and taken out of the address, or undefined. */
function adoptAddressLanguage(): Language | undefined {
  const url = new URL(window.location.href);
  const named = toLanguage(url.searchParams.get('lang'));
  if (!named) return undefined;
  storeLanguage(named);
  url.searchParams.delete('lang');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return named;
}

function storeLanguage(language: Language): void {
  // The cookie only tells the server which texts to preload with the next page (its hint, not the
  // choice): local storage stays the source of truth.
  setPreferenceCookie(LANGUAGE_COOKIE, language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered across reloads, but the switch itself still applies.
  }
}

/** Sets <html lang> and <html dir> for a language: Arabic turns the whole page right to left. */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  // Unchanged on a page the server rendered: writing them anyway makes the browser restyle the whole
  // page (70-100 ms of a slow phone's main thread at start).
  if (root.lang !== language) root.lang = language;
  if (root.dir !== dir) root.dir = dir;
}

// The server renders pages too (entry-server.tsx): there is no document, and each render names its language.
if (typeof document !== 'undefined') {
  applyDocumentLanguage(getCurrentLanguage());
  // Storage is not written here: every page load applies the language it read at start, which would
  // overwrite a choice made meanwhile (in another tab, or while this page's texts downloaded). The
  // server's hint follows it when missing or different (a choice made before the hub set it, or written
  // by hand), so the server renders the next page in the reader's language.
  // An embed's language is its address's, not the reader's choice: the hint stays as the reader left it.
  if (!embedLanguage(window.location) && getCookie(LANGUAGE_COOKIE) !== getCurrentLanguage()) setPreferenceCookie(LANGUAGE_COOKIE, getCurrentLanguage());
  translator.onLanguageChanged((language) => applyDocumentLanguage(toLanguage(language) ?? DEFAULT_LANGUAGE));
}

/** The current interface language, for code outside React (the API client). */
export function getCurrentLanguage(): Language {
  return i18n.language;
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
  i18n.addResourceBundle(language, 'translation', catalogue as object);
  loadedParts.add(`${language}:first`).add(`${language}:rest`);
}

function loadPart(language: Language, part: CataloguePart): Promise<void> {
  const key = `${language}:${part}`;
  if (loadedParts.has(key)) return Promise.resolve();
  let download = partDownloads.get(key);
  if (!download) {
    download = cataloguePartChunks[language][part]().then(
      (chunk) => {
        i18n.addResourceBundle(language, 'translation', chunk.default);
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
  if (latestLanguageRequest === language) i18n.changeLanguage(language);
}

/** The reader's choice of language: remembered across reloads at once, then switched to. */
export function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  return changeLanguage(language);
}

/** Loads the first-paint part of the reader's catalogue; start.tsx awaits it before the first render. */
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
  return toLanguage(useSyncExternalStore(subscribeToLanguage, currentTranslatorLanguage, currentTranslatorLanguage)) ?? DEFAULT_LANGUAGE;
}

const subscribeToLanguage = (onChange: () => void) => translator.onLanguageChanged(onChange);
const currentTranslatorLanguage = () => translator.language;

/**
 * The translate function of a namespace in the current language, and the translator. The component
 * re-renders when the language changes, and `t` is then a new function (so effects that use it rerun).
 */
export function useTranslation<N extends Namespace = 'translation'>(namespace?: N): { t: TFunction<N>; i18n: typeof i18n } {
  const language = useLanguage();
  const ns = namespace ?? ('translation' as N);
  const t = useMemo(() => fixedT(language, ns), [language, ns]);
  return { t, i18n };
}
