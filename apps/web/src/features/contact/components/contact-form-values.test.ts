import { describe, expect, it } from 'vitest';
import { ApiError, defaultApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { checkContactForm, contactFailureMessage, contactFieldErrors, EMPTY_CONTACT_FORM, type ContactFormValues } from './contact-form-values';

const t = i18n.t.bind(i18n);
const filled: ContactFormValues = { ...EMPTY_CONTACT_FORM, name: 'Layla Haddad', email: 'layla@example.org', body: 'Hello' };

describe('checkContactForm', () => {
  it('gives the message to send: trimmed, blank optional fields left out, the honeypot as it is', () => {
    expect(checkContactForm({ ...filled, name: ' Layla Haddad ', phone: '  ', location: ' Amman ' }, t)).toEqual({
      ok: true,
      message: { name: 'Layla Haddad', email: 'layla@example.org', location: 'Amman', body: 'Hello', website: '' },
    });
    expect(checkContactForm({ ...filled, website: 'http://spam.example' }, t)).toMatchObject({ ok: true, message: { website: 'http://spam.example' } });
  });

  it('counts text of only spaces as missing', () => {
    const check = checkContactForm({ ...filled, name: '   ', body: '\n\n' }, t);
    expect(check).toEqual({
      ok: false,
      alert: 'Please fill in all required fields (Name, Email, and Message).',
      errors: { name: ['This field is required'], body: ['This field is required'] },
    });
  });

  it('refuses a message over 2000 characters and a malformed email, each beside its field', () => {
    expect(checkContactForm({ ...filled, body: 'a'.repeat(2001) }, t)).toEqual({
      ok: false,
      alert: 'Message must be 2000 characters or less.',
      errors: { body: ['Message must be 2000 characters or less.'] },
    });
    expect(checkContactForm({ ...filled, body: 'a'.repeat(2000) }, t).ok).toBe(true);
    expect(checkContactForm({ ...filled, email: 'layla@' }, t)).toEqual({
      ok: false,
      alert: 'Please correct the highlighted fields.',
      errors: { email: ['Please enter a valid email address'] },
    });
  });

  it('names the limit of an optional field that is too long', () => {
    expect(checkContactForm({ ...filled, phone: '1'.repeat(31) }, t)).toMatchObject({ ok: false, errors: { phone: ['At most 30 characters'] } });
  });
});

describe('contactFailureMessage', () => {
  it("shows the server's own message", () => {
    expect(contactFailureMessage(new ApiError({ message: 'Too many messages.', status: 429 }), t)).toBe('Too many messages.');
  });

  it("says 'Failed to send message. Please try again.' without one or without an answer", () => {
    expect(contactFailureMessage(defaultApiError('default', 500), t)).toBe('Failed to send message. Please try again.');
    expect(contactFailureMessage(defaultApiError('network', 0), t)).toBe('Failed to send message. Please try again.');
  });

  it("says 'An unexpected error occurred. Please try again.' for anything else", () => {
    expect(contactFailureMessage(new TypeError('boom'), t)).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('contactFieldErrors', () => {
  it('keeps the messages of the fields people see', () => {
    const error = new ApiError({ message: 'Invalid', status: 422, errors: { email: ['Bad address.'], website: ['Bot.'], body: [] } });
    expect(contactFieldErrors(error)).toEqual({ email: ['Bad address.'] });
  });
});
