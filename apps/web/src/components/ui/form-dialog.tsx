// The modal frame of an add form (a publication, a story): title and description, a close button, and
// no closing (Escape, a click outside, the close button) while the form is sending. While open, the
// page body carries the `modal-open` marker class (spec part 2, section 2.5), removed when it closes.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';

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
  // Our dialogs are opened by buttons outside Radix's Dialog.Trigger, and Radix returns focus only to
  // its own trigger: closing left focus on the page's body. The element that had focus as the dialog
  // opened gets it back (WCAG 2.4.3).
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
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

/** What an add form in a dialog is given. */
export interface DialogFormProps {
  onCancel: () => void;
  onSubmitted: () => void;
  onBusyChange: (busy: boolean) => void;
}

export interface AddFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The item was accepted: the dialog has closed and the caller says so (a success dialog). */
  onSubmitted: () => void;
  /** The add form, wired to close the dialog on Cancel and after a submission, and to keep it open while sending. */
  renderForm: (props: DialogFormProps) => ReactNode;
}

/**
 * The add modal of a list (stories, news and events): the form in a FormDialog that closes on its close
 * button, Cancel, Escape or a click outside (not while sending); closing resets the form.
 */
export function AddFormDialog({ open, onOpenChange, title, description, onSubmitted, renderForm }: AddFormDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} busy={busy} title={title} description={description}>
      <div className="mt-6">
        {renderForm({
          onBusyChange: setBusy,
          onCancel: () => onOpenChange(false),
          onSubmitted: () => {
            setBusy(false);
            onOpenChange(false);
            onSubmitted();
          },
        })}
      </div>
    </FormDialog>
  );
}
