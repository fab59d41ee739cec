// Request validation with the contract's zod schemas, worded in the request's language.
import { issuesToFieldErrors as contractFieldErrors, wordContractIssue, type FieldErrors } from '@wefe/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import type { Language } from '@wefe/contract';
import { translate } from './i18n.ts';

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
  const ours = wordContractIssue(issue, language);
  if (ours !== undefined) return ours;
  const worded = zodLocales[language].localeError?.(issue as never);
  const text = typeof worded === 'string' ? worded : worded?.message;
  return text ?? translate(language, 'validation.invalid');
}

/** Field errors `{ field: [message] }` from zod issues, one message per field (the contract's rule). */
export function issuesToFieldErrors(issues: readonly $ZodIssue[], language: Language): FieldErrors {
  return contractFieldErrors(issues, language, (issue) => wordIssue(issue, language));
}
