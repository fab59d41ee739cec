// The edit screen of a member's submission (a story, a news item or event; spec part 2, sections 2.6
// and 2.9): the page hero, then 'No ... ID provided', the loading message, the load failure ('... not
// found' without a retry, else a retry), or the form. The form shows where the item stands in the
// review, checks the values, sends only what changed (with _method=PUT and a progress bar), lists the
// server's field errors, says the item is pending review and returns to the profile 2 seconds later.
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { FieldErrors, ReviewStatus } from '@wefe/contract';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { FailureAlert, FormAlert, FormSuccess } from '@/components/ui/form';
import { PageHero } from '@/components/ui/page-hero';
import { ReviewStatusNotice } from '@/components/ui/review-status-badge';
import { LoadingMessage } from '@/components/ui/spinner';
import { errorsByField, serverFieldErrors, SubmissionFailureAlert, type SubmissionFailure } from '@/components/ui/submission-failure';
import { UploadProgressBar } from '@/components/ui/upload-progress';
import { useFocusFirstError } from '@/components/ui/use-focus-first-error';
import { isApiError } from '@/lib/api-client';
import type { UploadProgress } from '@/lib/upload';

/** Back to the member's list 2 seconds after a successful edit (as for publications). */
export const EDIT_REDIRECT_MS = 2000;

/** True for an id the address may name: a positive whole number. */
export const isItemId = (id: string | undefined): id is string => id !== undefined && /^\d+$/.test(id) && Number(id) > 0;

/** A submission under review: what the form's status box shows. */
export interface ReviewedItem {
  id: number;
  status: ReviewStatus;
  rejection_reason: string | null;
}

export interface EditSubmissionScreenProps<T> {
  title: string;
  subtitle: string;
  /** False when the address names no valid id. */
  validId: boolean;
  query: UseQueryResult<T>;
  labels: { noId: string; loading: string; loadFailed: string; notFound: string; failed: string; retry: string };
  /** The form for the loaded item. */
  children: (item: T) => ReactNode;
}

/** The screen and the item's states. */
export function EditSubmissionScreen<T extends ReviewedItem>({ title, subtitle, validId, query, labels, children }: EditSubmissionScreenProps<T>) {
  let content: ReactNode;
  if (!validId) content = <FormAlert>{labels.noId}</FormAlert>;
  else if (query.isPending) content = <LoadingMessage label={labels.loading} />;
  else if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    content = (
      <FailureAlert
        title={labels.loadFailed}
        detail={notFound ? labels.notFound : labels.failed}
        retryLabel={labels.retry}
        onRetry={notFound ? undefined : () => void query.refetch()}
      />
    );
  } else {
    content = children(query.data);
  }
  return (
    <>
      <PageHero title={title} subtitle={subtitle} width="max-w-4xl" />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">{content}</div>
    </>
  );
}

/** What a form's fields receive. */
export interface SubmissionFieldsProps<V> {
  values: V;
  onChange: (values: V) => void;
  errors: FieldErrors;
  disabled: boolean;
}

export interface EditSubmissionFormProps<T extends ReviewedItem, V> {
  item: T;
  /** The form's values for the stored item. */
  initialValues: (item: T) => V;
  /** The client's checks: the errors by field and whether a required field is empty. */
  validate: (values: V) => { errors: FieldErrors; missingRequired: boolean };
  /** The multipart body of what changed, or null when nothing did (and no resubmission is asked). */
  buildForm: (initial: V, values: V, options: { resubmit: boolean }) => FormData | null;
  /** The update mutation of the item, reporting upload progress. */
  useUpdate: (id: string, onProgress: (progress: UploadProgress) => void) => UseMutationResult<unknown, unknown, FormData>;
  describeFailure: (error: unknown) => SubmissionFailure;
  fieldLabel: (field: string) => string;
  /** Where Cancel and a saved edit lead: the member's list on the profile. */
  backHref: string;
  labels: {
    /** 'Please fill in the title', 'Please fill in all required fields'. */
    required: string;
    fixFields: string;
    fixIssues: string;
    reviewNote: string;
    nothingChanged: string;
    success: string;
    cancel: string;
    save: string;
    saving: string;
  };
  renderFields: (props: SubmissionFieldsProps<V>) => ReactNode;
}

/** The form of a loaded item; keyed by the item, so another one never starts with this one's values. */
export function EditSubmissionForm<T extends ReviewedItem, V>({
  item,
  initialValues,
  validate,
  buildForm,
  useUpdate,
  describeFailure,
  fieldLabel,
  backHref,
  labels,
  renderFields,
}: EditSubmissionFormProps<T, V>) {
  const navigate = useNavigate();
  const [initial] = useState<V>(() => initialValues(item));
  const [values, setValues] = useState<V>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [localError, setLocalError] = useState<string>();
  const [failure, setFailure] = useState<SubmissionFailure>();
  const [percent, setPercent] = useState<number>();
  const [saved, setSaved] = useState(false);
  const { formRef, reportFailure } = useFocusFirstError();
  const update = useUpdate(String(item.id), (progress) => setPercent(progress.percent));

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => void navigate(backHref), EDIT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate, backHref]);

  const refuse = (message: string) => {
    setLocalError(message);
    reportFailure();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const check = validate(values);
    setFieldErrors(check.errors);
    if (Object.keys(check.errors).length > 0) return refuse(check.missingRequired ? labels.required : labels.fixFields);
    // A rejected or unpublished item goes back to review as it is when nothing changed.
    const form = buildForm(initial, values, { resubmit: item.status === 'rejected' || item.status === 'unpublished' });
    if (!form) return refuse(labels.nothingChanged);
    setLocalError(undefined);
    setPercent(0);
    update.mutate(form, {
      onSuccess: () => setSaved(true),
      onError: (error) => {
        setFieldErrors(errorsByField(serverFieldErrors(error)));
        setFailure(describeFailure(error));
        reportFailure();
      },
      onSettled: () => setPercent(undefined),
    });
  };

  const locked = update.isPending || saved;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
        <ReviewStatusNotice status={item.status} reason={item.rejection_reason} />
      </div>
      <p className="text-slate-600">{labels.reviewNote}</p>
      <FormAlert>{localError}</FormAlert>
      <SubmissionFailureAlert failure={failure} heading={labels.fixIssues} fieldLabel={fieldLabel} />
      <FormSuccess>{saved ? labels.success : undefined}</FormSuccess>

      {renderFields({ values, onChange: setValues, errors: fieldErrors, disabled: locked })}

      {update.isPending && <UploadProgressBar percent={percent} />}
      <div className="flex flex-wrap justify-end gap-3">
        <Link to={backHref} className={buttonStyles.secondary}>
          {labels.cancel}
        </Link>
        <button type="submit" disabled={locked} className={buttonStyles.primary}>
          {update.isPending ? labels.saving : labels.save}
        </button>
      </div>
    </form>
  );
}
