// The fields of the add dialog and the edit page (spec part 1, 'Add publication'): title, type, date,
// authors, sector, summary, keywords, region, document, cover image and link, with live counters for
// the 500-character fields and each field's error beside it.
import { ContentLanguageField } from '@/components/ui/content-language';
import { REGIONS, type FieldErrors, type NamedLookup, type Publication } from '@wefe/contract';
import type { ReactNode } from 'react';
import { FileField } from '@/components/ui/file-field';
import { FormField, inputClass } from '@/components/ui/form';
import { DocumentIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';
import { REGION_LABEL_KEYS } from './filters';
import { DOCUMENT_ACCEPT, FIELD_MAX, IMAGE_ACCEPT, type PublicationFormValues, type PublicationTextField } from './publication-form-values';

export interface PublicationFormFieldsProps {
  values: PublicationFormValues;
  onChange: (values: PublicationFormValues) => void;
  errors: FieldErrors;
  types: readonly NamedLookup[];
  typesPending: boolean;
  disabled: boolean;
  /** On the edit page: the publication as stored, to name its current files. */
  current?: Publication;
}

/** 'n/500 characters', red past the limit. */
function Counter({ value, max }: { value: string; max: number }) {
  const { t } = useTranslation();
  const length = value.trim().length;
  return <span className={length > max ? 'font-semibold text-red-700' : undefined}>{t('publications.form.counter', { count: length, max })}</span>;
}

function hintWithCounter(hint: ReactNode, value: string, max: number) {
  return (
    <span className="flex flex-wrap justify-between gap-x-4">
      <span>{hint}</span>
      <Counter value={value} max={max} />
    </span>
  );
}

/** The form's fields in a two-column grid. */
export function PublicationFormFields({ values, onChange, errors, types, typesPending, disabled, current }: PublicationFormFieldsProps) {
  const { t } = useTranslation();
  const set = (field: keyof PublicationFormValues) => (value: string | File | null) => onChange({ ...values, [field]: value });
  const max = (field: PublicationTextField) => FIELD_MAX[field] ?? 500;

  const text = (field: PublicationTextField, options: { label: string; required?: boolean; hint?: ReactNode; counter?: boolean; type?: string; dir?: 'auto' | 'ltr'; full?: boolean; placeholder?: string }) => (
    <FormField
      label={options.label}
      required={options.required}
      error={errors[field]}
      hint={options.counter ? hintWithCounter(options.hint, values[field], max(field)) : options.hint}
      className={options.full ? 'sm:col-span-2' : undefined}
    >
      {(control) => (
        <input
          {...control}
          type={options.type ?? 'text'}
          name={field}
          dir={options.dir ?? 'auto'}
          value={values[field]}
          placeholder={options.placeholder}
          disabled={disabled}
          onChange={(event) => set(field)(event.target.value)}
          className={inputClass}
        />
      )}
    </FormField>
  );

  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      {text('title', { label: t('publications.form.fields.title'), required: true, hint: t('publications.form.title_hint'), full: true })}
      <ContentLanguageField label={t('publications.form.fields.content_language')} value={values.content_language} onChange={set('content_language')} error={errors.content_language} disabled={disabled} />

      <FormField label={t('publications.form.fields.type')} required error={errors.publication_type_id}>
        {(control) => (
          <select
            {...control}
            name="publication_type_id"
            value={values.publication_type_id}
            disabled={disabled || typesPending}
            onChange={(event) => set('publication_type_id')(event.target.value)}
            className={inputClass}
          >
            <option value="">{typesPending ? t('app.loading') : t('publications.form.type_placeholder')}</option>
            {types.map((type) => (
              <option key={type.id} value={String(type.id)}>
                {type.name}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField label={t('publications.form.fields.date')} required error={errors.publication_date}>
        {(control) => (
          <input
            {...control}
            type="date"
            name="publication_date"
            value={values.publication_date}
            disabled={disabled}
            onChange={(event) => set('publication_date')(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>

      {text('publication_author', { label: t('publications.form.fields.authors'), required: true, hint: t('publications.form.authors_hint') })}
      {text('publication_sector', { label: t('publications.form.fields.sector'), hint: t('publications.form.sector_hint') })}

      <FormField
        label={t('publications.form.fields.summary')}
        error={errors.summary}
        hint={hintWithCounter(t('publications.form.summary_hint'), values.summary, max('summary'))}
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            name="summary"
            dir="auto"
            rows={4}
            value={values.summary}
            disabled={disabled}
            onChange={(event) => set('summary')(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>

      {text('keywords', { label: t('publications.form.fields.keywords'), hint: t('publications.form.keywords_hint'), counter: true })}

      <FormField label={t('publications.form.fields.region')} error={errors.region}>
        {(control) => (
          <select {...control} name="region" value={values.region} disabled={disabled} onChange={(event) => set('region')(event.target.value)} className={inputClass}>
            {REGIONS.map((region) => (
              <option key={region} value={region}>
                {t(REGION_LABEL_KEYS[region])}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FileField
        label={t('publications.form.fields.document')}
        name="publication_document"
        accept={DOCUMENT_ACCEPT}
        file={values.publication_document}
        onChange={set('publication_document')}
        error={errors.publication_document}
        hint={t('publications.form.document_hint')}
        disabled={disabled}
        icon={<DocumentIcon className="size-6 shrink-0 text-brand-700" />}
        emptyText={
          current?.has_document && current.document_name
            ? t('publications.form.current_document', { name: current.document_name, size: current.formatted_file_size ?? '' })
            : undefined
        }
      />
      <FileField
        label={t('publications.form.fields.image')}
        name="publication_image"
        accept={IMAGE_ACCEPT}
        file={values.publication_image}
        onChange={set('publication_image')}
        error={errors.publication_image}
        hint={t('publications.form.image_hint')}
        disabled={disabled}
        imagePreview
        emptyText={current?.image_url ? t('publications.form.current_image') : undefined}
      />

      {text('publication_link', {
        label: t('publications.form.fields.link'),
        hint: t('publications.form.link_hint'),
        counter: true,
        type: 'url',
        dir: 'ltr',
        full: true,
        placeholder: 'https://',
      })}
    </div>
  );
}
