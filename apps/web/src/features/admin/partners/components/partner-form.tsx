// The add and edit form of a partner, in a form dialog: name, website, organisation type, featured, and
// a logo file with its preview (or the current logo, which may be removed). The server's refusals sit
// beside their fields; the upload shows its progress.
import { IMAGE_MAX_BYTES, PARTNER_LOGO_ACCEPT, type StaffPartner } from '@wefe/contract';
import { useState, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FileField } from '@/components/ui/file-field';
import { CheckboxField, FormAlert, TextField } from '@/components/ui/form';
import { FormDialog } from '@/components/ui/form-dialog';
import { LookupSelect } from '@/components/ui/lookup-select';
import { PartnerLogo } from '@/components/ui/partner-logo';
import { UploadProgressBar } from '@/components/ui/upload-progress';
import { useFocusFirstError } from '@/components/ui/use-focus-first-error';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useOrganizationTypes } from '@/lib/lookups/get-organization-types';
import type { UploadProgress } from '@/lib/upload';
import { useSavePartner, type PartnerFormValues } from '../api/save-partner';

export interface PartnerFormDialogProps {
  /** The partner being edited, 'new' to add one, null when closed. */
  partner: StaffPartner | 'new' | null;
  onClose: () => void;
  /** The partner was saved (added when `added`). */
  onSaved: (partner: StaffPartner, added: boolean) => void;
}

/** The dialog with the partner form; it starts afresh each time it opens. */
export function PartnerFormDialog({ partner, onClose, onSaved }: PartnerFormDialogProps) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const editing = partner !== null && partner !== 'new' ? partner : null;
  return (
    <FormDialog
      open={partner !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      busy={busy}
      title={editing ? t('partners.form.edit_title', { name: editing.name }) : t('partners.form.add_title')}
      description={editing ? t('partners.form.edit_description') : t('partners.form.add_description')}
    >
      {partner !== null && <PartnerForm key={editing?.id ?? 'new'} partner={editing} onBusyChange={setBusy} onCancel={onClose} onSaved={onSaved} />}
    </FormDialog>
  );
}

const initialValues = (partner: StaffPartner | null): PartnerFormValues => ({
  name: partner?.name ?? '',
  url: partner?.url ?? '',
  organizationTypeId: partner?.organization_type ? String(partner.organization_type.id) : '',
  featured: partner?.featured ?? false,
  logo: null,
  removeLogo: false,
});

function PartnerForm({
  partner,
  onBusyChange,
  onCancel,
  onSaved,
}: {
  partner: StaffPartner | null;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  onSaved: (partner: StaffPartner, added: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const [values, setValues] = useState(() => initialValues(partner));
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const types = useOrganizationTypes();
  const save = useSavePartner(partner?.id ?? null, setProgress);
  const { formRef, reportFailure } = useFocusFirstError();
  const set = <K extends keyof PartnerFormValues>(key: K) => (value: PartnerFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const errors = isApiError(save.error) ? (save.error.errors ?? {}) : {};
  const logoShown = partner?.image && !values.removeLogo ? partner.image : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProgress(null);
    onBusyChange(true);
    save.mutate(values, {
      onSuccess: (saved) => onSaved(saved, partner === null),
      onError: reportFailure,
      onSettled: () => onBusyChange(false),
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
      {save.isError && (
        <FormAlert>
          <p className="font-semibold">{t('partners.form.failed')}</p>
          <p className="mt-1 text-sm">{apiErrorMessage(save.error, tCommon)}</p>
        </FormAlert>
      )}
      <TextField label={t('partners.form.name')} name="name" value={values.name} onChange={set('name')} required error={errors.name} disabled={save.isPending} />
      <TextField
        label={t('partners.form.url')}
        name="url"
        type="url"
        dir="ltr"
        value={values.url}
        onChange={set('url')}
        error={errors.url}
        hint={t('partners.form.url_hint')}
        disabled={save.isPending}
        placeholder="https://"
      />
      <LookupSelect
        label={t('partners.form.type')}
        name="organization_type_id"
        placeholder={t('partners.form.type_none')}
        query={types}
        value={values.organizationTypeId}
        onChange={set('organizationTypeId')}
        error={errors.organization_type_id}
        disabled={save.isPending}
      />
      <div>
        <CheckboxField label={t('partners.form.featured')} name="featured" checked={values.featured} onChange={set('featured')} disabled={save.isPending} />
        {errors.featured && <p className="mt-1 text-sm font-medium text-red-700">{errors.featured.join(', ')}</p>}
      </div>
      <FileField
        label={t('partners.form.logo')}
        name="logo"
        accept={PARTNER_LOGO_ACCEPT}
        file={values.logo}
        onChange={set('logo')}
        imagePreview
        error={errors.logo}
        hint={t('partners.form.logo_hint', { maximum: IMAGE_MAX_BYTES / (1024 * 1024) })}
        disabled={save.isPending}
        icon={
          logoShown ? (
            <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-white">
              <img src={logoShown} alt={t('partners.form.current_logo')} className="max-h-full max-w-full object-contain" />
            </span>
          ) : (
            <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-md bg-brand-50 text-brand-800">
              <PartnerLogo name={values.name || '?'} image={null} letters={3} />
            </span>
          )
        }
        emptyText={partner?.image ? (values.removeLogo ? t('partners.form.no_logo') : t('partners.form.keep_logo')) : t('partners.form.no_logo')}
      />
      {partner?.image && !values.logo && (
        <CheckboxField label={t('partners.form.remove_logo')} name="remove_logo" checked={values.removeLogo} onChange={set('removeLogo')} disabled={save.isPending} />
      )}
      {save.isPending && values.logo && <UploadProgressBar percent={progress?.percent} />}
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <button type="button" onClick={onCancel} disabled={save.isPending} className={buttonStyles.secondary}>
          {t('shell.cancel')}
        </button>
        <button type="submit" disabled={save.isPending} className={buttonStyles.primary}>
          {save.isPending ? t('shell.saving') : t('shell.save')}
        </button>
      </div>
    </form>
  );
}
