// One reference list as a table: each entry's three names and how many records use it; administrators
// also add, rename, delete (only entries nobody uses) and move entries up and down, all in place.
import type { ReferenceEntry, ReferenceListKey } from '@wefe/contract';
import { useId, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDeleteButton } from '@/components/ui/confirm-delete-button';
import { FailureAlert, FormAlert, FormSuccess } from '@/components/ui/form';
import { PlusIcon } from '@/components/ui/icons';
import { LoadingMessage } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useCreateReferenceEntry } from '../api/create-reference-entry';
import { useDeleteReferenceEntry } from '../api/delete-reference-entry';
import { useReferenceList } from '../api/get-reference-list';
import { useReorderReferenceList } from '../api/reorder-reference-list';
import { useUpdateReferenceEntry } from '../api/update-reference-entry';
import { EMPTY_ENTRY, EntryForm } from './entry-form';

const COLUMNS = 6;
const smallButton = 'rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

export interface ReferenceListTableProps {
  list: ReferenceListKey;
  /** Administrators change the list; reviewers only read it. */
  canChange: boolean;
}

/** The entries of `list`, with the administrators' tools. */
export function ReferenceListTable({ list, canChange }: ReferenceListTableProps) {
  const { t } = useTranslation('admin');
  // Server and connection messages are worded in the app's own namespace.
  const { t: tApp } = useTranslation();
  const query = useReferenceList(list);
  const create = useCreateReferenceEntry(list);
  const reorder = useReorderReferenceList(list);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number>();
  const [notice, setNotice] = useState<string>();
  const listName = t(`lookups.lists.${list}`);

  if (query.isPending) return <LoadingMessage label={t('shell.loading')} />;
  if (query.isError) {
    return <FailureAlert title={t('lookups.error')} detail={apiErrorMessage(query.error, tApp)} retryLabel={t('shell.retry')} onRetry={() => void query.refetch()} />;
  }
  const entries = query.data;

  const move = (index: number, by: -1 | 1) => {
    const ids = entries.map((entry) => entry.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    setNotice(undefined);
    reorder.mutate(ids, { onSuccess: () => setNotice(t('lookups.reordered')) });
  };

  return (
    <div className="space-y-4">
      <div aria-live="polite">{notice && <FormSuccess>{notice}</FormSuccess>}</div>
      {reorder.isError && <FormAlert>{apiErrorMessage(reorder.error, tApp)}</FormAlert>}
      {canChange &&
        (adding ? (
          <EntryForm
            title={t('lookups.add_title', { list: listName })}
            submitLabel={t('lookups.create')}
            pendingLabel={t('lookups.adding')}
            initial={EMPTY_ENTRY}
            mutation={create}
            onSaved={(entry) => {
              setAdding(false);
              setNotice(t('lookups.added', { name: entry.name }));
            }}
            onCancel={() => {
              create.reset();
              setAdding(false);
            }}
          />
        ) : (
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={() => {
              setNotice(undefined);
              setAdding(true);
            }}
          >
            <PlusIcon className="size-5" />
            {t('lookups.add')}
          </button>
        ))}
      {entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">{t('lookups.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t('lookups.table_caption', { list: listName })}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('lookups.columns.position')}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('lookups.columns.name')}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('lookups.columns.name_ar')}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('lookups.columns.name_fr')}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('lookups.columns.in_use')}
                </th>
                {canChange && (
                  <th scope="col" className="px-3 py-2 text-start">
                    {t('lookups.columns.actions')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {entries.map((entry, index) =>
                editing === entry.id ? (
                  <tr key={entry.id}>
                    <td colSpan={COLUMNS} className="p-3">
                      <EditEntry
                        list={list}
                        entry={entry}
                        onDone={(saved) => {
                          setEditing(undefined);
                          if (saved) setNotice(t('lookups.updated', { name: saved.name }));
                        }}
                      />
                    </td>
                  </tr>
                ) : (
                  <EntryRow
                    key={entry.id}
                    list={list}
                    entry={entry}
                    position={index + 1}
                    canChange={canChange}
                    canMoveUp={index > 0 && !reorder.isPending}
                    canMoveDown={index < entries.length - 1 && !reorder.isPending}
                    onMoveUp={() => move(index, -1)}
                    onMoveDown={() => move(index, 1)}
                    onEdit={() => {
                      setNotice(undefined);
                      setEditing(entry.id);
                    }}
                    onDeleted={() => setNotice(t('lookups.deleted', { name: entry.name }))}
                  />
                ),
              )}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** The inline form renaming one entry. */
function EditEntry({ list, entry, onDone }: { list: ReferenceListKey; entry: ReferenceEntry; onDone: (saved?: ReferenceEntry) => void }) {
  const { t } = useTranslation('admin');
  const update = useUpdateReferenceEntry(list, entry.id);
  return (
    <EntryForm
      title={t('lookups.edit_title', { name: entry.name })}
      submitLabel={t('shell.save')}
      pendingLabel={t('shell.saving')}
      initial={{ name: entry.name, name_ar: entry.name_ar, name_fr: entry.name_fr }}
      mutation={update}
      onSaved={(saved) => onDone(saved)}
      onCancel={() => onDone()}
    />
  );
}

interface EntryRowProps {
  list: ReferenceListKey;
  entry: ReferenceEntry;
  position: number;
  canChange: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onEdit: () => void;
  onDeleted: () => void;
}

/** One entry: its names, its use, and the administrators' actions. */
function EntryRow({ list, entry, position, canChange, canMoveUp, canMoveDown, onMoveUp, onMoveDown, onEdit, onDeleted }: EntryRowProps) {
  const { t } = useTranslation('admin');
  const remove = useDeleteReferenceEntry(list);
  const explanationId = useId();
  return (
    <tr className="align-top">
      <td className="px-3 py-2 text-slate-600">{position}</td>
      <td className="px-3 py-2 font-medium text-slate-900" lang="en" dir="ltr">
        {entry.name}
      </td>
      <td className="px-3 py-2" lang="ar" dir="rtl">
        {entry.name_ar}
      </td>
      <td className="px-3 py-2" lang="fr" dir="ltr">
        {entry.name_fr}
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-slate-700">{t('lookups.in_use_count', { count: entry.in_use })}</td>
      {canChange && (
        <td className="px-3 py-2">
          <div className="flex flex-wrap items-center gap-2">
            <button type="button" className={smallButton} onClick={onMoveUp} disabled={!canMoveUp} aria-label={t('lookups.move_up', { name: entry.name })}>
              <span aria-hidden="true">↑</span>
            </button>
            <button type="button" className={smallButton} onClick={onMoveDown} disabled={!canMoveDown} aria-label={t('lookups.move_down', { name: entry.name })}>
              <span aria-hidden="true">↓</span>
            </button>
            <button type="button" className={smallButton} onClick={onEdit} aria-label={t('lookups.edit_label', { name: entry.name })}>
              {t('shell.edit')}
            </button>
            {entry.in_use > 0 ? (
              <button type="button" className={smallButton} disabled aria-label={t('lookups.delete_label', { name: entry.name })} aria-describedby={explanationId}>
                {t('shell.delete')}
              </button>
            ) : (
              <ConfirmDeleteButton
                mutation={remove}
                id={String(entry.id)}
                onDeleted={onDeleted}
                labels={{
                  open: t('shell.delete'),
                  openName: t('lookups.delete_label', { name: entry.name }),
                  title: t('lookups.delete_title'),
                  message: t('lookups.delete_message', { name: entry.name }),
                  cancel: t('shell.cancel'),
                  confirm: t('shell.delete'),
                  deleting: t('lookups.deleting'),
                }}
              />
            )}
          </div>
          {entry.in_use > 0 && (
            <p id={explanationId} className="mt-1 max-w-xs text-xs text-slate-600">
              {t('lookups.in_use_explained', { count: entry.in_use })}
            </p>
          )}
        </td>
      )}
    </tr>
  );
}
