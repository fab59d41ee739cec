// A Delete button that asks first, through the shared confirmation dialog: the item's own words, the
// server's refusal when there is one, and both buttons disabled while the deletion runs.
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiErrorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';

export interface ConfirmDeleteButtonProps<I> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any deletion mutation taking an id
  mutation: UseMutationResult<any, unknown, I>;
  id: I;
  /** Called once the item is gone (go to the profile, announce it, move focus). */
  onDeleted: () => void;
  labels: {
    open: string;
    /** The button's spoken name where several Delete buttons share a screen ('Delete Solar pumps'). */
    openName?: string;
    title: string;
    message: string;
    cancel: string;
    confirm: string;
    deleting: string;
  };
  /** Class names of the button (the outlined danger style by default). */
  className?: string;
}

/** The button and its confirmation dialog. */
export function ConfirmDeleteButton<I>({ mutation, id, onDeleted, labels, className = buttonStyles.dangerOutline }: ConfirmDeleteButtonProps<I>) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const onDelete = () =>
    mutation.mutate(id, {
      onSuccess: () => {
        setConfirming(false);
        onDeleted();
      },
    });

  return (
    <ConfirmDialog
      open={confirming}
      onOpenChange={(open) => {
        // A refusal from an earlier attempt is not shown again when the dialog reopens.
        if (open) mutation.reset();
        setConfirming(open);
      }}
      trigger={
        <button type="button" className={className} aria-label={labels.openName}>
          {labels.open}
        </button>
      }
      title={labels.title}
      message={labels.message}
      confirmLabel={labels.confirm}
      busyLabel={labels.deleting}
      cancelLabel={labels.cancel}
      busy={mutation.isPending}
      error={mutation.isError ? apiErrorMessage(mutation.error, t) : undefined}
      danger
      onConfirm={onDelete}
      // The trigger goes with the deleted item; onDeleted decides where focus goes.
      keepFocusOnClose={mutation.isSuccess}
    />
  );
}
