// What a wizard step says when it is refused, shared by both wizards: the failure shown above and
// beside the fields, focus on the first invalid field, and the check before sending with the route's
// own contract schema (decision 034).
import type { FieldErrors } from '@wefe/contract';
import { useState } from 'react';
import { useFocusFirstError } from '@/components/ui/use-focus-first-error';
import { contractFieldErrors } from '@/lib/contract-check';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { describeStepFailure, fieldsFailure, type StepFailure } from './step-failure';

/** The step's failure, the form's ref for focus, and the two ways a step is refused. */
export function useStepFailure() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { formRef, reportFailure } = useFocusFirstError();
  const [failure, setFailure] = useState<StepFailure | null>(null);

  /** A refused call: its messages beside the fields `shownFields` names, the rest in the box. */
  const onFailure = (shownFields: readonly string[]) => (error: unknown) => {
    setFailure(describeStepFailure(error, t, shownFields));
    reportFailure();
  };

  /**
   * Checks the payload with the route's schema (plus `more` errors the schema cannot see, such as a
   * missing file): true, with every error shown at once, when the server would refuse it.
   */
  const refusedHere = (schema: Parameters<typeof contractFieldErrors>[0], payload: unknown, more: FieldErrors = {}): boolean => {
    const errors = { ...contractFieldErrors(schema, payload, language), ...more };
    if (Object.keys(errors).length === 0) return false;
    setFailure(fieldsFailure(errors));
    reportFailure();
    return true;
  };

  return { formRef, failure, clearFailure: () => setFailure(null), onFailure, refusedHere, language };
}
