// After a refused submission, focus goes to the first field marked invalid (so its message is read and
// the field scrolls into view in a long form), or, with no field to blame, the failure box scrolls in.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Returns the form's ref and `reportFailure`, to call whenever a submission was refused. */
export function useFocusFirstError(): { formRef: RefObject<HTMLFormElement | null>; reportFailure: () => void } {
  const formRef = useRef<HTMLFormElement>(null);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures === 0) return;
    const form = formRef.current;
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else form?.querySelector('[role="alert"]')?.scrollIntoView({ block: 'nearest' });
  }, [failures]);
  const reportFailure = useCallback(() => setFailures((count) => count + 1), []);
  return { formRef, reportFailure };
}
