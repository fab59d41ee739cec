// The add-story form, in the list's modal and on /wefe-stories/add (spec part 2, sections 2.5 and 5):
// the required fields checked first ('Please fill in all required fields'), the upload with a progress
// bar ('Submitting...'), and the server's field errors under 'Please fix the following issues:' and
// beside each field. On success the parent shows the success dialog.
import type { FieldErrors } from '@wefe/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form';
import { errorsByField, serverFieldErrors, SubmissionFailureAlert, type SubmissionFailure } from '@/components/ui/submission-failure';
import { UploadProgressBar } from '@/components/ui/upload-progress';
import { useFocusFirstError } from '@/components/ui/use-focus-first-error';
import { todayIsoDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { useCreateStory } from '../api/create-story';
import { StoryFormFields } from './story-form-fields';
import { createStoryForm, emptyStoryForm, validateStoryForm, type StoryFormValues } from './story-form-values';
import { createStoryFailure, storyFieldLabel } from './story-submission-failure';

export interface AddStoryFormProps {
  onCancel: () => void;
  /** The story was accepted for review. */
  onSubmitted: () => void;
  /** Sending started or ended (a modal stays open meanwhile). */
  onBusyChange?: (busy: boolean) => void;
}

/** The form; it starts empty (dated today) each time it mounts. */
export function AddStoryForm({ onCancel, onSubmitted, onBusyChange }: AddStoryFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<StoryFormValues>(() => emptyStoryForm(todayIsoDate()));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [localError, setLocalError] = useState<string>();
  const [failure, setFailure] = useState<SubmissionFailure>();
  const [percent, setPercent] = useState<number>();
  const { formRef, reportFailure } = useFocusFirstError();
  const create = useCreateStory((progress) => setPercent(progress.percent));
  const sending = create.isPending;

  useEffect(() => onBusyChange?.(sending), [sending, onBusyChange]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const check = validateStoryForm(values, { mode: 'add' }, t);
    setFieldErrors(check.errors);
    if (Object.keys(check.errors).length > 0) {
      setLocalError(check.missingRequired ? t('stories.form.required_fields') : t('stories.form.fix_fields'));
      reportFailure();
      return;
    }
    setLocalError(undefined);
    setPercent(0);
    create.mutate(createStoryForm(values), {
      onSuccess: () => onSubmitted(),
      onError: (error) => {
        setFieldErrors(errorsByField(serverFieldErrors(error)));
        setFailure(createStoryFailure(error, t));
        reportFailure();
      },
      onSettled: () => setPercent(undefined),
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      <FormAlert>{localError}</FormAlert>
      <SubmissionFailureAlert failure={failure} heading={t('stories.add.fix_issues')} fieldLabel={(field) => storyFieldLabel(field, t)} />
      <StoryFormFields values={values} onChange={setValues} errors={fieldErrors} disabled={sending} mode="add" />
      {sending && <UploadProgressBar percent={percent} />}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} disabled={sending} className={buttonStyles.secondary}>
          {t('stories.form.cancel')}
        </button>
        <button type="submit" disabled={sending} className={buttonStyles.primary}>
          {sending ? t('stories.add.submitting') : t('stories.add.submit')}
        </button>
      </div>
    </form>
  );
}
