// The API's message catalogues, keyed by language.
import type { Language } from '../limits.ts';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';

/** Every API message in every language; the `en` keys are the source of truth. */
export const apiMessages: Record<Language, Record<keyof typeof en, string>> = { en, ar, fr };
