// What the add and edit forms say when sending failed (spec part 1, section 8): the server's field
// errors listed under a heading as 'field: messages' (and beside each field), or one message.
import type { FieldErrors } from '@wefe/contract';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import type { MessageKey, TFunction } from '@/lib/i18n';
import type { PUBLICATION_FILE_FIELDS, PUBLICATION_TEXT_FIELDS } from './publication-form-values';

const FIELD_LABEL_KEYS = {
  title: 'publications.form.fields.title',
  publication_type_id: 'publications.form.fields.type',
  publication_date: 'publications.form.fields.date',
  publication_author: 'publications.form.fields.authors',
  publication_sector: 'publications.form.fields.sector',
  summary: 'publications.form.fields.summary',
  keywords: 'publications.form.fields.keywords',
  region: 'publications.form.fields.region',
  publication_link: 'publications.form.fields.link',
  publication_document: 'publications.form.fields.document',
  publication_image: 'publications.form.fields.image',
} as const satisfies Record<(typeof PUBLICATION_TEXT_FIELDS)[number] | (typeof PUBLICATION_FILE_FIELDS)[number], MessageKey>;

/** The form's name for a field the server named; unknown names are shown as sent. */
export function fieldLabel(field: string, t: TFunction): string {
  return field in FIELD_LABEL_KEYS ? t(FIELD_LABEL_KEYS[field as keyof typeof FIELD_LABEL_KEYS]) : field;
}

/** A failure to show: a heading with the field list, or a message with an optional detail line. */
export type SubmissionFailure = { kind: 'fields'; errors: FieldErrors } | { kind: 'message'; message: string; detail?: string };

/** The server's field errors of a 422 (or any failure that carries them). */
export function serverFieldErrors(error: unknown): FieldErrors {
  return isApiError(error) && error.errors && Object.keys(error.errors).length > 0 ? error.errors : {};
}

/**
 * Adding: the field list; a lost connection 'An error occurred while creating the publication' (with
 * the network message); a server refusal its own message (e.g. a pending entity's 403), or 'Failed to
 * create publication' when it sent none; anything else 'Oops! Something went wrong'.
 */
export function createFailure(error: unknown, t: TFunction): SubmissionFailure {
  const errors = serverFieldErrors(error);
  if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
  if (!isApiError(error) || error.status === undefined) return { kind: 'message', message: t('publications.add.oops') };
  if (error.status === 0) return { kind: 'message', message: t('publications.add.error'), detail: t('errors.network_alt') };
  return { kind: 'message', message: error.messageKey ? t('publications.add.failed') : apiErrorMessage(error, t) };
}

/** Editing: the field list, the server's message, or 'Failed to update publication'. */
export function updateFailure(error: unknown, t: TFunction): SubmissionFailure {
  const errors = serverFieldErrors(error);
  if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
  if (isApiError(error) && error.status === 0) return { kind: 'message', message: t('publications.edit.failed'), detail: t('errors.network_alt') };
  if (isApiError(error) && error.status !== undefined && !error.messageKey) return { kind: 'message', message: error.message };
  return { kind: 'message', message: t('publications.edit.failed') };
}

/** The red box of a failure; `heading` titles the field list. */
export function SubmissionFailureAlert({ failure, heading }: { failure: SubmissionFailure | undefined; heading: string }) {
  const { t } = useTranslation();
  if (!failure) return null;
  if (failure.kind === 'message') {
    return (
      <FormAlert>
        <p>{failure.message}</p>
        {failure.detail && <p className="mt-1 text-sm">{failure.detail}</p>}
      </FormAlert>
    );
  }
  return (
    <FormAlert>
      <p className="font-semibold">{heading}</p>
      <ul className="mt-1 list-disc space-y-0.5 ps-5">
        {Object.entries(failure.errors).map(([field, messages]) => (
          <li key={field}>
            {fieldLabel(field, t)}: {messages.join(', ')}
          </li>
        ))}
      </ul>
    </FormAlert>
  );
}
