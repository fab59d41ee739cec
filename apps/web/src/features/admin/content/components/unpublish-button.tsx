// The Unpublish button of an approved item: a dialog that says what happens, takes an optional reason
// (the owner reads it by mail and on the profile), through the shared confirmation dialog.
import type { AdminContentItem } from '@wefe/contract';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextAreaField } from '@/components/ui/form';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useUnpublishAdminContent } from '../api/unpublish-admin-content';

/** The button and its dialog; `onUnpublished` runs once the item is off the public site. */
export function UnpublishButton({ item, onUnpublished }: { item: AdminContentItem; onUnpublished: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const unpublish = useUnpublishAdminContent();

  const confirm = () =>
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
  const reasonError = isApiError(unpublish.error) ? unpublish.error.errors?.reason : undefined;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) unpublish.reset();
        setOpen(next);
      }}
      trigger={
        <button type="button" className={buttonStyles.cardAction} aria-label={t('content.unpublish.open_named', { title: item.title })}>
          {t('content.unpublish.open')}
        </button>
      }
      title={t('content.unpublish.title', { title: item.title })}
      message={t('content.unpublish.message')}
      confirmLabel={t('content.unpublish.confirm')}
      busyLabel={t('content.unpublish.working')}
      cancelLabel={t('shell.cancel')}
      busy={unpublish.isPending}
      error={unpublish.isError && !reasonError ? apiErrorMessage(unpublish.error, tc) : undefined}
      danger
      onConfirm={confirm}
    >
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
    </ConfirmDialog>
  );
}
