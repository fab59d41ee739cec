// The modal frame of an add form (a publication, a story): title and description, a close button, and
// no closing (Escape, a click outside, the close button) while the form is sending. While open, the
// page body carries the `modal-open` marker class (spec part 2, section 2.5), removed when it closes.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons';

/** The class the page body carries while a form dialog is open. */
export const MODAL_OPEN_CLASS = 'modal-open';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** While true (sending), the dialog stays open. */
  busy?: boolean;
  /** The form; it unmounts when the dialog closes, so it starts afresh each time it opens. */
  children: ReactNode;
}

/** A scrolling modal dialog holding a form. */
export function FormDialog({ open, onOpenChange, title, description, busy = false, children }: FormDialogProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!open) return;
    document.body.classList.add(MODAL_OPEN_CLASS);
    return () => document.body.classList.remove(MODAL_OPEN_CLASS);
  }, [open]);
  const keepOpenWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onEscapeKeyDown={keepOpenWhileBusy}
          onPointerDownOutside={keepOpenWhileBusy}
          onInteractOutside={keepOpenWhileBusy}
          className="fixed inset-x-3 top-[4vh] z-50 mx-auto max-h-[92vh] max-w-3xl overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-8"
        >
          <Dialog.Close
            disabled={busy}
            className="absolute end-3 top-3 rounded-full p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700 disabled:opacity-50"
            aria-label={t('common.close')}
          >
            <CloseIcon />
          </Dialog.Close>
          <Dialog.Title className="pe-8 text-2xl font-bold text-brand-800">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-600">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
