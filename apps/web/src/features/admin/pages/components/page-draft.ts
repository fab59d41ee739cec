// The managed-page form's logic, apart from React: the draft (title and paragraphs per language),
// its edits (add, remove, move, change), what is sent, whether anything changed, the server's field
// errors sorted by language and position, and what the preview shows of the server's answer.
import { LANGUAGES, type FieldErrors, type Language, type ManagedPage, type ManagedPageInput } from '@wefe/contract';
import { cleanEditorHtml } from './editor-commands';

/** One paragraph being edited; `key` keeps React's editors attached to it when paragraphs move. */
export interface ParagraphDraft {
  key: string;
  html: string;
}

export interface PageDraft {
  title: Record<Language, string>;
  paragraphs: Record<Language, ParagraphDraft[]>;
}

export type DraftAction =
  | { type: 'title'; language: Language; value: string }
  | { type: 'paragraph'; language: Language; index: number; html: string }
  | { type: 'add'; language: Language }
  | { type: 'remove'; language: Language; index: number }
  | { type: 'move'; language: Language; index: number; by: -1 | 1 }
  | { type: 'reset'; draft: PageDraft };

let nextKey = 0;
const newParagraph = (html = ''): ParagraphDraft => ({ key: `paragraph-${(nextKey += 1)}`, html });

const perLanguage = <T>(make: (language: Language) => T) => Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, T>;

/** The draft of a page as the server stored it. */
export function draftFromPage(page: Pick<ManagedPage, 'title' | 'paragraphs'>): PageDraft {
  return {
    title: perLanguage((language) => page.title[language]),
    paragraphs: perLanguage((language) => page.paragraphs[language].map((html) => newParagraph(html))),
  };
}

/** The body of PUT and preview: every language, titles trimmed, each paragraph's HTML tidied. */
export function draftToInput(draft: PageDraft): ManagedPageInput {
  return {
    title: perLanguage((language) => draft.title[language].trim()),
    paragraphs: perLanguage((language) => draft.paragraphs[language].map((paragraph) => cleanEditorHtml(paragraph.html))),
  };
}

/** True when the two drafts would send the same content. */
export function sameContent(a: PageDraft, b: PageDraft): boolean {
  return JSON.stringify(draftToInput(a)) === JSON.stringify(draftToInput(b));
}

const withList = (draft: PageDraft, language: Language, list: ParagraphDraft[]): PageDraft => ({ ...draft, paragraphs: { ...draft.paragraphs, [language]: list } });

/** The draft after one edit. */
export function draftReducer(draft: PageDraft, action: DraftAction): PageDraft {
  if (action.type === 'reset') return action.draft;
  if (action.type === 'title') return { ...draft, title: { ...draft.title, [action.language]: action.value } };
  const list = draft.paragraphs[action.language];
  switch (action.type) {
    case 'paragraph':
      return withList(draft, action.language, list.map((p, n) => (n === action.index ? { ...p, html: action.html } : p)));
    case 'add':
      return withList(draft, action.language, [...list, newParagraph()]);
    case 'remove':
      return withList(draft, action.language, list.filter((_, n) => n !== action.index));
    case 'move': {
      const target = action.index + action.by;
      if (target < 0 || target >= list.length) return draft;
      const moved = [...list];
      [moved[action.index], moved[target]] = [moved[target]!, moved[action.index]!];
      return withList(draft, action.language, moved);
    }
  }
}

/** The server's field errors (`title.ar`, `paragraphs.fr.2`, `paragraphs.en`) placed where the form shows them. */
export interface DraftErrors {
  title: Partial<Record<Language, string[]>>;
  /** Errors of the language's whole list (too many paragraphs). */
  list: Partial<Record<Language, string[]>>;
  /** Errors of one paragraph, by its position in the list sent. */
  paragraph: Partial<Record<Language, Record<number, string[]>>>;
  /** Anything the form has no place for. */
  other: string[];
}

const isLanguage = (value: string | undefined): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '');

/** Sorts field errors by where they belong in the form. */
export function placeErrors(errors: FieldErrors | undefined): DraftErrors {
  const placed: DraftErrors = { title: {}, list: {}, paragraph: {}, other: [] };
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const [group, language, index, ...rest] = field.split('.');
    if (group === 'title' && isLanguage(language) && index === undefined) placed.title[language] = [...(placed.title[language] ?? []), ...messages];
    else if (group === 'paragraphs' && isLanguage(language) && index === undefined) placed.list[language] = [...(placed.list[language] ?? []), ...messages];
    else if (group === 'paragraphs' && isLanguage(language) && /^\d+$/.test(index ?? '') && rest.length === 0) {
      const byIndex = (placed.paragraph[language] ??= {});
      byIndex[Number(index)] = [...(byIndex[Number(index)] ?? []), ...messages];
    } else placed.other.push(...messages);
  }
  return placed;
}

/** True when the language's tab has an error to show. */
export function languageHasErrors(errors: DraftErrors, language: Language): boolean {
  return Boolean(errors.title[language]?.length || errors.list[language]?.length || Object.keys(errors.paragraph[language] ?? {}).length);
}
