// Field errors from the contract's zod issues, worded in a language: the server answers a refused
// request with them and the web's forms check the same schemas before sending, so a reader sees the
// same sentence, beside the same field, whichever side caught the mistake.
import type { $ZodIssue } from 'zod/v4/core';
import type { Language } from './limits.ts';
import { apiMessages } from './messages/index.ts';
import type { FieldErrors } from './schemas/envelope.ts';

export type ApiMessageKey = keyof (typeof apiMessages)['en'];

/** The API message for a key in a language, with `{name}` placeholders filled. */
export function translateApiMessage(language: Language, key: ApiMessageKey, params?: Record<string, string | number>): string {
  const template = apiMessages[language][key] ?? apiMessages.en[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** True when a string is one of the API's message keys. */
export function isApiMessageKey(value: string): value is ApiMessageKey {
  return Object.hasOwn(apiMessages.en, value);
}

/**
 * An issue in our own words: its message key with its limits filled, or "required" for a missing
 * value; undefined for an issue only zod can word.
 */
export function wordContractIssue(issue: $ZodIssue, language: Language): string | undefined {
  if (isApiMessageKey(issue.message)) {
    const params: Record<string, number> = {};
    for (const name of ['minimum', 'maximum'] as const) {
      const value = (issue as unknown as Record<string, unknown>)[name];
      if (typeof value === 'number' || typeof value === 'bigint') params[name] = Number(value);
    }
    return translateApiMessage(language, issue.message, params);
  }
  if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined) return translateApiMessage(language, 'validation.required');
  return undefined;
}

/**
 * `{ field: [message] }` from zod issues: one message per field, the first the schema found (an empty
 * name is "required", not also "use letters only"), so a field never shows two sentences run together.
 * Unknown keys are reported per key; `wordOther` words the issues `wordContractIssue` cannot.
 */
export function issuesToFieldErrors(issues: readonly $ZodIssue[], language: Language, wordOther: (issue: $ZodIssue) => string): FieldErrors {
  // A Map: paths may hold client-sent names such as `toString` or `__proto__`.
  const errors = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    if (!errors.has(field)) errors.set(field, [message]);
  };
  for (const issue of issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, translateApiMessage(language, 'validation.unknown_field'));
      continue;
    }
    add(base || '_', wordContractIssue(issue, language) ?? wordOther(issue));
  }
  return Object.fromEntries(errors);
}
