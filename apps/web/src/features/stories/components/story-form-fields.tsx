// The fields of the add form (modal and page) and the edit page (spec part 2, sections 3 and 5), in
// sections: the initiative, the story, partners and funding, contact, media, and a collapsible Arabic
// version. Email and link use the email and URL input types; donors are typed comma-separated; partner
// rows can be added, and removed while more than one is left; sectors are checkboxes; visuals each take
// an alt text (paired by position); on the edit page the stored visuals and documents can be removed.
import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES, STORY_DOCUMENTS_MAX, STORY_VISUALS_MAX, type FieldErrors, type Story } from '@wefe/contract';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CoverImage } from '@/components/ui/cover-image';
import { FileField } from '@/components/ui/file-field';
import { FilesField } from '@/components/ui/files-field';
import { FormField, FormFieldset, inputClass } from '@/components/ui/form';
import { ChevronDownIcon, DocumentIcon, ImageIcon, PlusIcon } from '@/components/ui/icons';
import { LookupSelect } from '@/components/ui/lookup-select';
import { useCountries } from '@/lib/lookups/get-countries';
import { useSustainabilityStatuses } from '@/lib/lookups/get-sustainability-statuses';
import { useStoryFilters } from '../api/get-story-filters';
import {
  ARABIC_FIELDS,
  REQUIRED_STORY_FIELDS,
  STORY_DOCUMENT_ACCEPT,
  STORY_IMAGE_ACCEPT,
  type PartnerRow,
  type StoryFormValues,
  type StoryTextField,
} from './story-form-values';

export interface StoryFormFieldsProps {
  values: StoryFormValues;
  onChange: (values: StoryFormValues) => void;
  /** Errors by field (server errors already gathered by field). */
  errors: FieldErrors;
  disabled: boolean;
  mode: 'add' | 'edit';
  /** On the edit page: the story as stored, to list its files. */
  current?: Story;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-lg font-bold text-brand-800">{title}</legend>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The form's sections. */
export function StoryFormFields({ values, onChange, errors, disabled, mode, current }: StoryFormFieldsProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const statuses = useSustainabilityStatuses();
  const filters = useStoryFilters();
  const set = <K extends keyof StoryFormValues>(field: K, value: StoryFormValues[K]) => onChange({ ...values, [field]: value });
  const isRequired = (field: StoryTextField) => (mode === 'add' ? (REQUIRED_STORY_FIELDS as readonly string[]).includes(field) : field === 'title');

  const text = (field: StoryTextField, options: { type?: 'text' | 'email' | 'url' | 'date'; hint?: ReactNode; full?: boolean; dir?: 'auto' | 'ltr' | 'rtl'; lang?: string; placeholder?: string } = {}) => (
    <FormField label={t(`stories.form.fields.${field}`)} required={isRequired(field)} error={errors[field]} hint={options.hint} className={options.full ? 'sm:col-span-2' : undefined}>
      {(control) => (
        <input
          {...control}
          type={options.type ?? 'text'}
          name={field}
          dir={options.type === 'date' ? undefined : (options.dir ?? 'auto')}
          lang={options.lang}
          value={values[field]}
          placeholder={options.placeholder}
          disabled={disabled}
          onChange={(event) => set(field, event.target.value)}
          className={inputClass}
        />
      )}
    </FormField>
  );

  const area = (field: StoryTextField, options: { rows?: number; hint?: ReactNode; dir?: 'auto' | 'rtl'; lang?: string } = {}) => (
    <FormField label={t(`stories.form.fields.${field}`)} required={isRequired(field)} error={errors[field]} hint={options.hint} className="sm:col-span-2">
      {(control) => (
        <textarea
          {...control}
          name={field}
          dir={options.dir ?? 'auto'}
          lang={options.lang}
          rows={options.rows ?? 4}
          value={values[field]}
          disabled={disabled}
          onChange={(event) => set(field, event.target.value)}
          className={inputClass}
        />
      )}
    </FormField>
  );

  return (
    <div className="space-y-6">
      <Section title={t('stories.form.sections.initiative')}>
        {text('title', { full: true })}
        <LookupSelect
          label={t('stories.form.fields.country_id')}
          name="country_id"
          placeholder={t('stories.form.country_placeholder')}
          query={countries}
          value={values.country_id}
          onChange={(value) => set('country_id', value)}
          required={isRequired('country_id')}
          error={errors.country_id}
          disabled={disabled}
        />
        {text('location', { hint: t('stories.form.location_hint') })}
        {text('implementing_leader', { full: true })}
        <FormField label={t('stories.form.fields.sustainability_status_id')} required={isRequired('sustainability_status_id')} error={errors.sustainability_status_id}>
          {(control) => (
            <select
              {...control}
              name="sustainability_status_id"
              value={values.sustainability_status_id}
              disabled={disabled || statuses.isPending}
              onChange={(event) => set('sustainability_status_id', event.target.value)}
              className={inputClass}
            >
              <option value="">{statuses.isPending ? t('app.loading') : t('stories.form.status_placeholder')}</option>
              {statuses.statuses.map((status) => (
                <option key={status.id} value={String(status.id)}>
                  {status.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="flex items-end pb-2.5">
          <label className="inline-flex items-center gap-2 font-semibold text-slate-800">
            <input
              type="checkbox"
              name="is_ongoing"
              checked={values.is_ongoing}
              disabled={disabled}
              onChange={(event) => set('is_ongoing', event.target.checked)}
              className="size-4 accent-brand-700"
            />
            {t('stories.form.fields.is_ongoing')}
          </label>
        </div>
        {area('sustainability_status_desc', { rows: 3 })}
        {text('starting_date', { type: 'date' })}
        {text('ending_date', { type: 'date', hint: t('stories.form.ending_date_hint') })}
        <SectorsField values={values} onChange={onChange} sectors={filters.data?.sectors ?? []} pending={filters.isPending} error={errors.sectors} disabled={disabled} />
      </Section>

      <Section title={t('stories.form.sections.story')}>
        {area('desc', { rows: 5 })}
        {area('excerpt', { rows: 2, hint: t('stories.form.excerpt_hint') })}
        {area('background')}
        {area('main_components')}
        {area('achievements')}
        {area('additional_info', { rows: 3 })}
      </Section>

      <Section title={t('stories.form.sections.partners')}>
        <FormField label={t('stories.form.fields.donors')} error={errors.donor} hint={t('stories.form.donors_hint')} className="sm:col-span-2">
          {(control) => (
            <input
              {...control}
              type="text"
              name="donor"
              dir="auto"
              value={values.donors}
              disabled={disabled}
              onChange={(event) => set('donors', event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <PartnersField rows={values.partners} onChange={(rows) => set('partners', rows)} error={errors.partners} disabled={disabled} />
      </Section>

      <Section title={t('stories.form.sections.contact')}>
        {text('contact_name')}
        {text('contact_position')}
        {text('contact_email', { type: 'email', dir: 'ltr', placeholder: 'name@example.org' })}
        {text('story_link', { type: 'url', dir: 'ltr', placeholder: 'https://', hint: t('stories.form.link_hint') })}
      </Section>

      <Section title={t('stories.form.sections.media')}>
        <div className="sm:col-span-2">
          <FileField
            label={t('stories.form.fields.featured_image')}
            name="featured_image"
            accept={STORY_IMAGE_ACCEPT}
            file={values.featured_image}
            onChange={(file) => set('featured_image', file)}
            error={errors.featured_image}
            hint={t('stories.form.featured_image_hint', { max: megabytes(IMAGE_MAX_BYTES) })}
            disabled={disabled}
            imagePreview
            icon={<ImageIcon className="size-6 shrink-0 text-brand-700" />}
            emptyText={current?.cover_image_url ? t('stories.form.current_image') : undefined}
          />
        </div>
        <div className="sm:col-span-2">
          <VisualsField values={values} onChange={onChange} error={errors.visuals ?? errors.visual_alt_text} disabled={disabled} current={current} />
        </div>
        <div className="sm:col-span-2">
          <DocumentsField values={values} onChange={onChange} error={errors.documents} disabled={disabled} current={current} />
        </div>
      </Section>

      <ArabicSection values={values} errors={errors}>
        {text('title_ar', { full: true, dir: 'rtl', lang: 'ar' })}
        {area('content_ar', { rows: 5, dir: 'rtl', lang: 'ar' })}
        {area('excerpt_ar', { rows: 2, dir: 'rtl', lang: 'ar' })}
      </ArabicSection>
    </div>
  );
}

function SectorsField({
  values,
  onChange,
  sectors,
  pending,
  error,
  disabled,
}: {
  values: StoryFormValues;
  onChange: (values: StoryFormValues) => void;
  sectors: readonly { id: number; name: string }[];
  pending: boolean;
  error: readonly string[] | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const toggle = (id: string, checked: boolean) =>
    onChange({ ...values, sectors: checked ? [...values.sectors, id] : values.sectors.filter((sector) => sector !== id) });
  return (
    <FormFieldset legend={t('stories.form.fields.sectors')} error={error} className="sm:col-span-2">
      {pending ? (
        <p className="text-sm text-slate-600">{t('app.loading')}</p>
      ) : sectors.length === 0 ? (
        <p className="text-sm text-slate-600">{t('stories.form.no_sectors')}</p>
      ) : (
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {sectors.map((sector) => {
            const id = String(sector.id);
            return (
              <label key={sector.id} className="inline-flex items-center gap-2 text-slate-800">
                <input
                  type="checkbox"
                  name="sectors[]"
                  value={id}
                  checked={values.sectors.includes(id)}
                  disabled={disabled}
                  onChange={(event) => toggle(id, event.target.checked)}
                  className="size-4 accent-brand-700"
                />
                {sector.name}
              </label>
            );
          })}
        </div>
      )}
    </FormFieldset>
  );
}

function PartnersField({ rows, onChange, error, disabled }: { rows: PartnerRow[]; onChange: (rows: PartnerRow[]) => void; error: readonly string[] | undefined; disabled: boolean }) {
  const { t } = useTranslation();
  const update = (index: number, field: keyof PartnerRow, value: string) => onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  return (
    <FormFieldset legend={t('stories.form.fields.partners')} error={error} className="space-y-3 sm:col-span-2">
      <p className="text-sm text-slate-600">{t('stories.form.partners_hint')}</p>
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <li key={index} className="grid items-end gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_1fr_auto]">
            <PartnerInput label={t('stories.form.partner_sector', { n: index + 1 })} value={row.sector} disabled={disabled} onChange={(value) => update(index, 'sector', value)} />
            <PartnerInput label={t('stories.form.partner_organization', { n: index + 1 })} value={row.organization} disabled={disabled} onChange={(value) => update(index, 'organization', value)} />
            {rows.length > 1 && (
              <button type="button" disabled={disabled} onClick={() => onChange(rows.filter((_, at) => at !== index))} className="py-2.5 text-sm font-semibold text-red-700 underline">
                {t('stories.form.remove_partner', { n: index + 1 })}
              </button>
            )}
          </li>
        ))}
      </ol>
      <button
        type="button"
        disabled={disabled}
        onClick={() => onChange([...rows, { sector: '', organization: '' }])}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <PlusIcon className="size-4" />
        {t('stories.form.add_partner')}
      </button>
    </FormFieldset>
  );
}

function PartnerInput({ label, value, disabled, onChange }: { label: string; value: string; disabled: boolean; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <input id={id} type="text" dir="auto" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} className={inputClass} />
    </div>
  );
}

/** A stored file with a 'remove' checkbox (edit page). */
function StoredFile({ label, checked, disabled, onToggle, children }: { label: string; checked: boolean; disabled: boolean; onToggle: (checked: boolean) => void; children: ReactNode }) {
  return (
    <li className={`flex min-w-0 items-center gap-3 rounded-lg border p-2 ${checked ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white'}`}>
      {children}
      <label className="ms-auto inline-flex shrink-0 items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onToggle(event.target.checked)} className="size-4 accent-red-700" />
        {label}
      </label>
    </li>
  );
}

const toggled = (ids: readonly number[], id: number, on: boolean) => (on ? [...ids, id] : ids.filter((other) => other !== id));

function VisualsField({ values, onChange, error, disabled, current }: { values: StoryFormValues; onChange: (values: StoryFormValues) => void; error: readonly string[] | undefined; disabled: boolean; current?: Story }) {
  const { t } = useTranslation();
  const stored = current?.visuals ?? [];
  return (
    <div className="space-y-3">
      {stored.length > 0 && (
        <div>
          <p className="mb-1.5 font-semibold text-slate-800">{t('stories.form.current_visuals')}</p>
          <ul className="space-y-2">
            {stored.map((visual, index) => {
              const name = visual.alt_text || t('stories.form.visual_n', { n: index + 1 });
              return (
                <StoredFile
                  key={visual.id}
                  label={t('stories.form.remove_named', { name })}
                  checked={values.remove_visuals.includes(visual.id)}
                  disabled={disabled}
                  onToggle={(on) => onChange({ ...values, remove_visuals: toggled(values.remove_visuals, visual.id, on) })}
                >
                  <span className="size-12 shrink-0 overflow-hidden rounded-md bg-brand-50">
                    <CoverImage src={visual.image_path} withSession={current?.status !== 'approved'} placeholder={<ImageIcon className="size-6" />} />
                  </span>
                  <span dir="auto" className="min-w-0 truncate text-sm text-slate-700">
                    {name}
                  </span>
                </StoredFile>
              );
            })}
          </ul>
        </div>
      )}
      <FilesField
        label={t('stories.form.fields.visuals')}
        name="visuals[]"
        accept={STORY_IMAGE_ACCEPT}
        files={values.visuals.map((visual) => visual.file)}
        onAdd={(files) => onChange({ ...values, visuals: [...values.visuals, ...files.map((file) => ({ file, alt: '' }))] })}
        onRemove={(index) => onChange({ ...values, visuals: values.visuals.filter((_, at) => at !== index) })}
        error={error}
        hint={t('stories.form.visuals_hint', { max: STORY_VISUALS_MAX, size: megabytes(IMAGE_MAX_BYTES) })}
        disabled={disabled}
        imagePreview
        icon={<ImageIcon className="size-6 shrink-0 text-brand-700" />}
        renderExtra={(index) => {
          const visual = values.visuals[index];
          if (!visual) return null;
          return (
            <FormField label={t('stories.form.alt_text_for', { name: visual.file.name })} hint={t('stories.form.alt_text_hint')}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  name="visual_alt_text[]"
                  dir="auto"
                  value={visual.alt}
                  disabled={disabled}
                  onChange={(event) => onChange({ ...values, visuals: values.visuals.map((item, at) => (at === index ? { ...item, alt: event.target.value } : item)) })}
                  className={inputClass}
                />
              )}
            </FormField>
          );
        }}
      />
    </div>
  );
}

function DocumentsField({ values, onChange, error, disabled, current }: { values: StoryFormValues; onChange: (values: StoryFormValues) => void; error: readonly string[] | undefined; disabled: boolean; current?: Story }) {
  const { t } = useTranslation();
  const stored = current?.documents ?? [];
  const icon = <DocumentIcon className="size-6 shrink-0 text-brand-700" />;
  return (
    <div className="space-y-3">
      {stored.length > 0 && (
        <div>
          <p className="mb-1.5 font-semibold text-slate-800">{t('stories.form.current_documents')}</p>
          <ul className="space-y-2">
            {stored.map((document) => (
              <StoredFile
                key={document.id}
                label={t('stories.form.remove_named', { name: document.document_name })}
                checked={values.remove_documents.includes(document.id)}
                disabled={disabled}
                onToggle={(on) => onChange({ ...values, remove_documents: toggled(values.remove_documents, document.id, on) })}
              >
                {icon}
                <span dir="auto" className="min-w-0 truncate text-sm text-slate-700">
                  {document.document_name}
                </span>
                <span dir="ltr" className="shrink-0 text-sm text-slate-500">
                  {document.formatted_file_size}
                </span>
              </StoredFile>
            ))}
          </ul>
        </div>
      )}
      <FilesField
        label={t('stories.form.fields.documents')}
        name="documents[]"
        accept={STORY_DOCUMENT_ACCEPT}
        files={values.documents}
        onAdd={(files) => onChange({ ...values, documents: [...values.documents, ...files] })}
        onRemove={(index) => onChange({ ...values, documents: values.documents.filter((_, at) => at !== index) })}
        error={error}
        hint={t('stories.form.documents_hint', { max: STORY_DOCUMENTS_MAX, size: megabytes(DOCUMENT_MAX_BYTES) })}
        disabled={disabled}
        icon={icon}
      />
    </div>
  );
}

/** 'Arabic version (optional)': folded unless it holds text or an error. */
function ArabicSection({ values, errors, children }: { values: StoryFormValues; errors: FieldErrors; children: ReactNode }) {
  const { t } = useTranslation();
  const panelId = useId();
  const needed = ARABIC_FIELDS.some((field) => values[field].trim() !== '' || errors[field]);
  const [open, setOpen] = useState(needed);
  const shown = open || ARABIC_FIELDS.some((field) => errors[field]);
  return (
    <section className="rounded-2xl border border-slate-200">
      <h3>
        <button
          type="button"
          aria-expanded={shown}
          aria-controls={panelId}
          onClick={() => setOpen(!shown)}
          className="flex w-full items-center justify-between gap-3 p-4 text-start text-lg font-bold text-brand-800 sm:p-5"
        >
          {t('stories.form.sections.arabic')}
          <ChevronDownIcon className={`size-5 shrink-0 transition-transform ${shown ? 'rotate-180' : ''}`} />
        </button>
      </h3>
      <div id={panelId} hidden={!shown} className="grid gap-5 px-4 pb-5 sm:grid-cols-2 sm:px-5">
        <p className="text-sm text-slate-600 sm:col-span-2">{t('stories.form.arabic_hint')}</p>
        {children}
      </div>
    </section>
  );
}
