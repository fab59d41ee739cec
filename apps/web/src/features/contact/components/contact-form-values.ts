// The contact form's values and their check before sending, with the contract's own schema (the API
// checks the same), worded as spec part 1, section 5 says: 'Please fill in all required fields (Name,
// Email, and Message).' and 'Message must be 2000 characters or less.'.
import {
  CONTACT_LOCATION_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  contactMessageSchema,
  EMAIL_MAX,
  type ContactMessageInput,
  type FieldErrors,
} from '@wefe/contract';
import { isApiError } from '@/lib/api-client';
import type { TFunction } from '@/lib/i18n';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  location: string;
  body: string;
  /** The honeypot: hidden from people, so it stays empty unless a bot fills it in. */
  website: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', phone: '', location: '', body: '', website: '' };

/** The fields people see, in form order. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'location', 'body'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

const FIELD_MAX: Record<ContactField, number> = {
  name: CONTACT_NAME_MAX,
  email: EMAIL_MAX,
  phone: CONTACT_PHONE_MAX,
  location: CONTACT_LOCATION_MAX,
  body: CONTACT_MESSAGE_MAX,
};

export type ContactFormCheck =
  | { ok: true; message: ContactMessageInput }
  | { ok: false; /** The form's message, for the red box. */ alert: string; errors: FieldErrors };

// The honeypot is the server's business: whatever a bot put there is sent as it is.
const visibleFieldsSchema = contactMessageSchema.omit({ website: true });

function isContactField(field: unknown): field is ContactField {
  return typeof field === 'string' && (CONTACT_FIELDS as readonly string[]).includes(field);
}

/** The message to send (trimmed, blank optional fields left out), or what to fix first. */
export function checkContactForm(values: ContactFormValues, t: TFunction): ContactFormCheck {
  const { website, ...visible } = values;
  const result = visibleFieldsSchema.safeParse(visible);
  if (result.success) return { ok: true, message: { ...result.data, website } };

  const errors: FieldErrors = {};
  let missingRequired = false;
  let messageTooLong = false;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isContactField(field) || errors[field]) continue;
    let text: string;
    switch (issue.message) {
      case 'validation.required':
        missingRequired = true;
        text = t('common.form.errors.required');
        break;
      case 'validation.email':
        text = t('common.form.errors.email');
        break;
      case 'validation.contact_message_too_long':
        messageTooLong = true;
        text = t('contact.form.too_long', { max: CONTACT_MESSAGE_MAX });
        break;
      case 'validation.too_long':
        text = t('common.form.errors.too_long', { max: FIELD_MAX[field] });
        break;
      default:
        text = t('common.form.fix_fields');
    }
    errors[field] = [text];
  }
  const alert = missingRequired
    ? t('contact.form.required')
    : messageTooLong
      ? t('contact.form.too_long', { max: CONTACT_MESSAGE_MAX })
      : t('common.form.fix_fields');
  return { ok: false, alert, errors };
}

/**
 * What to say when sending failed (spec part 1, section 8, 'Contact'): the server's own (translated)
 * message, e.g. a 422's or a 429's; 'Failed to send message. Please try again.' when it gave none or
 * never answered; 'An unexpected error occurred. Please try again.' for anything else.
 */
export function contactFailureMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error) || error.status === undefined) return t('contact.form.unexpected');
  if (error.status === 0 || error.messageKey) return t('contact.form.failed');
  return error.message;
}

/** The server's field errors of the fields people see (a 422), to show beside each field. */
export function contactFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || !error.errors) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    if (isContactField(field) && messages.length > 0) errors[field] = messages;
  }
  return errors;
}
