// What an add or edit form says when sending failed (spec sections 8, 'Validation display'): the
// server's field errors listed under a heading as 'field: messages' (they also show beside each
// field), or one message with an optional detail line.
import type { FieldErrors } from '@wefe/contract';
import { FormAlert, joinMessages } from '@/components/ui/form';
import { isApiError } from '@/lib/api-client';
import type { MessageKey, TFunction } from '@/lib/i18n';

/** A failure to show: a heading with the field list, or a message with an optional detail line. */
export type SubmissionFailure = { kind: 'fields'; errors: FieldErrors } | { kind: 'message'; message: string; detail?: string };

/** The server's field errors of a 422 (or any failure that carries them). */
export function serverFieldErrors(error: unknown): FieldErrors {
  return isApiError(error) && error.errors && Object.keys(error.errors).length > 0 ? error.errors : {};
}

/** The field a server error names, without its position: 'partners.0.sector' → 'partners'. */
export function baseField(field: string): string {
  return field.split(/[.[]/)[0] ?? field;
}

/** Field errors gathered by the field they belong to, to show beside it. */
export function errorsByField(errors: FieldErrors): FieldErrors {
  const grouped: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const base = baseField(field);
    grouped[base] = [...(grouped[base] ?? []), ...messages];
  }
  return grouped;
}

/** The form's name for a field the server named ('Partners 1' for 'partners.0.sector'); unknown names as sent. */
export function formFieldLabel(field: string, labelKeys: Readonly<Record<string, MessageKey>>, t: TFunction): string {
  const key = labelKeys[baseField(field)];
  if (!key) return field;
  const position = /[.[](\d+)/.exec(field)?.[1];
  return position === undefined ? t(key) : `${t(key)} ${Number(position) + 1}`;
}

export interface FailureMessages {
  /** The server refused without words of its own (or a client default): 'Failed to create story'. */
  failed: string;
  /** No answer at all; the network message follows as the detail. */
  network: string;
  /** Not a failure of the call itself (a bug, a thrown error): 'Oops! Something went wrong'. */
  unexpected: string;
}

/**
 * The failure to show for `error`: the field list when the server named fields; else the form's
 * network message, the server's own message, or the form's 'failed' and 'unexpected' texts.
 */
export function describeFailure(error: unknown, messages: FailureMessages, t: TFunction): SubmissionFailure {
  const errors = serverFieldErrors(error);
  if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
  if (!isApiError(error) || error.status === undefined) return { kind: 'message', message: messages.unexpected };
  if (error.status === 0) return { kind: 'message', message: messages.network, detail: t('errors.network_alt') };
  return { kind: 'message', message: error.messageKey ? messages.failed : error.message };
}

export interface SubmissionFailureAlertProps {
  failure: SubmissionFailure | undefined;
  /** Titles the field list: 'Please fix the following issues:'. */
  heading: string;
  /** The form's name for a field the server named. */
  fieldLabel: (field: string) => string;
}

/** The red box of a failure. */
export function SubmissionFailureAlert({ failure, heading, fieldLabel }: SubmissionFailureAlertProps) {
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
            {fieldLabel(field)}: {joinMessages(messages)}
          </li>
        ))}
      </ul>
    </FormAlert>
  );
}
