// The one confirmation dialog of the hub: the question, optional extra fields (a reason), the
// server's refusal when there is one, and no closing while the action runs. Deleting, unpublishing,
// suspending and changing a role all ask through it.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog; focus returns to it on close. Omit when the caller opens it. */
  trigger?: ReactNode;
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** The server's message when the action was refused. */
  error?: string | undefined;
  danger?: boolean;
  onConfirm: () => void;
  /** Set when the trigger is gone after the action (a deleted row), so focus is placed by the caller. */
  keepFocusOnClose?: boolean;
  children?: ReactNode;
}

/** Asks before an action and shows why it failed. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  message,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy,
  error,
  danger = false,
  onConfirm,
  keepFocusOnClose = false,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (keepFocusOnClose) event.preventDefault();
          }}
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold text-brand-800">
            <span dir="auto">{title}</span>
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">{message}</Dialog.Description>
          {children ? <div className="mt-4">{children}</div> : null}
          {error ? (
            <div className="mt-4">
              <FormAlert>{error}</FormAlert>
            </div>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close disabled={busy} className={buttonStyles.secondary}>
              {cancelLabel}
            </Dialog.Close>
            <button type="button" onClick={onConfirm} disabled={busy} className={danger ? buttonStyles.danger : buttonStyles.primary}>
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
