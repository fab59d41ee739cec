// /admin/partners: staff add, edit, reorder and delete the partners the public pages show (issue 9).
// Moves, saves and deletions are announced politely; the list shows the new order at once.
import type { StaffPartner } from '@wefe/contract';
import { useEffect, useRef, useState } from 'react';
import { StaffPage } from '@/components/staff/staff-page';
import { buttonStyles } from '@/components/ui/button-styles';
import { FailureAlert, FormAlert } from '@/components/ui/form';
import { PlusIcon } from '@/components/ui/icons';
import { LoadingMessage } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useStaffPartners } from '../api/get-staff-partners';
import { useReorderPartners } from '../api/reorder-partners';
import { PartnerFormDialog } from '../components/partner-form';
import { PartnerList, type MoveDirection } from '../components/partner-list';

export function Component() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const partners = useStaffPartners();
  const reorder = useReorderPartners();
  const [dialog, setDialog] = useState<StaffPartner | 'new' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [lastMove, setLastMove] = useState<{ id: number; direction: MoveDirection } | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [deletedId, setDeletedId] = useState<number | null>(null);
  const focusedAfterDelete = useRef<number | null>(null);

  // Once the deleted partner's row (and its dialog) is gone, focus goes to the page's main action
  // rather than to nowhere.
  useEffect(() => {
    if (deletedId === null || focusedAfterDelete.current === deletedId || partners.data?.some((p) => p.id === deletedId)) return;
    focusedAfterDelete.current = deletedId;
    addButton.current?.focus();
  }, [deletedId, partners.data]);

  const move = (partner: StaffPartner, direction: MoveDirection) => {
    const list = partners.data ?? [];
    const from = list.findIndex((p) => p.id === partner.id);
    const to = direction === 'up' ? from - 1 : from + 1;
    // One move at a time: each sends the whole order, computed from the list as last saved.
    if (from < 0 || to < 0 || to >= list.length || reorder.isPending) return;
    const ids = list.map((p) => p.id);
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    setLastMove({ id: partner.id, direction });
    setAnnouncement(t('partners.moved', { name: partner.name, position: to + 1, total: list.length }));
    reorder.mutate(ids);
  };

  const onDeleted = (partner: StaffPartner) => {
    setAnnouncement(t('partners.deleted', { name: partner.name }));
    setDeletedId(partner.id);
  };

  const list = partners.data ?? [];
  return (
    <StaffPage
      title={t('partners.title')}
      lead={t('partners.lead')}
      actions={
        <button ref={addButton} type="button" onClick={() => setDialog('new')} className={buttonStyles.primary}>
          <PlusIcon className="size-5" />
          {t('partners.add')}
        </button>
      }
    >
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {reorder.isError && (
        <div className="mb-4">
          <FormAlert>{t('partners.order_failed', { message: apiErrorMessage(reorder.error, tCommon) })}</FormAlert>
        </div>
      )}
      {partners.isPending ? (
        <LoadingMessage label={t('partners.loading')} />
      ) : partners.isError ? (
        <FailureAlert title={t('partners.load_failed')} detail={apiErrorMessage(partners.error, tCommon)} retryLabel={t('shell.retry')} onRetry={() => void partners.refetch()} />
      ) : list.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <h2 className="text-lg font-bold text-brand-800">{t('partners.empty_title')}</h2>
          <p className="mt-2 text-slate-600">{t('partners.empty_text')}</p>
        </div>
      ) : (
        <PartnerList partners={list} lastMove={lastMove} onMove={move} onEdit={setDialog} onDeleted={onDeleted} />
      )}
      <PartnerFormDialog
        partner={dialog}
        onClose={() => setDialog(null)}
        onSaved={(saved, added) => {
          setDialog(null);
          setAnnouncement(t(added ? 'partners.added' : 'partners.saved', { name: saved.name }));
        }}
      />
    </StaffPage>
  );
}
