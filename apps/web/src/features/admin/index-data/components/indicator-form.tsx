// Adding or editing an indicator: pillar, type, direction, unit, names in three languages (the Arabic
// one right to left), source and licence, and the method's treatments. Messages sit beside their fields.
import { INDICATOR_DIRECTIONS, INDICATOR_TYPES, type AdminIndicator, type IndicatorSaved, type Pillar } from '@wefe/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { CheckboxField, FormAlert, FormSection, SelectField, TextAreaField, TextField } from '@/components/ui/form';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useSaveIndicator } from '../api/save-indicator';

type Values = Record<'code' | 'pillar_id' | 'type' | 'direction' | 'unit' | 'name_en' | 'name_ar' | 'name_fr' | 'source_name' | 'source_url' | 'licence' | 'target_value' | 'treatment_note' | 'sort_order', string> & {
  log_transform: boolean;
  excluded: boolean;
};

const emptyValues: Values = {
  code: '',
  pillar_id: '',
  type: 'access',
  direction: 'higher_is_better',
  unit: '',
  name_en: '',
  name_ar: '',
  name_fr: '',
  source_name: '',
  source_url: '',
  licence: '',
  target_value: '',
  treatment_note: '',
  sort_order: '0',
  log_transform: false,
  excluded: false,
};

function valuesOf(indicator: AdminIndicator): Values {
  const { code, type, direction, unit, name_en, name_ar, name_fr, source_name, source_url, licence, log_transform, excluded } = indicator;
  return {
    code,
    type,
    direction,
    unit,
    name_en,
    name_ar,
    name_fr,
    source_name,
    source_url,
    licence,
    log_transform,
    excluded,
    pillar_id: String(indicator.pillar_id),
    target_value: indicator.target_value === null ? '' : String(indicator.target_value),
    treatment_note: indicator.treatment_note ?? '',
    sort_order: String(indicator.sort_order),
  };
}

export interface IndicatorFormProps {
  /** The indicator to edit, or null to add one. */
  indicator: AdminIndicator | null;
  pillars: readonly Pillar[];
  onSaved: (saved: IndicatorSaved) => void;
  onCancel: () => void;
}

/** The indicator form; the code is chosen once, on adding. */
export function IndicatorForm({ indicator, pillars, onSaved, onCancel }: IndicatorFormProps) {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form opens above the tables: move focus (and the view) to it.
  useEffect(() => headingRef.current?.focus(), []);
  const [values, setValues] = useState<Values>(() => (indicator ? valuesOf(indicator) : emptyValues));
  const save = useSaveIndicator();
  const errors = isApiError(save.error) ? save.error.errors : undefined;
  const set = <K extends keyof Values>(field: K) => (value: Values[K]) => setValues((current) => ({ ...current, [field]: value }));
  const label = (field: string) => t(`indexData.indicators.fields.${field}` as 'indexData.indicators.fields.code');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { code, pillar_id, sort_order, target_value, ...rest } = values;
    const body = {
      ...rest,
      pillar_id: Number(pillar_id),
      sort_order: Number(sort_order || 0),
      target_value: target_value.trim() === '' ? null : Number(target_value),
      type: rest.type as AdminIndicator['type'],
      direction: rest.direction as AdminIndicator['direction'],
    };
    save.mutate(indicator ? { id: indicator.id, body } : { id: null, body: { ...body, code } }, { onSuccess: onSaved });
  };

  const text = (field: keyof Values, options: { required?: boolean; dir?: 'auto' | 'ltr' | 'rtl'; lang?: string; type?: 'text' | 'url' | 'number'; full?: boolean } = {}) => (
    <TextField
      label={label(field)}
      name={field}
      value={String(values[field])}
      onChange={set(field) as (value: string) => void}
      error={errors?.[field]}
      disabled={save.isPending}
      required={options.required ?? true}
      dir={options.dir ?? 'auto'}
      lang={options.lang}
      type={options.type}
      full={options.full}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="space-y-5 rounded-2xl border border-brand-100 bg-brand-50/40 p-4 sm:p-6">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-brand-800">
        {indicator ? t('indexData.indicators.edit_title', { code: indicator.code }) : t('indexData.indicators.add_title')}
      </h2>
      {save.error && !errors && <FormAlert>{apiErrorMessage(save.error, tApp)}</FormAlert>}
      {errors && <FormAlert>{t('indexData.form_errors')}</FormAlert>}
      <FormSection title={t('indexData.indicators.sections.definition')}>
        {indicator ? (
          <div>
            <p className="mb-1.5 font-semibold text-slate-800">{label('code')}</p>
            <p dir="ltr" className="font-mono text-slate-700">
              {indicator.code}
            </p>
          </div>
        ) : (
          text('code', { dir: 'ltr' })
        )}
        <SelectField
          label={label('pillar_id')}
          name="pillar_id"
          value={values.pillar_id}
          onChange={set('pillar_id')}
          options={pillars.map((p) => ({ value: String(p.id), label: p.localized_name }))}
          placeholder={t('indexData.choose')}
          error={errors?.pillar_id}
          disabled={save.isPending}
          required
        />
        <SelectField
          label={label('type')}
          name="type"
          value={values.type}
          onChange={set('type')}
          options={INDICATOR_TYPES.map((type) => ({ value: type, label: t(`indexData.types.${type}`) }))}
          error={errors?.type}
          disabled={save.isPending}
          required
        />
        <SelectField
          label={label('direction')}
          name="direction"
          value={values.direction}
          onChange={set('direction')}
          options={INDICATOR_DIRECTIONS.map((direction) => ({ value: direction, label: t(`indexData.directions.${direction}`) }))}
          error={errors?.direction}
          disabled={save.isPending}
          required
        />
        {text('unit')}
        {text('sort_order', { type: 'number', required: false })}
      </FormSection>
      <FormSection title={t('indexData.indicators.sections.names')}>
        {text('name_en', { lang: 'en', dir: 'ltr', full: true })}
        {text('name_ar', { lang: 'ar', dir: 'rtl', full: true })}
        {text('name_fr', { lang: 'fr', dir: 'ltr', full: true })}
      </FormSection>
      <FormSection title={t('indexData.indicators.sections.source')}>
        {text('source_name', { full: true })}
        {text('source_url', { dir: 'ltr', full: true })}
        {text('licence')}
      </FormSection>
      <FormSection title={t('indexData.indicators.sections.treatment')}>
        <div className="space-y-2 sm:col-span-2">
          <CheckboxField label={label('log_transform')} name="log_transform" checked={values.log_transform} onChange={set('log_transform')} disabled={save.isPending} />
          <CheckboxField label={label('excluded')} name="excluded" checked={values.excluded} onChange={set('excluded')} disabled={save.isPending} />
          <p className="text-sm text-slate-600">{t('indexData.indicators.treatment_hint')}</p>
        </div>
        {text('target_value', { type: 'number', required: false, dir: 'ltr' })}
        <TextAreaField
          label={label('treatment_note')}
          name="treatment_note"
          value={values.treatment_note}
          onChange={set('treatment_note')}
          error={errors?.treatment_note}
          disabled={save.isPending}
          rows={3}
        />
      </FormSection>
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
