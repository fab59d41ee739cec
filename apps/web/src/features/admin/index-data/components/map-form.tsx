// Creating or editing a map: names, descriptions and hints in three languages (Arabic right to left),
// its sector, the pillar or indicator it shows (or neither, for points entered by staff), and its legend.
import type { AdminIndicator, AdminMap, Pillar, Sector } from '@wefe/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert, FormSection, SelectField, TextAreaField, TextField } from '@/components/ui/form';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useSaveMap, type MapBody } from '../api/save-map';
import { LegendKeysField, newRowUid, type LegendKeyRow } from './legend-keys-field';
import { nameIn } from './localized';

const TEXTS = ['name_en', 'name_ar', 'name_fr', 'description_en', 'description_ar', 'description_fr', 'hint_en', 'hint_ar', 'hint_fr'] as const;
type TextName = (typeof TEXTS)[number];
type Values = Record<TextName | 'sector_id' | 'pillar_id' | 'indicator_id' | 'sort_order', string> & { keys: LegendKeyRow[] };

const bound = (value: number | null) => (value === null ? '' : String(value));

function valuesOf(map: AdminMap | null): Values {
  const texts = Object.fromEntries(TEXTS.map((name) => [name, map?.[name] ?? ''])) as Record<TextName, string>;
  return {
    ...texts,
    sector_id: map ? String(map.sector_id) : '',
    pillar_id: map?.pillar_id ? String(map.pillar_id) : '',
    indicator_id: map?.indicator_id ? String(map.indicator_id) : '',
    sort_order: String(map?.sort_order ?? 0),
    keys: map
      ? map.keys.map((k) => ({ uid: newRowUid(), name_en: k.name_en, name_ar: k.name_ar, name_fr: k.name_fr, color: k.color, min_value: bound(k.min_value), max_value: bound(k.max_value) }))
      : [{ uid: newRowUid(), name_en: '', name_ar: '', name_fr: '', color: '#1a9850', min_value: '', max_value: '' }],
  };
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** The request body of the form's values. */
function bodyOf(values: Values): MapBody {
  return {
    name_en: values.name_en,
    name_ar: values.name_ar,
    name_fr: values.name_fr,
    description_en: values.description_en,
    description_ar: values.description_ar,
    description_fr: values.description_fr,
    hint_en: values.hint_en,
    hint_ar: values.hint_ar,
    hint_fr: values.hint_fr,
    sector_id: Number(values.sector_id),
    pillar_id: idOrNull(values.pillar_id),
    indicator_id: idOrNull(values.indicator_id),
    sort_order: Number(values.sort_order || 0),
    keys: values.keys.map((k) => ({ name_en: k.name_en, name_ar: k.name_ar, name_fr: k.name_fr, color: k.color, min_value: numberOrNull(k.min_value), max_value: numberOrNull(k.max_value) })),
  };
}

export interface MapFormProps {
  /** The map to edit, or null to create one. */
  map: AdminMap | null;
  sectors: readonly Sector[];
  pillars: readonly Pillar[];
  indicators: readonly AdminIndicator[];
  onSaved: (map: AdminMap) => void;
  onCancel: () => void;
}

/** The map form with its legend rows. */
export function MapForm({ map, sectors, pillars, indicators, onSaved, onCancel }: MapFormProps) {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form opens above the tables: move focus (and the view) to it.
  useEffect(() => headingRef.current?.focus(), []);
  const [values, setValues] = useState<Values>(() => valuesOf(map));
  const save = useSaveMap();
  const errors = isApiError(save.error) ? save.error.errors : undefined;
  const set = (field: Exclude<keyof Values, 'keys'>) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: map?.id ?? null, body: bodyOf(values) }, { onSuccess: onSaved });
  };

  const text = (field: TextName, lang: 'en' | 'ar' | 'fr', required: boolean) => {
    const props = {
      label: t(`indexData.maps.fields.${field}`),
      name: field,
      value: values[field],
      onChange: set(field),
      error: errors?.[field],
      disabled: save.isPending,
      required,
      lang,
      dir: lang === 'ar' ? ('rtl' as const) : ('ltr' as const),
    };
    return field.startsWith('description') ? <TextAreaField key={field} {...props} rows={2} /> : <TextField key={field} {...props} full />;
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="space-y-5 rounded-2xl border border-brand-100 bg-brand-50/40 p-4 sm:p-6">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-brand-800">
        {map ? t('indexData.maps.edit_title', { name: nameIn(map, language) }) : t('indexData.maps.add_title')}
      </h2>
      {save.error && !errors && <FormAlert>{apiErrorMessage(save.error, tApp)}</FormAlert>}
      {errors && <FormAlert>{t('indexData.form_errors')}</FormAlert>}
      <FormSection title={t('indexData.maps.sections.names')}>
        {(['en', 'ar', 'fr'] as const).map((lang) => text(`name_${lang}`, lang, true))}
      </FormSection>
      <FormSection title={t('indexData.maps.sections.data')}>
        <SelectField
          label={t('indexData.maps.fields.sector_id')}
          name="sector_id"
          value={values.sector_id}
          onChange={set('sector_id')}
          options={sectors.map((s) => ({ value: String(s.id), label: s.name }))}
          placeholder={t('indexData.choose')}
          error={errors?.sector_id}
          disabled={save.isPending}
          required
        />
        <TextField label={t('indexData.maps.fields.sort_order')} name="sort_order" type="number" value={values.sort_order} onChange={set('sort_order')} error={errors?.sort_order} disabled={save.isPending} />
        <SelectField
          label={t('indexData.maps.fields.pillar_id')}
          name="pillar_id"
          value={values.pillar_id}
          onChange={set('pillar_id')}
          options={pillars.map((p) => ({ value: String(p.id), label: p.localized_name }))}
          placeholder={t('indexData.maps.none')}
          hint={t('indexData.maps.source_hint')}
          error={errors?.pillar_id}
          disabled={save.isPending}
        />
        <SelectField
          label={t('indexData.maps.fields.indicator_id')}
          name="indicator_id"
          value={values.indicator_id}
          onChange={set('indicator_id')}
          options={indicators.map((i) => ({ value: String(i.id), label: nameIn(i, language) }))}
          placeholder={t('indexData.maps.none')}
          error={errors?.indicator_id}
          disabled={save.isPending}
        />
      </FormSection>
      <FormSection title={t('indexData.maps.sections.texts')}>
        {(['en', 'ar', 'fr'] as const).map((lang) => text(`description_${lang}`, lang, false))}
        {(['en', 'ar', 'fr'] as const).map((lang) => text(`hint_${lang}`, lang, false))}
      </FormSection>
      <LegendKeysField rows={values.keys} onChange={(keys) => setValues((current) => ({ ...current, keys }))} errors={errors} disabled={save.isPending} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {save.isPending ? t('shell.saving') : t('shell.save')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onCancel} disabled={save.isPending}>
          {t('shell.cancel')}
        </button>
      </div>
    </form>
  );
}
