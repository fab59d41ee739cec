// Delete for one partner row: its own deletion state (so a refusal shows in this row's dialog only)
// and a button that names its partner to screen readers.
import type { StaffPartner } from '@wefe/contract';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDeleteButton } from '@/components/ui/confirm-delete-button';
import { useTranslation } from '@/lib/i18n';
import { useDeletePartner } from '../api/delete-partner';

/** The button and its confirmation; `onDeleted` runs once the partner is gone (the button then unmounts). */
export function DeletePartnerButton({ partner, onDeleted }: { partner: StaffPartner; onDeleted: (partner: StaffPartner) => void }) {
  const { t } = useTranslation('admin');
  const deletion = useDeletePartner();
  return (
    <ConfirmDeleteButton
      mutation={deletion}
      id={partner.id}
      onDeleted={() => onDeleted(partner)}
      className={`${buttonStyles.dangerOutline} px-3 py-1.5 text-sm`}
      labels={{
        open: t('shell.delete'),
        openName: t('partners.delete_named', { name: partner.name }),
        title: t('partners.confirm.title', { name: partner.name }),
        message: t('partners.confirm.message'),
        cancel: t('shell.cancel'),
        confirm: t('shell.delete'),
        deleting: t('partners.confirm.deleting'),
      }}
    />
  );
}
