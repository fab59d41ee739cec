// The contact form (spec part 1, 'Contact'): name, email, optional phone and location, and the message
// with its live counter. It is checked with the contract's schema before sending; while sending the
// button says 'Sending...'; the server's thanks shows and the form empties; a refusal shows the
// server's message (a 422's field messages beside the fields, a 429's wait), or the spec's fallbacks.
import { CONTACT_MESSAGE_MAX, type FieldErrors } from '@wefe/contract';
import { useState, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert, FormField, FormSuccess, inputClass } from '@/components/ui/form';
import { useFocusFirstError } from '@/components/ui/use-focus-first-error';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useSendContactMessage } from '../api/send-contact-message';
import { CharacterCounter } from './character-counter';
import { checkContactForm, contactFailureMessage, contactFieldErrors, EMPTY_CONTACT_FORM, type ContactFormValues } from './contact-form-values';

interface Failure {
  message: string;
  /** How long a 429 asked to wait, in whole minutes. */
  waitMinutes?: number | undefined;
}

export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<Failure>();
  const [sent, setSent] = useState<string>();
  const { formRef, reportFailure } = useFocusFirstError();

  const update = (field: keyof ContactFormValues, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(undefined);
    const check = checkContactForm(values, t);
    if (!check.ok) {
      setErrors(check.errors);
      setFailure({ message: check.alert });
      reportFailure();
      return;
    }
    setErrors({});
    setFailure(undefined);
    send.mutate(check.message, {
      onSuccess: (answer) => {
        if (answer.success === false) {
          setFailure({ message: answer.message || t('contact.form.failed') });
          return;
        }
        setSent(answer.message || t('contact.form.success'));
        setValues(EMPTY_CONTACT_FORM);
      },
      onError: (error) => {
        setErrors(contactFieldErrors(error));
        const seconds = isApiError(error) && error.status === 429 ? error.retryAfterSeconds : undefined;
        setFailure({ message: contactFailureMessage(error, t), waitMinutes: seconds ? Math.ceil(seconds / 60) : undefined });
        reportFailure();
      },
    });
  };

  const sending = send.isPending;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="contact-form-heading" className="relative space-y-5">
      <div>
        <h2 id="contact-form-heading" className="text-2xl font-bold text-brand-800">
          {t('contact.form.title')}
        </h2>
        <p className="mt-1 text-slate-600">{t('contact.form.intro')}</p>
      </div>

      {failure && (
        <FormAlert>
          <p>{failure.message}</p>
          {failure.waitMinutes !== undefined && <p className="mt-1 text-sm">{t('contact.form.retry_after', { minutes: failure.waitMinutes })}</p>}
        </FormAlert>
      )}
      <FormSuccess>{sent}</FormSuccess>

      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <FormField label={t('contact.form.name')} required error={errors.name}>
          {(control) => (
            <input {...control} type="text" name="name" autoComplete="name" dir="auto" value={values.name} onChange={(event) => update('name', event.target.value)} className={inputClass} />
          )}
        </FormField>
        <FormField label={t('contact.form.email')} required error={errors.email}>
          {(control) => (
            <input {...control} type="email" name="email" autoComplete="email" dir="ltr" value={values.email} onChange={(event) => update('email', event.target.value)} className={inputClass} />
          )}
        </FormField>
        <FormField label={t('contact.form.phone')} error={errors.phone}>
          {(control) => (
            <input {...control} type="tel" name="phone" autoComplete="tel" dir="ltr" value={values.phone} onChange={(event) => update('phone', event.target.value)} className={inputClass} />
          )}
        </FormField>
        <FormField label={t('contact.form.location')} hint={t('contact.form.location_hint')} error={errors.location}>
          {(control) => (
            <input {...control} type="text" name="location" autoComplete="address-level2" dir="auto" value={values.location} onChange={(event) => update('location', event.target.value)} className={inputClass} />
          )}
        </FormField>
      </div>

      {/* No maxLength: a longer text stays visible, the counter turns red and sending says why it cannot go. */}
      <FormField label={t('contact.form.body')} required error={errors.body} hint={<CharacterCounter count={values.body.length} max={CONTACT_MESSAGE_MAX} />}>
        {(control) => (
          <textarea {...control} name="body" rows={7} dir="auto" value={values.body} onChange={(event) => update('body', event.target.value)} className={inputClass} />
        )}
      </FormField>

      {/* The honeypot: off screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="contact-website">{t('contact.form.honeypot')}</label>
        <input
          id="contact-website"
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          value={values.website}
          onChange={(event) => update('website', event.target.value)}
        />
      </div>

      <button type="submit" disabled={sending} className={`${buttonStyles.primary} w-full sm:w-auto`}>
        {sending ? t('contact.form.sending') : t('contact.form.submit')}
      </button>
    </form>
  );
}
