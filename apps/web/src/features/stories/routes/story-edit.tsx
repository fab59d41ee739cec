// /wefe-stories/edit/{id} (spec part 2, sections 2.6 and 5): signed-out visitors go to sign in. Loads
// the member's story (GET /my-stories/{id}) with its texts as entered, checks only the title ('Please
// fill in the title'), and sends what changed with _method=PUT and a progress bar: new visuals and
// documents, the stored ones ticked for removal, a new featured image. On success it says the story is
// pending review and returns to the profile's stories after 2 seconds.
import type { FieldErrors, Story } from '@wefe/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigate, useParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { FailureAlert, FormAlert, FormSuccess } from '@/components/ui/form';
import { PageHero } from '@/components/ui/page-hero';
import { ReviewStatusNotice } from '@/components/ui/review-status-badge';
import { LoadingMessage } from '@/components/ui/spinner';
import { serverFieldErrors, SubmissionFailureAlert, type SubmissionFailure } from '@/components/ui/submission-failure';
import { UploadProgressBar } from '@/components/ui/upload-progress';
import { useFocusFirstError } from '@/components/ui/use-focus-first-error';
import { isApiError } from '@/lib/api-client';
import { readSession } from '@/lib/auth';
import { paths, profileTabHref } from '@/lib/paths';
import { useMyStory } from '../api/get-my-story';
import { useUpdateStory } from '../api/update-story';
import { StoryFormFields } from '../components/story-form-fields';
import { storyFormValues, updateStoryForm, validateStoryForm, type StoryFormValues } from '../components/story-form-values';
import { errorsByField, storyFieldLabel, updateStoryFailure } from '../components/story-submission-failure';

/** Back to the member's stories 2 seconds after a successful edit (as for publications). */
export const EDIT_REDIRECT_MS = 2000;

/** Editing needs a signed-in member. */
export function loader() {
  if (!readSession()) throw redirect(paths.auth.signin.getHref());
  return null;
}

const isStoryId = (id: string | undefined): id is string => id !== undefined && /^\d+$/.test(id) && Number(id) > 0;

export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const validId = isStoryId(id);
  const story = useMyStory(id ?? '', validId);

  let content;
  if (!validId) content = <FormAlert>{t('stories.edit.no_id')}</FormAlert>;
  else if (story.isPending) {
    content = <LoadingMessage label={t('stories.edit.loading')} />;
  } else if (story.isError) {
    const notFound = isApiError(story.error) && story.error.status === 404;
    content = (
      <FailureAlert
        title={t('stories.edit.load_failed')}
        detail={notFound ? t('stories.detail.not_found') : t('stories.detail.failed')}
        retryLabel={t('stories.list.retry')}
        onRetry={notFound ? undefined : () => void story.refetch()}
      />
    );
  } else {
    // Keyed by story, so another one never starts with this one's values.
    content = <EditStoryForm key={story.data.id} story={story.data} />;
  }

  return (
    <>
      <PageHero title={t('pages.edit_story')} subtitle={t('stories.edit.subtitle')} width="max-w-4xl" />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">{content}</div>
    </>
  );
}

function EditStoryForm({ story }: { story: Story }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [initial] = useState<StoryFormValues>(() => storyFormValues(story));
  const [values, setValues] = useState<StoryFormValues>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [localError, setLocalError] = useState<string>();
  const [failure, setFailure] = useState<SubmissionFailure>();
  const [percent, setPercent] = useState<number>();
  const [saved, setSaved] = useState<string>();
  const { formRef, reportFailure } = useFocusFirstError();
  const update = useUpdateStory(String(story.id), (progress) => setPercent(progress.percent));

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => void navigate(profileTabHref('stories')), EDIT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  const refuse = (message: string) => {
    setLocalError(message);
    reportFailure();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const check = validateStoryForm(values, { mode: 'edit', current: story }, t);
    setFieldErrors(check.errors);
    if (Object.keys(check.errors).length > 0) return refuse(check.missingRequired ? t('stories.edit.title_required') : t('stories.form.fix_fields'));
    const form = updateStoryForm(initial, values, { resubmit: story.status === 'rejected' });
    if (!form) return refuse(t('stories.edit.nothing_changed'));
    setLocalError(undefined);
    setPercent(0);
    update.mutate(form, {
      onSuccess: () => setSaved(t('stories.edit.success')),
      onError: (error) => {
        setFieldErrors(errorsByField(serverFieldErrors(error)));
        setFailure(updateStoryFailure(error, t));
        reportFailure();
      },
      onSettled: () => setPercent(undefined),
    });
  };

  const locked = update.isPending || saved !== undefined;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
        <ReviewStatusNotice status={story.status} reason={story.rejection_reason} />
      </div>
      <p className="text-slate-600">{t('stories.edit.review_note')}</p>
      <FormAlert>{localError}</FormAlert>
      <SubmissionFailureAlert failure={failure} heading={t('stories.add.fix_issues')} fieldLabel={(field) => storyFieldLabel(field, t)} />
      <FormSuccess>{saved}</FormSuccess>

      <StoryFormFields values={values} onChange={setValues} errors={fieldErrors} disabled={locked} mode="edit" current={story} />

      {update.isPending && <UploadProgressBar percent={percent} />}
      <div className="flex flex-wrap justify-end gap-3">
        <Link to={profileTabHref('stories')} className={buttonStyles.secondary}>
          {t('stories.form.cancel')}
        </Link>
        <button type="submit" disabled={locked} className={buttonStyles.primary}>
          {update.isPending ? t('stories.edit.saving') : t('stories.edit.save')}
        </button>
      </div>
    </form>
  );
}
