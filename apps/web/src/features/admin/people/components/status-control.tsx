// An administrator's Suspend or Reinstate button for one account, each asking first; a suspension may
// carry a reason for the audit log (not sent to the member).
import { SUSPENSION_REASON_MAX, type Person } from '@wefe/contract';
import { useState } from 'react';
import { TextAreaField } from '@/components/ui/form';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useReinstatePerson } from '../api/reinstate-person';
import { useSuspendPerson } from '../api/suspend-person';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

const smallButton = 'rounded-lg px-3 py-1.5 text-sm font-semibold';

/** Suspend for an active account, Reinstate for a suspended one, nothing otherwise. */
export function StatusControl({ person, onDone }: { person: Person; onDone: (message: string) => void }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const suspend = useSuspendPerson();
  const reinstate = useReinstatePerson();
  const suspending = person.status === 'active';
  if (!suspending && person.status !== 'suspended') return null;

  const mutation = suspending ? suspend : reinstate;
  const key = suspending ? 'suspend' : 'reinstate';
  const tooLong = reason.trim().length > SUSPENSION_REASON_MAX;
  const finish = () => {
    setOpen(false);
    setReason('');
    onDone(t(`people.${key}.done`, { name: person.name }));
  };
  const confirm = () => {
    if (suspending) {
      if (!tooLong) suspend.mutate({ id: person.id, reason }, { onSuccess: finish });
    } else {
      reinstate.mutate({ id: person.id }, { onSuccess: finish });
    }
  };

  return (
    <>
      <button
        type="button"
        aria-label={t(`people.${key}.open_label`, { name: person.name })}
        onClick={() => {
          mutation.reset();
          setOpen(true);
        }}
        className={`${smallButton} ${suspending ? 'border border-red-700 text-red-700 hover:bg-red-50' : 'border border-brand-700 text-brand-700 hover:bg-brand-50'}`}
      >
        {t(`people.${key}.open`)}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t(`people.${key}.title`, { name: person.name })}
        message={t(`people.${key}.message`)}
        confirmLabel={t(`people.${key}.confirm`)}
        busyLabel={t(`people.${key}.busy`)}
        cancelLabel={t('shell.cancel')}
        busy={mutation.isPending}
        danger={suspending}
        error={mutation.isError ? apiErrorMessage(mutation.error, tCommon) : undefined}
        onConfirm={confirm}
      >
        {suspending ? (
          <TextAreaField
            label={t('people.suspend.reason')}
            name="reason"
            value={reason}
            onChange={setReason}
            rows={3}
            hint={t('people.suspend.reason_hint', { max: SUSPENSION_REASON_MAX })}
            error={tooLong ? t('people.suspend.reason_too_long', { max: SUSPENSION_REASON_MAX }) : isApiError(suspend.error) ? suspend.error.errors?.reason : undefined}
          />
        ) : null}
      </ConfirmDialog>
    </>
  );
}
