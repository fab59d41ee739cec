// A form's values checked against the contract's zod schema before sending: the same rules and the
// same sentences as the server's answer, for every field at once (ADR 034).
import { issuesToFieldErrors, translateApiMessage, type FieldErrors, type Language } from '@wefe/contract';
import { safeParse, type $ZodType } from 'zod/v4/core';

/** The field errors `input` would get from the server (one message per field), or null when it passes. */
export function contractFieldErrors(schema: $ZodType, input: unknown, language: Language): FieldErrors | null {
  const result = safeParse(schema, input);
  if (result.success) return null;
  return issuesToFieldErrors(result.error.issues, language, () => translateApiMessage(language, 'validation.invalid'));
}
