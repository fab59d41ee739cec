// The add form, in the list's modal and on /news-events/add (spec part 2, sections 2.9 and 5): the
// required fields checked first ('Please fill in all required fields'), the upload with a progress bar
// ('Submitting...'), and the server's field errors under 'Please fix the following issues:' and beside
// each field. On success the parent shows the success dialog.
import type { FieldErrors } from '@wefe/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form';
import { errorsByField, serverFieldErrors, SubmissionFailureAlert, type SubmissionFailure } from '@/components/ui/submission-failure';
import { UploadProgressBar } from '@/components/ui/upload-progress';
import { useFocusFirstError } from '@/components/ui/use-focus-first-error';
import { useTranslation } from '@/lib/i18n';
import { useCreateNewsEvent } from '../api/create-news-event';
import { NewsEventFormFields, type ImageRule } from './news-event-form-fields';
import { createNewsEventForm, emptyNewsEventForm, validateNewsEventForm, type NewsEventFormValues } from './news-event-form-values';
import { createNewsEventFailure, newsEventFieldLabel } from './news-event-submission-failure';

export interface AddNewsEventFormProps {
  /** 'skip' on the full page: images of another type are left out as they are chosen. */
  imageRule: ImageRule;
  onCancel: () => void;
  /** The item was accepted for review. */
  onSubmitted: () => void;
  /** Sending started or ended (a modal stays open meanwhile). */
  onBusyChange?: (busy: boolean) => void;
}

/** The form; it starts empty each time it mounts. */
export function AddNewsEventForm({ imageRule, onCancel, onSubmitted, onBusyChange }: AddNewsEventFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<NewsEventFormValues>(emptyNewsEventForm);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [localError, setLocalError] = useState<string>();
  const [failure, setFailure] = useState<SubmissionFailure>();
  const [percent, setPercent] = useState<number>();
  const { formRef, reportFailure } = useFocusFirstError();
  const create = useCreateNewsEvent((progress) => setPercent(progress.percent));
  const sending = create.isPending;

  useEffect(() => onBusyChange?.(sending), [sending, onBusyChange]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const check = validateNewsEventForm(values, { mode: 'add' }, t);
    setFieldErrors(check.errors);
    if (Object.keys(check.errors).length > 0) {
      setLocalError(check.missingRequired ? t('common.form.required_fields') : t('common.form.fix_fields'));
      reportFailure();
      return;
    }
    setLocalError(undefined);
    setPercent(0);
    create.mutate(createNewsEventForm(values), {
      onSuccess: () => onSubmitted(),
      onError: (error) => {
        setFieldErrors(errorsByField(serverFieldErrors(error)));
        setFailure(createNewsEventFailure(error, t));
        reportFailure();
      },
      onSettled: () => setPercent(undefined),
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      <FormAlert>{localError}</FormAlert>
      <SubmissionFailureAlert failure={failure} heading={t('common.form.fix_issues')} fieldLabel={(field) => newsEventFieldLabel(field, t)} />
      <NewsEventFormFields values={values} onChange={setValues} errors={fieldErrors} disabled={sending} mode="add" imageRule={imageRule} />
      {sending && <UploadProgressBar percent={percent} />}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} disabled={sending} className={buttonStyles.secondary}>
          {t('common.form.cancel')}
        </button>
        <button type="submit" disabled={sending} className={buttonStyles.primary}>
          {sending ? t('news_events.add.submitting') : t('news_events.add.submit')}
        </button>
      </div>
    </form>
  );
}
