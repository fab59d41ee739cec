// The legend of a map as rows the administrator adds, removes and reorders: a label in three languages
// (the Arabic one right to left), a colour, and the band's lower and upper bounds (blank is open).
import { useId } from 'react';
import { FormField, FormFieldset, inputClass, TextField } from '@/components/ui/form';
import { PlusIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';
import type { FieldMessages } from './localized';

/** One legend row as the form holds it: bounds as typed. */
export interface LegendKeyRow {
  /** Keeps React's rows stable while they move. */
  uid: string;
  name_en: string;
  name_ar: string;
  name_fr: string;
  color: string;
  min_value: string;
  max_value: string;
}

let nextUid = 0;
/** A fresh row id. */
export const newRowUid = () => `key-${(nextUid += 1)}`;

export interface LegendKeysFieldProps {
  rows: readonly LegendKeyRow[];
  onChange: (rows: LegendKeyRow[]) => void;
  /** The refused save's messages: `keys` for the list, `keys.<n>.<field>` for a row's field. */
  errors: FieldMessages;
  disabled: boolean;
}

const smallButton = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

/** The ordered legend rows with add, remove, move up and move down. */
export function LegendKeysField({ rows, onChange, errors, disabled }: LegendKeysFieldProps) {
  const { t } = useTranslation('admin');

  const update = (index: number, field: keyof LegendKeyRow, value: string) => onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    onChange(next);
  };
  const add = () =>
    onChange([...rows, { uid: newRowUid(), name_en: '', name_ar: '', name_fr: '', color: '#1a9850', min_value: rows.at(-1)?.max_value ?? '', max_value: '' }]);

  return (
    <FormFieldset legend={t('indexData.maps.keys.legend')} error={errors?.keys} className="space-y-3 sm:col-span-2">
      <p className="text-sm text-slate-600">{t('indexData.maps.keys.hint')}</p>
      <ol className="space-y-3">
        {rows.map((row, index) => {
          const n = index + 1;
          const error = (field: string) => errors?.[`keys.${index}.${field}`];
          return (
            <li key={row.uid} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
              <fieldset>
                <legend className="font-semibold text-slate-800">{t('indexData.maps.keys.row', { n })}</legend>
                <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-3">
                  <TextField label={t('indexData.maps.keys.name_en')} name={`keys.${index}.name_en`} value={row.name_en} onChange={(v) => update(index, 'name_en', v)} error={error('name_en')} disabled={disabled} lang="en" dir="ltr" required />
                  <TextField label={t('indexData.maps.keys.name_ar')} name={`keys.${index}.name_ar`} value={row.name_ar} onChange={(v) => update(index, 'name_ar', v)} error={error('name_ar')} disabled={disabled} lang="ar" dir="rtl" required />
                  <TextField label={t('indexData.maps.keys.name_fr')} name={`keys.${index}.name_fr`} value={row.name_fr} onChange={(v) => update(index, 'name_fr', v)} error={error('name_fr')} disabled={disabled} lang="fr" dir="ltr" required />
                  <ColorField value={row.color} onChange={(v) => update(index, 'color', v)} error={error('color')} disabled={disabled} label={t('indexData.maps.keys.color')} />
                  <TextField label={t('indexData.maps.keys.min_value')} name={`keys.${index}.min_value`} type="number" step="any" value={row.min_value} onChange={(v) => update(index, 'min_value', v)} error={error('min_value')} hint={index === 0 ? t('indexData.maps.keys.open_hint') : undefined} disabled={disabled} />
                  <TextField label={t('indexData.maps.keys.max_value')} name={`keys.${index}.max_value`} type="number" step="any" value={row.max_value} onChange={(v) => update(index, 'max_value', v)} error={error('max_value')} hint={index === rows.length - 1 ? t('indexData.maps.keys.open_hint') : undefined} disabled={disabled} />
                </div>
                <div className="mt-3 flex flex-wrap gap-2">
                  <button type="button" className={smallButton} onClick={() => move(index, -1)} disabled={disabled || index === 0}>
                    {t('indexData.maps.keys.move_up', { n })}
                  </button>
                  <button type="button" className={smallButton} onClick={() => move(index, 1)} disabled={disabled || index === rows.length - 1}>
                    {t('indexData.maps.keys.move_down', { n })}
                  </button>
                  <button type="button" className={`${smallButton} text-red-700`} onClick={() => onChange(rows.filter((_, at) => at !== index))} disabled={disabled || rows.length === 1}>
                    {t('indexData.maps.keys.remove', { n })}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline disabled:opacity-50" onClick={add} disabled={disabled}>
        <PlusIcon className="size-5" />
        {t('indexData.maps.keys.add')}
      </button>
    </FormFieldset>
  );
}

/** A colour input with its #rrggbb value shown beside it. */
function ColorField({ label, value, onChange, error, disabled }: { label: string; value: string; onChange: (value: string) => void; error: readonly string[] | undefined; disabled: boolean }) {
  const codeId = useId();
  return (
    <FormField label={label} error={error} required>
      {(control) => (
        <div className="flex items-center gap-3">
          <input {...control} type="color" value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled} className={`${inputClass} h-11 w-16 p-1`} aria-describedby={[control['aria-describedby'], codeId].filter(Boolean).join(' ')} />
          <code id={codeId} dir="ltr" className="text-sm text-slate-700">
            {value}
          </code>
        </div>
      )}
    </FormField>
  );
}
