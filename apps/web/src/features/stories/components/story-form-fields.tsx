// The fields of the add form (modal and page) and the edit page (spec part 2, sections 3 and 5), in
// sections: the initiative, the story, partners and funding, contact, media, and a collapsible Arabic
// version. Email and link use the email and URL input types; donors are typed comma-separated; partner
// rows can be added, and removed while more than one is left; sectors are checkboxes; visuals each take
// an alt text (paired by position); on the edit page the stored visuals and documents can be removed.
import { ContentLanguageField } from '@/components/ui/content-language';
import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES, STORY_DOCUMENTS_MAX, STORY_VISUALS_MAX, type FieldErrors, type Story } from '@wefe/contract';
import { useId, useState, type ReactNode } from 'react';
import { FileField } from '@/components/ui/file-field';
import { FilesField } from '@/components/ui/files-field';
import { ImagesField } from '@/components/ui/images-field';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { CheckboxField, FormField, FormSection, inputClass, SelectField, TextAreaField, TextField } from '@/components/ui/form';
import { ChevronDownIcon, DocumentIcon, ImageIcon } from '@/components/ui/icons';
import { LookupSelect } from '@/components/ui/lookup-select';
import { RepeatableRows, RowInput } from '@/components/ui/repeatable-rows';
import { StoredFile, toggledId } from '@/components/ui/stored-file';
import { useTranslation } from '@/lib/i18n';
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

/** The form's sections. */
export function StoryFormFields({ values, onChange, errors, disabled, mode, current }: StoryFormFieldsProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const statuses = useSustainabilityStatuses();
  const filters = useStoryFilters();
  const set = <K extends keyof StoryFormValues>(field: K, value: StoryFormValues[K]) => onChange({ ...values, [field]: value });
  const isRequired = (field: StoryTextField) => (mode === 'add' ? (REQUIRED_STORY_FIELDS as readonly string[]).includes(field) : field === 'title');

  const common = (field: StoryTextField) => ({
    label: t(`stories.form.fields.${field}`),
    name: field,
    value: values[field],
    onChange: (value: string) => set(field, value),
    required: isRequired(field),
    error: errors[field],
    disabled,
  });
  type Extra<P> = Omit<P, keyof ReturnType<typeof common>>;
  const text = (field: StoryTextField, options: Extra<Parameters<typeof TextField>[0]> = {}) => <TextField {...common(field)} {...options} />;
  const area = (field: StoryTextField, options: Extra<Parameters<typeof TextAreaField>[0]> = {}) => <TextAreaField {...common(field)} {...options} />;

  return (
    <div className="space-y-6">
      <FormSection title={t('stories.form.sections.initiative')}>
        {text('title', { full: true })}
        <ContentLanguageField label={t('stories.form.fields.content_language')} value={values.content_language} onChange={(value) => set('content_language', value)} error={errors.content_language} disabled={disabled} />
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
        <SelectField
          label={t('stories.form.fields.sustainability_status_id')}
          name="sustainability_status_id"
          value={values.sustainability_status_id}
          onChange={(value) => set('sustainability_status_id', value)}
          options={statuses.statuses.map((status) => ({ value: String(status.id), label: status.name }))}
          placeholder={t('stories.form.status_placeholder')}
          pending={statuses.isPending}
          required={isRequired('sustainability_status_id')}
          error={errors.sustainability_status_id}
          disabled={disabled}
        />
        <div className="flex items-end pb-2.5">
          <CheckboxField label={t('stories.form.fields.is_ongoing')} name="is_ongoing" checked={values.is_ongoing} disabled={disabled} onChange={(checked) => set('is_ongoing', checked)} />
        </div>
        {area('sustainability_status_desc', { rows: 3 })}
        {text('starting_date', { type: 'date' })}
        {text('ending_date', { type: 'date', hint: t('stories.form.ending_date_hint') })}
        <CheckboxGroup
          legend={t('stories.form.fields.sectors')}
          name="sectors[]"
          options={(filters.data?.sectors ?? []).map((sector) => ({ value: String(sector.id), label: sector.name }))}
          selected={values.sectors}
          onChange={(sectors) => set('sectors', sectors)}
          pending={filters.isPending}
          emptyText={t('stories.form.no_sectors')}
          error={errors.sectors}
          disabled={disabled}
          className="sm:col-span-2"
        />
      </FormSection>

      <FormSection title={t('stories.form.sections.story')}>
        {area('desc', { rows: 5 })}
        {area('excerpt', { rows: 2, hint: t('stories.form.excerpt_hint') })}
        {area('background')}
        {area('main_components')}
        {area('achievements')}
        {area('additional_info', { rows: 3 })}
      </FormSection>

      <FormSection title={t('stories.form.sections.partners')}>
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
      </FormSection>

      <FormSection title={t('stories.form.sections.contact')}>
        {text('contact_name')}
        {text('contact_position')}
        {text('contact_email', { type: 'email', dir: 'ltr', placeholder: 'name@example.org' })}
        {text('story_link', { type: 'url', dir: 'ltr', placeholder: 'https://', hint: t('stories.form.link_hint') })}
      </FormSection>

      <FormSection title={t('stories.form.sections.media')}>
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
          <ImagesField
            label={t('stories.form.fields.visuals')}
            name="visuals[]"
            altName="visual_alt_text[]"
            accept={STORY_IMAGE_ACCEPT}
            hint={t('stories.form.visuals_hint', { max: STORY_VISUALS_MAX, size: megabytes(IMAGE_MAX_BYTES) })}
            error={errors.visuals ?? errors.visual_alt_text}
            disabled={disabled}
            choices={values.visuals}
            onChoicesChange={(visuals) => set('visuals', visuals)}
            stored={current?.visuals}
            removeIds={values.remove_visuals}
            onRemoveIdsChange={(ids) => set('remove_visuals', ids)}
            withSession={current?.status !== 'approved'}
            labels={{
              current: t('stories.form.current_visuals'),
              imageN: (n) => t('stories.form.visual_n', { n }),
              removeNamed: (name) => t('stories.form.remove_named', { name }),
              altFor: (name) => t('stories.form.alt_text_for', { name }),
              altHint: t('stories.form.alt_text_hint'),
            }}
          />
        </div>
        <div className="sm:col-span-2">
          <DocumentsField values={values} onChange={onChange} error={errors.documents} disabled={disabled} current={current} />
        </div>
      </FormSection>

      <ArabicSection values={values} errors={errors}>
        {text('title_ar', { full: true, dir: 'rtl', lang: 'ar' })}
        {area('content_ar', { rows: 5, dir: 'rtl', lang: 'ar' })}
        {area('excerpt_ar', { rows: 2, dir: 'rtl', lang: 'ar' })}
      </ArabicSection>
    </div>
  );
}

function PartnersField({ rows, onChange, error, disabled }: { rows: PartnerRow[]; onChange: (rows: PartnerRow[]) => void; error: readonly string[] | undefined; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <RepeatableRows
      legend={t('stories.form.fields.partners')}
      hint={t('stories.form.partners_hint')}
      error={error}
      rows={rows}
      onChange={onChange}
      newRow={() => ({ sector: '', organization: '' })}
      disabled={disabled}
      addLabel={t('stories.form.add_partner')}
      removeLabel={(n) => t('stories.form.remove_partner', { n })}
      renderRow={(row, index, update) => (
        <>
          <RowInput label={t('stories.form.partner_sector', { n: index + 1 })} value={row.sector} disabled={disabled} onChange={(value) => update('sector', value)} />
          <RowInput label={t('stories.form.partner_organization', { n: index + 1 })} value={row.organization} disabled={disabled} onChange={(value) => update('organization', value)} />
        </>
      )}
    />
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
                onToggle={(on) => onChange({ ...values, remove_documents: toggledId(values.remove_documents, document.id, on) })}
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
      <div id={panelId} hidden={!shown} className="grid grid-cols-1 gap-5 px-4 pb-5 sm:grid-cols-2 sm:px-5">
        <p className="text-sm text-slate-600 sm:col-span-2">{t('stories.form.arabic_hint')}</p>
        {children}
      </div>
    </section>
  );
}
