// Warns before unsaved edits are lost: the browser's own question when the tab is closed or reloaded
// (beforeunload), and an inline question when the staff member follows a link or picks another page.
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { useTranslation } from '@/lib/i18n';

/** Asks the browser to confirm leaving while `dirty`. */
export function useBeforeUnload(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium versions show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/** Holds navigation to another address (another path or page) while `dirty`, and asks whether to leave. */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('admin');
  useBeforeUnload(dirty);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
  const stay = useRef<HTMLButtonElement>(null);
  const blocked = blocker.state === 'blocked';
  // The question takes the focus, on the safe answer, so keyboard and screen-reader users meet it.
  useEffect(() => {
    if (blocked) stay.current?.focus();
  }, [blocked]);
  if (!blocked) return null;
  return (
    <div role="alertdialog" aria-labelledby="unsaved-question" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <p id="unsaved-question" className="font-semibold">
        {t('pages.leave_question')}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={() => blocker.proceed()} className={buttonStyles.dangerOutline}>
          {t('pages.leave')}
        </button>
        <button ref={stay} type="button" onClick={() => blocker.reset()} className={buttonStyles.primary}>
          {t('pages.stay')}
        </button>
      </div>
    </div>
  );
}
