// Delete for one partner row: the button names its partner to screen readers, and a dialog asks first,
// shows the server's refusal, and keeps both buttons disabled while the deletion runs.
import * as Dialog from '@radix-ui/react-dialog';
import type { StaffPartner } from '@wefe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form';
import { apiErrorMessage } from '@/lib/api-client';
import { useDeletePartner } from '../api/delete-partner';

/** The button and its confirmation; `onDeleted` runs once the partner is gone (the button then unmounts). */
export function DeletePartnerButton({ partner, onDeleted }: { partner: StaffPartner; onDeleted: (partner: StaffPartner) => void }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeletePartner();
  const onDelete = () =>
    deletion.mutate(partner.id, {
      onSuccess: () => {
        setConfirming(false);
        onDeleted(partner);
      },
    });

  return (
    <Dialog.Root
      open={confirming}
      onOpenChange={(open) => {
        if (deletion.isPending) return;
        if (open) deletion.reset();
        setConfirming(open);
      }}
    >
      <Dialog.Trigger className={`${buttonStyles.dangerOutline} px-3 py-1.5 text-sm`}>
        <span aria-hidden="true">{t('shell.delete')}</span>
        <span className="sr-only">{t('partners.delete_named', { name: partner.name })}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          // The trigger is gone after a deletion; the list decides where focus goes then.
          onCloseAutoFocus={(event) => {
            if (deletion.isSuccess) event.preventDefault();
          }}
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold text-brand-800">
            <span dir="auto">{t('partners.confirm.title', { name: partner.name })}</span>
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">{t('partners.confirm.message')}</Dialog.Description>
          {deletion.isError && (
            <div className="mt-4">
              <FormAlert>{apiErrorMessage(deletion.error, tCommon)}</FormAlert>
            </div>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close disabled={deletion.isPending} className={buttonStyles.secondary}>
              {t('shell.cancel')}
            </Dialog.Close>
            <button type="button" onClick={onDelete} disabled={deletion.isPending} className={buttonStyles.danger}>
              {deletion.isPending ? t('partners.confirm.deleting') : t('shell.delete')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
