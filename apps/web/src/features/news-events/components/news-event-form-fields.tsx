// The fields of the add form (modal and page) and the edit page (spec part 2, sections 3 and 5), in
// sections: the basics, when and where, the story of it, the event's practical details, the agenda,
// the speakers, the partners, contact, and images and attachment. The first question, the post type,
// decides the kind: a news item or an announcement is asked nothing an event alone has (its start,
// leader, sustainability status, practical details, agenda and speakers). Agenda, speaker and partner rows are
// added and removed; each image takes an alt text (paired by position); on the edit page the stored
// images and the attachment can be removed. On the full add page, images of a type the server does not
// take are left out as they are chosen (spec part 2, section 5); elsewhere they are refused with a message.
import { ContentLanguageField } from '@/components/ui/content-language';
import { DOCUMENT_MAX_BYTES, EVENT_TYPES, FEE_TYPES, IMAGE_MAX_BYTES, NEWS_EVENT_IMAGES_MAX, type FieldErrors, type NewsEvent } from '@wefe/contract';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { FileField } from '@/components/ui/file-field';
import { ImagesField } from '@/components/ui/images-field';
import { CheckboxField, FormSection, SelectField, TextAreaField, TextField } from '@/components/ui/form';
import { DocumentIcon } from '@/components/ui/icons';
import { LookupSelect } from '@/components/ui/lookup-select';
import { RepeatableRows, RowInput, RowSelect, RowTextarea } from '@/components/ui/repeatable-rows';
import { StoredFile } from '@/components/ui/stored-file';
import { useTranslation } from '@/lib/i18n';
import { useCountries } from '@/lib/lookups/get-countries';
import { useInstitutionCategories } from '@/lib/lookups/get-institution-categories';
import { useOrganizationTypes } from '@/lib/lookups/get-organization-types';
import { usePostTypes } from '@/lib/lookups/get-post-types';
import { useSectors } from '@/lib/lookups/get-sectors';
import { useSustainabilityStatuses } from '@/lib/lookups/get-sustainability-statuses';
import {
  emptyAgendaRow,
  emptyPartnerRow,
  emptySpeakerRow,
  isAllowedImage,
  NEWS_EVENT_ATTACHMENT_ACCEPT,
  NEWS_EVENT_IMAGE_ACCEPT,
  formKind,
  requiredFields,
  type NewsEventFormValues,
  type NewsEventTextField,
} from './news-event-form-values';

/** What happens to chosen images of a type the server does not take. */
export type ImageRule = 'skip' | 'refuse';

export interface NewsEventFormFieldsProps {
  values: NewsEventFormValues;
  onChange: (values: NewsEventFormValues) => void;
  /** Errors by field (server errors already gathered by field). */
  errors: FieldErrors;
  disabled: boolean;
  mode: 'add' | 'edit';
  /** 'skip' on the full add page: such images are silently left out. */
  imageRule: ImageRule;
  /** On the edit page: the item as stored, to list its files. */
  current?: NewsEvent;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** The form's sections. */
export function NewsEventFormFields({ values, onChange, errors, disabled, mode, imageRule, current }: NewsEventFormFieldsProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const organizationTypes = useOrganizationTypes();
  const postTypes = usePostTypes();
  const statuses = useSustainabilityStatuses();
  const sectors = useSectors();
  const set = <K extends keyof NewsEventFormValues>(field: K, value: NewsEventFormValues[K]) => onChange({ ...values, [field]: value });
  const kind = formKind(values);
  const event = kind === 'event';
  const required = requiredFields(mode, kind);
  const common = (field: NewsEventTextField) => ({
    label: t(`news_events.form.fields.${field}`),
    name: field,
    value: values[field],
    // The selects offer only the values their field takes.
    onChange: (value: string) => onChange({ ...values, [field]: value }),
    required: required.includes(field),
    error: errors[field],
    disabled,
  });

  type Extra<P> = Omit<P, keyof ReturnType<typeof common>>;
  const text = (field: NewsEventTextField, options: Extra<Parameters<typeof TextField>[0]> = {}) => <TextField {...common(field)} {...options} />;
  const area = (field: NewsEventTextField, options: Extra<Parameters<typeof TextAreaField>[0]> = {}) => <TextAreaField {...common(field)} {...options} />;
  const choice = (field: NewsEventTextField, options: readonly { value: string; label: string }[], extra: { placeholder?: string; pending?: boolean } = {}) => (
    <SelectField {...common(field)} options={options} placeholder={extra.placeholder ?? t('news_events.form.choose')} pending={extra.pending} />
  );

  return (
    <div className="space-y-6">
      <FormSection title={t('news_events.form.sections.basics')}>
        <SelectField
          {...common('post_type_id')}
          options={postTypes.items.map((type) => ({ value: String(type.id), label: type.name }))}
          placeholder={t('news_events.form.choose')}
          pending={postTypes.isPending}
          hint={t('news_events.form.kind_hint')}
        />
        {text('title', { full: true })}
        <ContentLanguageField label={t('news_events.form.fields.content_language')} value={values.content_language} onChange={(value) => set('content_language', value)} error={errors.content_language} disabled={disabled} />
        <LookupSelect {...common('organization_type_id')} placeholder={t('news_events.form.choose')} query={organizationTypes} />
        {event && text('implementing_leader')}
        {event &&
          choice(
            'sustainability_status_id',
            statuses.statuses.map((status) => ({ value: String(status.id), label: status.name })),
            { pending: statuses.isPending },
          )}
        {event && (
          <div className="flex items-end pb-2.5">
            <CheckboxField label={t('news_events.form.fields.is_ongoing')} name="is_ongoing" checked={values.is_ongoing} disabled={disabled} onChange={(checked) => set('is_ongoing', checked)} />
          </div>
        )}
      </FormSection>

      <FormSection title={t(event ? 'news_events.form.sections.when_where' : 'news_events.form.sections.where')}>
        {event && text('starting_date', { type: 'date' })}
        {event && text('start_time', { type: 'time', hint: t('news_events.form.time_hint') })}
        {event && text('end_date', { type: 'date', hint: t('news_events.form.end_date_hint') })}
        {event && text('end_time', { type: 'time' })}
        {event && text('duration', { hint: t('news_events.form.duration_hint') })}
        {event && text('register_deadline', { type: 'date' })}
        {text('location', { hint: t('news_events.form.location_hint') })}
        <LookupSelect {...common('country_id')} placeholder={t('news_events.form.country_placeholder')} query={countries} />
        {event && (
          <div className="sm:col-span-2">
            <CheckboxField label={t('news_events.form.fields.is_online')} name="is_online" checked={values.is_online} disabled={disabled} onChange={(checked) => set('is_online', checked)} />
          </div>
        )}
      </FormSection>

      <FormSection title={t('news_events.form.sections.about')}>
        {area('desc', { rows: 5 })}
        {area('background')}
        {area('impact')}
        {area('key_learnings')}
        {area('additional_info', { rows: 3 })}
        {area('quantitative_metrics', { rows: 3, hint: t('news_events.form.metrics_hint') })}
        {area('quantitative_metrics_desc', { rows: 3 })}
        <CheckboxGroup
          legend={t('news_events.form.fields.sectors')}
          name="sectors[]"
          options={(sectors.data ?? []).map((sector) => ({ value: String(sector.id), label: sector.name }))}
          selected={values.sectors}
          onChange={(chosen) => set('sectors', chosen)}
          pending={sectors.isPending}
          emptyText={t('news_events.form.no_sectors')}
          error={errors.sectors}
          disabled={disabled}
          className="sm:col-span-2"
        />
      </FormSection>

      {event && (
        <FormSection title={t('news_events.form.sections.event')}>
          {choice(
            'event_type',
            EVENT_TYPES.map((type) => ({ value: type, label: t(`news_events.event_types.${type}`) })),
          )}
          {text('organizer')}
          {text('capacity', { type: 'number', min: 0, step: 1, hint: t('news_events.form.capacity_hint') })}
          {choice(
            'fee_type',
            FEE_TYPES.map((type) => ({ value: type, label: t(`news_events.fee_types.${type}`) })),
          )}
          {text('fee_amount', { type: 'number', min: 0, step: 0.01, hint: t('news_events.form.fee_amount_hint') })}
          {text('registration_url', { type: 'url', dir: 'ltr', placeholder: 'https://' })}
          {text('website_url', { type: 'url', dir: 'ltr', placeholder: 'https://' })}
          {text('post_link', { type: 'url', dir: 'ltr', placeholder: 'https://' })}
        </FormSection>
      )}

      {event ? (
        <FormSection title={t('news_events.form.sections.programme')}>
          <AgendaField values={values} onChange={onChange} error={errors.agenda_outlines} disabled={disabled} />
          <SpeakersField values={values} onChange={onChange} error={errors.speakers} disabled={disabled} />
          <PartnersField values={values} onChange={onChange} error={errors.partners} disabled={disabled} />
        </FormSection>
      ) : (
        <FormSection title={t('news_events.form.sections.links_partners')}>
          {text('website_url', { type: 'url', dir: 'ltr', placeholder: 'https://' })}
          {text('post_link', { type: 'url', dir: 'ltr', placeholder: 'https://' })}
          <PartnersField values={values} onChange={onChange} error={errors.partners} disabled={disabled} />
        </FormSection>
      )}

      <FormSection title={t('news_events.form.sections.contact')}>
        {text('contact_name')}
        {text('contact_position')}
        {text('contact_email', { type: 'email', dir: 'ltr', placeholder: 'name@example.org' })}
        {text('contact_phone', { type: 'tel', dir: 'ltr', placeholder: '+962 7 9123 4567' })}
      </FormSection>

      <FormSection title={t('news_events.form.sections.media')}>
        <div className="sm:col-span-2">
          <ImagesField
            label={t('news_events.form.fields.images')}
            name="images[]"
            altName="image_alt_text[]"
            accept={NEWS_EVENT_IMAGE_ACCEPT}
            hint={t('news_events.form.images_hint', { max: NEWS_EVENT_IMAGES_MAX, size: megabytes(IMAGE_MAX_BYTES) })}
            error={errors.images ?? errors.image_alt_text}
            disabled={disabled}
            choices={values.images}
            onChoicesChange={(images) => set('images', images)}
            keepChosen={imageRule === 'skip' ? (files) => files.filter(isAllowedImage) : undefined}
            stored={current?.images}
            removeIds={values.remove_images}
            onRemoveIdsChange={(ids) => set('remove_images', ids)}
            withSession={current?.status !== 'approved'}
            labels={{
              current: t('news_events.form.current_images'),
              imageN: (n) => t('news_events.form.image_n', { n }),
              removeNamed: (name) => t('news_events.form.remove_named', { name }),
              altFor: (name) => t('news_events.form.alt_text_for', { name }),
              altHint: t('news_events.form.alt_text_hint'),
            }}
          />
        </div>
        <div className="sm:col-span-2">
          <AttachmentField values={values} onChange={onChange} error={errors.attachment} disabled={disabled} current={current} />
        </div>
      </FormSection>
    </div>
  );
}

interface ListFieldProps {
  values: NewsEventFormValues;
  onChange: (values: NewsEventFormValues) => void;
  error: readonly string[] | undefined;
  disabled: boolean;
}

function AgendaField({ values, onChange, error, disabled }: ListFieldProps) {
  const { t } = useTranslation();
  return (
    <RepeatableRows
      legend={t('news_events.form.fields.agenda')}
      hint={t('news_events.form.agenda_hint')}
      error={error}
      rows={values.agenda}
      onChange={(agenda) => onChange({ ...values, agenda })}
      newRow={emptyAgendaRow}
      minRows={0}
      disabled={disabled}
      addLabel={t('news_events.form.add_agenda')}
      removeLabel={(n) => t('news_events.form.remove_agenda', { n })}
      rowClassName="sm:grid-cols-[10rem_1fr]"
      renderRow={(row, index, update) => (
        <>
          <RowInput label={t('news_events.form.agenda_time', { n: index + 1 })} value={row.time} placeholder="09:30" disabled={disabled} onChange={(value) => update('time', value)} />
          <RowInput label={t('news_events.form.agenda_item', { n: index + 1 })} value={row.item} disabled={disabled} onChange={(value) => update('item', value)} />
        </>
      )}
    />
  );
}

function SpeakersField({ values, onChange, error, disabled }: ListFieldProps) {
  const { t } = useTranslation();
  return (
    <RepeatableRows
      legend={t('news_events.form.fields.speakers')}
      hint={t('news_events.form.speakers_hint')}
      error={error}
      rows={values.speakers}
      onChange={(speakers) => onChange({ ...values, speakers })}
      newRow={emptySpeakerRow}
      minRows={0}
      disabled={disabled}
      addLabel={t('news_events.form.add_speaker')}
      removeLabel={(n) => t('news_events.form.remove_speaker', { n })}
      renderRow={(row, index, update) => {
        const n = index + 1;
        return (
          <>
            <RowInput label={t('news_events.form.speaker_name', { n })} value={row.name} disabled={disabled} onChange={(value) => update('name', value)} />
            <RowInput label={t('news_events.form.speaker_title', { n })} value={row.title} disabled={disabled} onChange={(value) => update('title', value)} />
            <RowInput label={t('news_events.form.speaker_organization', { n })} value={row.organization} disabled={disabled} onChange={(value) => update('organization', value)} />
            <RowTextarea label={t('news_events.form.speaker_bio', { n })} value={row.bio} disabled={disabled} onChange={(value) => update('bio', value)} className="sm:col-span-2" />
          </>
        );
      }}
    />
  );
}

function PartnersField({ values, onChange, error, disabled }: ListFieldProps) {
  const { t } = useTranslation();
  const categories = useInstitutionCategories();
  return (
    <RepeatableRows
      legend={t('news_events.form.fields.partners')}
      hint={t('news_events.form.partners_hint')}
      error={error}
      rows={values.partners}
      onChange={(partners) => onChange({ ...values, partners })}
      newRow={emptyPartnerRow}
      minRows={0}
      disabled={disabled}
      addLabel={t('news_events.form.add_partner')}
      removeLabel={(n) => t('news_events.form.remove_partner', { n })}
      renderRow={(row, index, update) => {
        const n = index + 1;
        return (
          <>
            <RowInput label={t('news_events.form.partner_organization', { n })} value={row.organization} disabled={disabled} onChange={(value) => update('organization', value)} />
            <RowInput label={t('news_events.form.partner_contact_person', { n })} value={row.contact_person} disabled={disabled} onChange={(value) => update('contact_person', value)} />
            <RowInput
              label={t('news_events.form.partner_contact_email', { n })}
              type="email"
              dir="ltr"
              value={row.contact_email}
              disabled={disabled}
              onChange={(value) => update('contact_email', value)}
            />
            <RowSelect
              label={t('news_events.form.partner_category', { n })}
              placeholder={categories.isPending ? t('app.loading') : t('news_events.form.choose')}
              options={categories.data ?? []}
              value={row.institution_category_id}
              disabled={disabled || categories.isPending}
              onChange={(value) => update('institution_category_id', value)}
            />
          </>
        );
      }}
    />
  );
}

function AttachmentField({ values, onChange, error, disabled, current }: ListFieldProps & { current?: NewsEvent }) {
  const { t } = useTranslation();
  const stored = current?.attachment;
  const icon = <DocumentIcon className="size-6 shrink-0 text-brand-700" />;
  return (
    <div className="space-y-3">
      {stored && (
        <div>
          <p className="mb-1.5 font-semibold text-slate-800">{t('news_events.form.current_attachment')}</p>
          <ul>
            <StoredFile
              label={t('news_events.form.remove_named', { name: stored.name })}
              checked={values.remove_attachment}
              disabled={disabled}
              onToggle={(on) => onChange({ ...values, remove_attachment: on })}
            >
              {icon}
              <span dir="auto" className="min-w-0 truncate text-sm text-slate-700">
                {stored.name}
              </span>
              <span dir="ltr" className="shrink-0 text-sm text-slate-500">
                {stored.formatted_file_size}
              </span>
            </StoredFile>
          </ul>
        </div>
      )}
      <FileField
        label={t('news_events.form.fields.attachment')}
        name="attachment"
        accept={NEWS_EVENT_ATTACHMENT_ACCEPT}
        file={values.attachment}
        onChange={(file) => onChange({ ...values, attachment: file })}
        error={error}
        hint={stored ? t('news_events.form.attachment_replace_hint', { size: megabytes(DOCUMENT_MAX_BYTES) }) : t('news_events.form.attachment_hint', { size: megabytes(DOCUMENT_MAX_BYTES) })}
        disabled={disabled}
        icon={icon}
      />
    </div>
  );
}
