// Request validation with the contract's zod schemas, worded in the request's language.
import type { FieldErrors } from '@wefe/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import type { Language } from '@wefe/contract';
import { isMessageKey, translate } from './i18n.ts';

/** Thrown by the validator; the error plugin answers it with 422 and field messages. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  validationContext?: string;
  constructor(readonly issues: readonly $ZodIssue[]) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}

/**
 * Fastify's validator for zod schemas. The input is kept on each issue only so that zod's
 * locales can word "expected a number, received text"; it never reaches an answer or a log.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { reportInput: true });
    const nulBytes = nulByteIssues(data);
    if (result.success && nulBytes.length === 0) return { value: result.data };
    return { error: new RequestValidationError([...(result.success ? [] : result.error.issues), ...nulBytes]) };
  };

/**
 * An issue for each text or key of the input holding U+0000, which PostgreSQL text cannot store: such
 * input is refused with a field message, whatever field it is in, instead of failing in the database.
 */
export function nulByteIssues(data: unknown): $ZodIssue[] {
  const issues: $ZodIssue[] = [];
  // Iterative, with parent links: a JSON body may nest thousands of levels.
  type Node = { value: unknown; key?: string; parent?: Node };
  const pathOf = (node: Node) => {
    const path: string[] = [];
    for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) path.unshift(at.key);
    return path;
  };
  const pending: Node[] = [{ value: data }];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const { value } = node;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) issues.push({ code: 'custom', path: pathOf(node), message: 'validation.invalid_text', input: undefined });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) issues.push({ code: 'custom', path: pathOf(node), message: 'validation.invalid_text', input: undefined });
        pending.push({ value: child, key, parent: node });
      }
    }
  }
  return issues;
}

const zodLocales = { en: z.locales.en(), ar: z.locales.ar(), fr: z.locales.fr() } as const;

/** One issue as a sentence in the language; our own message keys win over zod's wording. */
export function wordIssue(issue: $ZodIssue, language: Language): string {
  if (isMessageKey(issue.message)) {
    const params: Record<string, string | number> = {};
    for (const name of ['minimum', 'maximum'] as const) {
      const value = (issue as unknown as Record<string, unknown>)[name];
      if (typeof value === 'number' || typeof value === 'bigint') params[name] = Number(value);
    }
    return translate(language, issue.message, params);
  }
  if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined) {
    return translate(language, 'validation.required');
  }
  const worded = zodLocales[language].localeError?.(issue as never);
  const text = typeof worded === 'string' ? worded : worded?.message;
  return text ?? translate(language, 'validation.invalid');
}

/** Field errors `{ field: [messages] }` from zod issues; unknown keys are reported per key. */
export function issuesToFieldErrors(issues: readonly $ZodIssue[], language: Language): FieldErrors {
  // A Map: paths may hold client-sent names such as `toString` or `__proto__`.
  const errors = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const list = errors.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    errors.set(field, list);
  };
  for (const issue of issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, translate(language, 'validation.unknown_field'));
      continue;
    }
    add(base || '_', wordIssue(issue, language));
  }
  return Object.fromEntries(errors);
}
