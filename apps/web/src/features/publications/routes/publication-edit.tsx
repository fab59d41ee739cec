// /publications/edit/{id} (spec part 1, 'Edit publication'): signed-out visitors go to /login. Loads the
// member's publication (GET /my-publications/{id}), fills the form, and sends only the fields that
// changed and are not empty, and new files, with _method=PUT and a progress bar. The server's field
// errors are listed under 'Validation Errors:'; on success its message ('pending review') shows and the
// page returns to the profile's publications after 2 seconds.
import type { FieldErrors, Publication } from '@wefe/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, redirect, useNavigate, useParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { FailureAlert, FormAlert, FormSuccess } from '@/components/ui/form';
import { PageHero } from '@/components/ui/page-hero';
import { ReviewStatusNotice } from '@/components/ui/review-status-badge';
import { LoadingMessage } from '@/components/ui/spinner';
import { serverFieldErrors, SubmissionFailureAlert, type SubmissionFailure } from '@/components/ui/submission-failure';
import { UploadProgressBar } from '@/components/ui/upload-progress';
import { useFocusFirstError } from '@/components/ui/use-focus-first-error';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { readSession } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { paths, profileTabHref } from '@/lib/paths';
import { useMyPublication } from '../api/get-my-publication';
import { usePublicationTypes } from '../api/get-publication-types';
import { useUpdatePublication } from '../api/update-publication';
import { PublicationFormFields } from '../components/publication-form-fields';
import { publicationFormValues, updatePublicationForm, validatePublicationForm, type PublicationFormValues } from '../components/publication-form-values';
import { fieldLabel, updateFailure } from '../components/submission-failure';

/** Spec part 1: back to the member's publications 2 seconds after a successful edit. */
export const EDIT_REDIRECT_MS = 2000;

/** Editing needs a signed-in member. */
export function loader() {
  if (!readSession()) throw redirect(paths.auth.login.getHref());
  return null;
}

const isPublicationId = (id: string | undefined): id is string => id !== undefined && /^\d+$/.test(id) && Number(id) > 0;

export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const validId = isPublicationId(id);
  const publication = useMyPublication(id ?? '', validId);

  let content;
  if (!validId) content = <FormAlert>{t('publications.edit.no_id')}</FormAlert>;
  else if (publication.isPending) {
    content = <LoadingMessage label={t('publications.edit.loading')} />;
  } else if (publication.isError) {
    const notFound = isApiError(publication.error) && publication.error.status === 404;
    content = (
      <FailureAlert
        title={t('publications.edit.load_failed')}
        detail={notFound ? apiErrorMessage(publication.error, t) : t('publications.edit.load_failed_retry')}
        retryLabel={t('publications.list.retry')}
        onRetry={notFound ? undefined : () => void publication.refetch()}
      />
    );
  } else {
    // Keyed by publication, so another one never starts with this one's values.
    content = <EditPublicationForm key={publication.data.id} publication={publication.data} />;
  }

  return (
    <>
      <PageHero title={t('pages.edit_publication')} subtitle={t('publications.edit.subtitle')} width="max-w-4xl" />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">{content}</div>
    </>
  );
}

function EditPublicationForm({ publication }: { publication: Publication }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = String(publication.id);
  const [initial] = useState<PublicationFormValues>(() => publicationFormValues(publication));
  const [values, setValues] = useState<PublicationFormValues>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [localError, setLocalError] = useState<string>();
  const [failure, setFailure] = useState<SubmissionFailure>();
  const [percent, setPercent] = useState<number>();
  const { formRef, reportFailure } = useFocusFirstError();
  const [saved, setSaved] = useState<string>();
  const types = usePublicationTypes('edit');
  const update = useUpdatePublication(id, (progress) => setPercent(progress.percent));

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => void navigate(profileTabHref('publications')), EDIT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  // The stored type may be one the list no longer offers; keep it selectable.
  const storedType = publication.publication_type;
  const typeOptions =
    types.isPending || !storedType || types.types.some((type) => type.id === storedType.id)
      ? types.types
      : [...types.types, { id: storedType.id, name: storedType.name, slug: '' }];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    setSaved(undefined);
    const check = validatePublicationForm(values, t);
    setFieldErrors(check.errors);
    if (Object.keys(check.errors).length > 0) {
      setLocalError(check.missingRequired ? t('publications.form.required_fields') : t('publications.form.fix_fields'));
      reportFailure();
      return;
    }
    const form = updatePublicationForm(initial, values, { resubmit: publication.status === 'rejected' || publication.status === 'unpublished' });
    if (!form) {
      setLocalError(t('publications.edit.nothing_changed'));
      reportFailure();
      return;
    }
    setLocalError(undefined);
    setPercent(0);
    update.mutate(form, {
      onSuccess: (answer) => setSaved(answer.message || t('publications.edit.success')),
      onError: (error) => {
        setFieldErrors(serverFieldErrors(error));
        setFailure(updateFailure(error, t));
        reportFailure();
      },
      onSettled: () => setPercent(undefined),
    });
  };

  const sending = update.isPending;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      {publication.status !== 'approved' && (
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <ReviewStatusNotice status={publication.status} reason={publication.rejection_reason} />
        </div>
      )}
      <p className="text-slate-600">{t('publications.edit.review_note')}</p>
      <FormAlert>{localError}</FormAlert>
      <SubmissionFailureAlert failure={failure} heading={t('publications.edit.validation_errors')} fieldLabel={(field) => fieldLabel(field, t)} />
      <FormSuccess>{saved}</FormSuccess>

      <fieldset className="min-w-0 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <legend className="sr-only">{t('publications.edit.form_label')}</legend>
        <PublicationFormFields
          values={values}
          onChange={setValues}
          errors={fieldErrors}
          types={typeOptions}
          typesPending={types.isPending}
          disabled={sending || saved !== undefined}
          current={publication}
        />
      </fieldset>

      {sending && <UploadProgressBar percent={percent} />}
      <div className="flex flex-wrap justify-end gap-3">
        <Link to={profileTabHref('publications')} className={buttonStyles.secondary}>
          {t('publications.form.cancel')}
        </Link>
        <button type="submit" disabled={sending || saved !== undefined} className={buttonStyles.primary}>
          {sending ? t('publications.edit.saving') : t('publications.edit.save')}
        </button>
      </div>
    </form>
  );
}
