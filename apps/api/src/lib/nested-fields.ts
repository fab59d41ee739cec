// Multipart forms name list rows `partners[0][sector]` and indexed values `links[2]`; readMultipart
// keeps such names as raw keys. nestFields turns them into lists a contract schema can read.
import type { $ZodIssue } from 'zod/v4/core';
import { RequestValidationError } from './validation.ts';

/** Indexes from 0 to 99: a list no form of the hub needs longer, and `rows[999999999]` allocates nothing. */
export const MAX_FIELD_INDEX = 99;

/** Names that would reach an object's prototype if a later step assigned them naively. */
const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

const INDEXED = /^([^[\]]+)\[(\d+)\](?:\[([^[\]]+)\])?$/;

type Value = string | string[];

/**
 * Nests indexed field names: `partners[0][sector]` and `partners[1][organization]` become
 * `partners: [{ sector }, { organization }]`, and `links[0]`, `links[2]` become `links: [a, '', c]`.
 * Lists follow the index order and keep positions: a row missing from the middle is `undefined`, an
 * indexed value missing from the middle is ''. Other names pass unchanged (`donor` from `donor[]` is
 * already a list). Throws a RequestValidationError (422) for an index above MAX_FIELD_INDEX, a
 * prototype name, or a name used both plainly and with an index.
 */
export function nestFields(fields: Readonly<Record<string, Value>>): Record<string, unknown> {
  const issues: $ZodIssue[] = [];
  const plain = new Map<string, Value>();
  const rows = new Map<string, Map<number, Map<string, Value>>>();
  const values = new Map<string, Map<number, Value>>();

  const refuse = (path: PropertyKey[], message: string) => issues.push({ code: 'custom', path, message, input: undefined });

  for (const [name, value] of Object.entries(fields)) {
    const match = INDEXED.exec(name);
    if (!match) {
      if (FORBIDDEN_NAMES.has(name)) refuse([name], 'validation.unknown_field');
      else plain.set(name, value);
      continue;
    }
    const [, base = '', digits = '', key] = match;
    if (FORBIDDEN_NAMES.has(base) || (key !== undefined && FORBIDDEN_NAMES.has(key))) {
      refuse([base], 'validation.unknown_field');
      continue;
    }
    // Compared as text first: a number of a thousand digits never becomes a Number.
    const index = digits.length <= 2 ? Number(digits) : Number.POSITIVE_INFINITY;
    if (index > MAX_FIELD_INDEX) {
      issues.push({ code: 'too_big', origin: 'array', maximum: MAX_FIELD_INDEX + 1, inclusive: true, path: [base], message: 'validation.too_many', input: undefined });
      continue;
    }
    if (key === undefined) {
      const list = values.get(base) ?? new Map<number, Value>();
      list.set(index, value);
      values.set(base, list);
    } else {
      const list = rows.get(base) ?? new Map<number, Map<string, Value>>();
      const row = list.get(index) ?? new Map<string, Value>();
      row.set(key, value);
      list.set(index, row);
      rows.set(base, list);
    }
  }

  for (const base of new Set([...rows.keys(), ...values.keys()])) {
    if (plain.has(base) || (rows.has(base) && values.has(base))) refuse([base], 'validation.invalid');
  }
  if (issues.length) throw new RequestValidationError(issues);

  const out: Record<string, unknown> = Object.fromEntries(plain);
  const length = (indexes: Iterable<number>) => Math.max(...indexes) + 1;
  for (const [base, list] of rows) {
    out[base] = Array.from({ length: length(list.keys()) }, (_, i) => {
      const row = list.get(i);
      return row ? Object.fromEntries(row) : undefined;
    });
  }
  for (const [base, list] of values) {
    out[base] = Array.from({ length: length(list.keys()) }, (_, i) => list.get(i) ?? '');
  }
  return out;
}
