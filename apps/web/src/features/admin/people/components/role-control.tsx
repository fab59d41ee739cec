// An administrator's role select for one account: choosing a role asks first, then changes it; a
// refusal (the last active administrator) is shown in the dialog.
import { ROLES, type Person, type Role } from '@wefe/contract';
import { useState } from 'react';
import { apiErrorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useChangeRole } from '../api/change-role';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** The role select and its confirmation; `onDone` receives the sentence announcing the change. */
export function RoleControl({ person, onDone }: { person: Person; onDone: (message: string) => void }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const [chosen, setChosen] = useState<Role | null>(null);
  const mutation = useChangeRole();
  const roleName = (role: Role) => t(`people.roles.${role}`);

  const confirm = () => {
    if (!chosen) return;
    mutation.mutate(
      { id: person.id, role: chosen },
      {
        onSuccess: () => {
          setChosen(null);
          onDone(t('people.change_role.done', { name: person.name, role: roleName(chosen) }));
        },
      },
    );
  };

  return (
    <>
      <select
        aria-label={t('people.role_of', { name: person.name })}
        value={chosen ?? person.role}
        onChange={(event) => {
          mutation.reset();
          if (event.target.value !== person.role) setChosen(event.target.value as Role);
        }}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {roleName(role)}
          </option>
        ))}
      </select>
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => (open ? undefined : setChosen(null))}
        title={t('people.change_role.title')}
        message={chosen ? t('people.change_role.message', { name: person.name, role: roleName(chosen) }) : ''}
        confirmLabel={t('people.change_role.confirm')}
        busyLabel={t('people.change_role.busy')}
        cancelLabel={t('shell.cancel')}
        busy={mutation.isPending}
        error={mutation.isError ? apiErrorMessage(mutation.error, tCommon) : undefined}
        onConfirm={confirm}
      />
    </>
  );
}
