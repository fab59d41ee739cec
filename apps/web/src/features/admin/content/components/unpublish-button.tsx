// The Unpublish button of an approved item: a dialog that says what happens, takes an optional reason
// (the owner reads it), shows the server's refusal, and keeps its buttons disabled while it runs.
import * as Dialog from '@radix-ui/react-dialog';
import type { AdminContentItem } from '@wefe/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert, TextAreaField } from '@/components/ui/form';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { useUnpublishAdminContent } from '../api/unpublish-admin-content';

/** The button and its dialog; `onUnpublished` runs once the item is off the public site. */
export function UnpublishButton({ item, onUnpublished }: { item: AdminContentItem; onUnpublished: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const unpublish = useUnpublishAdminContent();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    unpublish.mutate(
      { type: item.type, id: item.id, reason },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          onUnpublished();
        },
      },
    );
  };
  const onOpenChange = (next: boolean) => {
    if (unpublish.isPending) return;
    if (next) unpublish.reset();
    setOpen(next);
  };
  const reasonError = isApiError(unpublish.error) ? unpublish.error.errors?.reason : undefined;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonStyles.cardAction}>{t('content.unpublish.open')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-brand-800" dir="auto">
            {t('content.unpublish.title', { title: item.title })}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">{t('content.unpublish.message')}</Dialog.Description>
          <form onSubmit={onSubmit} className="mt-4 space-y-4" noValidate>
            <TextAreaField
              label={t('content.unpublish.reason')}
              name="reason"
              value={reason}
              onChange={setReason}
              hint={t('content.unpublish.reason_hint')}
              error={reasonError}
              disabled={unpublish.isPending}
              rows={3}
            />
            {unpublish.isError && !reasonError && <FormAlert>{apiErrorMessage(unpublish.error, tc)}</FormAlert>}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close disabled={unpublish.isPending} className={buttonStyles.secondary}>
                {t('shell.cancel')}
              </Dialog.Close>
              <button type="submit" disabled={unpublish.isPending} className={buttonStyles.danger}>
                {unpublish.isPending ? t('content.unpublish.working') : t('content.unpublish.confirm')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
