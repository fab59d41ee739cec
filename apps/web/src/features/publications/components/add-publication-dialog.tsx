// The add-publication modal of the list (spec part 1, 'Add publication'): the form, its checks
// ('Please fill in all required fields'), the upload with a progress bar, the server's field errors
// under 'Please fix the following issues:', and on success the server's message (the team reviews it
// before it appears). It closes on Escape and a click outside, except while sending.
import type { FieldErrors } from '@wefe/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form';
import { FormDialog } from '@/components/ui/form-dialog';
import { CheckCircleIcon } from '@/components/ui/icons';
import { serverFieldErrors, SubmissionFailureAlert, type SubmissionFailure } from '@/components/ui/submission-failure';
import { UploadProgressBar } from '@/components/ui/upload-progress';
import { useFocusFirstError } from '@/components/ui/use-focus-first-error';
import { todayIsoDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { profileTabHref } from '@/lib/paths';
import { useCreatePublication } from '../api/create-publication';
import { usePublicationTypes } from '../api/get-publication-types';
import { PublicationFormFields } from './publication-form-fields';
import { createPublicationForm, emptyPublicationForm, validatePublicationForm, type PublicationFormValues } from './publication-form-values';
import { createFailure, fieldLabel } from './submission-failure';

export interface AddPublicationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The modal; its form starts afresh each time it opens. */
export function AddPublicationDialog({ open, onOpenChange }: AddPublicationDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} busy={busy} title={t('publications.add.title')} description={t('publications.add.description')}>
      <AddPublicationForm onBusyChange={setBusy} onClose={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function AddPublicationForm({ onBusyChange, onClose }: { onBusyChange: (busy: boolean) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PublicationFormValues>(() => emptyPublicationForm(todayIsoDate()));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [localError, setLocalError] = useState<string>();
  const [failure, setFailure] = useState<SubmissionFailure>();
  const [percent, setPercent] = useState<number>();
  const { formRef, reportFailure } = useFocusFirstError();
  const [submitted, setSubmitted] = useState<string>();
  const types = usePublicationTypes('add');
  const create = useCreatePublication((progress) => setPercent(progress.percent));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const check = validatePublicationForm(values, t);
    setFieldErrors(check.errors);
    if (Object.keys(check.errors).length > 0) {
      setLocalError(check.missingRequired ? t('publications.form.required_fields') : t('publications.form.fix_fields'));
      reportFailure();
      return;
    }
    setLocalError(undefined);
    setPercent(0);
    onBusyChange(true);
    create.mutate(createPublicationForm(values), {
      onSuccess: (answer) => setSubmitted(answer.message || t('publications.add.success')),
      onError: (error) => {
        setFieldErrors(serverFieldErrors(error));
        setFailure(createFailure(error, t));
        reportFailure();
      },
      onSettled: () => {
        onBusyChange(false);
        setPercent(undefined);
      },
    });
  };

  if (submitted) {
    return (
      <div className="mt-6 text-center">
        <CheckCircleIcon className="mx-auto size-14 text-food-light" />
        <h3 className="mt-3 text-xl font-bold text-brand-800">{t('publications.add.success_title')}</h3>
        <p role="status" className="mx-auto mt-2 max-w-lg text-slate-700">
          {submitted}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={profileTabHref('publications')} className={buttonStyles.secondary}>
            {t('publications.add.view_mine')}
          </Link>
          <button type="button" onClick={onClose} className={buttonStyles.primary}>
            {t('common.close')}
          </button>
        </div>
      </div>
    );
  }

  const sending = create.isPending;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 space-y-6">
      <FormAlert>{localError}</FormAlert>
      <SubmissionFailureAlert failure={failure} heading={t('publications.add.fix_issues')} fieldLabel={(field) => fieldLabel(field, t)} />
      <PublicationFormFields
        values={values}
        onChange={setValues}
        errors={fieldErrors}
        types={types.types}
        typesPending={types.isPending}
        disabled={sending}
      />
      {sending && <UploadProgressBar percent={percent} />}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onClose} disabled={sending} className={buttonStyles.secondary}>
          {t('publications.form.cancel')}
        </button>
        <button type="submit" disabled={sending} className={buttonStyles.primary}>
          {sending ? t('publications.add.submitting') : t('publications.add.submit')}
        </button>
      </div>
    </form>
  );
}
