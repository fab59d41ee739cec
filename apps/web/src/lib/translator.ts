// The hub's own translation engine: nested catalogues per language and namespace, looked up by dotted
// key, falling back to English, and formatted as ICU messages (icu-format.ts). It does what the hub
// used of i18next in a twentieth of its size, which the first page downloads before it can render
// (docs/decisions/024-own-translator.md). React binds to it in lib/i18n.ts.
import { formatMessage } from './icu-format';

type Catalogue = { [key: string]: unknown };

/** Values for a message's arguments, plus the lookup's own options. */
export interface TranslateOptions {
  readonly [value: string]: unknown;
  /** Shown (formatted) when no catalogue has the key; without it the key itself is shown. */
  readonly defaultValue?: string;
  /** Translates into this language instead of the current one. */
  readonly lng?: string;
}

type Listener = (language: string) => void;

function isCatalogue(value: unknown): value is Catalogue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeInto(target: Catalogue, source: Catalogue): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isCatalogue(value) && isCatalogue(existing)) mergeInto(existing, value);
    else target[key] = isCatalogue(value) ? structuredClone(value) : value;
  }
}

/** Translations in several languages and namespaces, with one current language. */
export class Translator {
  #language: string;
  readonly #fallbackLanguage: string;
  readonly #defaultNamespace: string;
  readonly #bundles = new Map<string, Catalogue>();
  readonly #listeners = new Set<Listener>();
  /** Told of every key no catalogue holds (the first-paint texts test collects them). */
  onMissingKey: ((language: string, namespace: string, key: string) => void) | undefined;

  constructor({ language, fallbackLanguage, defaultNamespace }: { language: string; fallbackLanguage: string; defaultNamespace: string }) {
    this.#language = language;
    this.#fallbackLanguage = fallbackLanguage;
    this.#defaultNamespace = defaultNamespace;
  }

  /** The current language. */
  get language(): string {
    return this.#language;
  }

  /** Switches the current language and tells the listeners; switching to the current one does nothing. */
  changeLanguage(language: string): void {
    if (language === this.#language) return;
    this.#language = language;
    for (const listener of [...this.#listeners]) listener(language);
  }

  /** Calls `listener` after every language change; returns the function that stops it. */
  onLanguageChanged(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Adds texts to a language's namespace, merged into those already there (later texts win). */
  addResourceBundle(language: string, namespace: string, catalogue: Catalogue): void {
    const key = `${language}:${namespace}`;
    const bundle = this.#bundles.get(key) ?? {};
    mergeInto(bundle, catalogue);
    this.#bundles.set(key, bundle);
  }

  /** Whether a language's namespace has any texts. */
  hasResourceBundle(language: string, namespace: string): boolean {
    return this.#bundles.has(`${language}:${namespace}`);
  }

  /** Forgets a language's namespace. */
  removeResourceBundle(language: string, namespace: string): void {
    this.#bundles.delete(`${language}:${namespace}`);
  }

  // The message and the language it was found in: the asked language first, then the fallback.
  #find(key: string, namespace: string, language: string): [message: string, language: string] | undefined {
    const languages = language === this.#fallbackLanguage ? [language] : [language, this.#fallbackLanguage];
    for (const candidate of languages) {
      let node: unknown = this.#bundles.get(`${candidate}:${namespace}`);
      for (const part of key.split('.')) node = isCatalogue(node) ? node[part] : undefined;
      if (typeof node === 'string') return [node, candidate];
    }
    return undefined;
  }

  /** Whether a namespace of the current language (or the fallback) has the key. */
  exists(key: string, namespace = this.#defaultNamespace): boolean {
    return this.#find(key, namespace, this.#language) !== undefined;
  }

  /**
   * A message formatted with `options` as its values. A missing key shows `defaultValue`, or the key;
   * a message that cannot be formatted (a value missing) shows as written rather than failing the page.
   */
  translate(key: string, options: TranslateOptions = {}, namespace = this.#defaultNamespace, language = this.#language): string {
    const asked = options.lng ?? language;
    const found = this.#find(key, namespace, asked);
    if (!found) this.onMissingKey?.(asked, namespace, key);
    const [message, locale] = found ?? [options.defaultValue ?? key, asked];
    try {
      return formatMessage(message, locale, options);
    } catch {
      return message;
    }
  }
}
