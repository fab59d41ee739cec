// Sharing a page (spec part 2, section 2.4): the system share sheet where the browser has one (the Web
// Share API), otherwise the link is copied to the clipboard and the button says 'Link copied ✓'.
import { useEffect, useState } from 'react';
import { ShareIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';

/** How long 'Link copied ✓' shows. */
export const COPIED_NOTICE_MS = 2500;

export interface ShareButtonProps {
  /** The app path (or address) to share; made absolute on this site. */
  href: string;
  /** What is shared, for the share sheet and the button's accessible name. */
  title: string;
  text?: string;
  className?: string;
}

type ShareState = 'idle' | 'copied' | 'failed';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** A 'Share' button. */
export function ShareButton({ href, title, text, className }: ShareButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<ShareState>('idle');
  // Read when used, not while rendering: the server renders this button too, with no window.
  const absoluteUrl = () => new URL(href, window.location.origin).toString();

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(absoluteUrl());
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url: absoluteUrl() });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (isAbort(error)) return;
      }
    }
    await copy();
  };

  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={() => void share()}
        aria-label={t('common.share.named', { title })}
        className={
          className ??
          'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 hover:border-brand-700 hover:text-brand-800'
        }
      >
        <ShareIcon className="size-4" />
        {t('common.share.button')}
      </button>
      <span role="status" className={state === 'idle' ? 'sr-only' : `text-sm font-medium ${state === 'copied' ? 'text-food-dark' : 'break-all text-slate-700'}`}>
        {state === 'copied' ? t('common.share.copied') : state === 'failed' ? t('common.share.copy_failed', { url: absoluteUrl() }) : ''}
      </span>
    </span>
  );
}
