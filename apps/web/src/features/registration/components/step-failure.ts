// How a failed step shows (spec part 1, section 8): the registration's error text in a box, and the
// server's field errors next to their fields; errors of fields the step does not show join the box.
import type { FieldErrors } from '@wefe/contract';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import type { TFunction } from '@/lib/i18n';

export interface StepFailure {
  message: string;
  fieldErrors: FieldErrors;
  /** Messages of fields that are not on the step, to list in the box. */
  otherMessages: string[];
}

/** Splits a failed call into the box text, the errors of `shownFields` and the rest. */
export function describeStepFailure(error: unknown, t: TFunction, shownFields: readonly string[]): StepFailure {
  const fieldErrors: FieldErrors = {};
  const otherMessages: string[] = [];
  if (isApiError(error) && error.errors) {
    for (const [field, messages] of Object.entries(error.errors)) {
      if (shownFields.includes(field)) fieldErrors[field] = messages;
      else otherMessages.push(...messages);
    }
  }
  return { message: apiErrorMessage(error, t), fieldErrors, otherMessages };
}
