// A Delete button that asks first: a dialog with the item's own words, the server's refusal when
// there is one, and both buttons disabled while the deletion runs (publications, stories).
import * as Dialog from '@radix-ui/react-dialog';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form';
import { apiErrorMessage } from '@/lib/api-client';

export interface ConfirmDeleteButtonProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any deletion mutation taking an id
  mutation: UseMutationResult<any, unknown, string>;
  id: string;
  /** Called once the item is gone (typically: go to the profile). */
  onDeleted: () => void;
  labels: { open: string; title: string; message: string; cancel: string; confirm: string; deleting: string };
}

/** The button and its confirmation dialog. */
export function ConfirmDeleteButton({ mutation, id, onDeleted, labels }: ConfirmDeleteButtonProps) {
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
    <Dialog.Root open={confirming} onOpenChange={(open) => (mutation.isPending ? undefined : setConfirming(open))}>
      <Dialog.Trigger className={buttonStyles.dangerOutline}>{labels.open}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-brand-800">{labels.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">{labels.message}</Dialog.Description>
          {mutation.isError && (
            <div className="mt-4">
              <FormAlert>{apiErrorMessage(mutation.error, t)}</FormAlert>
            </div>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close disabled={mutation.isPending} className={buttonStyles.secondary}>
              {labels.cancel}
            </Dialog.Close>
            <button type="button" onClick={onDelete} disabled={mutation.isPending} className={buttonStyles.danger}>
              {mutation.isPending ? labels.deleting : labels.confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
