// The form of a reference entry, to add one or rename one: its name in English, Arabic and French, each
// checked with the contract's schema before sending and with the server's messages beside its field.
import { referenceEntryInputSchema, type ReferenceEntry, type ReferenceEntryInput, type FieldErrors } from '@wefe/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert, TextField } from '@/components/ui/form';
import { useFocusFirstError } from '@/components/ui/use-focus-first-error';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';

const FIELDS = [
  { field: 'name', lang: 'en', dir: 'ltr' },
  { field: 'name_ar', lang: 'ar', dir: 'rtl' },
  { field: 'name_fr', lang: 'fr', dir: 'ltr' },
] as const;

export const EMPTY_ENTRY: ReferenceEntryInput = { name: '', name_ar: '', name_fr: '' };

export interface EntryFormProps {
  title: string;
  submitLabel: string;
  pendingLabel: string;
  initial: ReferenceEntryInput;
  mutation: UseMutationResult<ReferenceEntry, unknown, ReferenceEntryInput>;
  onSaved: (entry: ReferenceEntry) => void;
  onCancel: () => void;
}

/** Three required names, saved through `mutation`. */
export function EntryForm({ title, submitLabel, pendingLabel, initial, mutation, onSaved, onCancel }: EntryFormProps) {
  const { t } = useTranslation('admin');
  // Server and connection messages are worded in the app's own namespace.
  const { t: tApp } = useTranslation();
  const titleId = useId();
  const [values, setValues] = useState<ReferenceEntryInput>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string>();
  const { formRef, reportFailure } = useFocusFirstError();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = referenceEntryInputSchema.safeParse(values);
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]);
        const message =
          issue.message === 'validation.too_long'
            ? t('lookups.errors.too_long', { maximum: (issue as { maximum?: number | bigint }).maximum })
            : issue.message === 'validation.invalid_text'
              ? t('lookups.errors.invalid')
              : t('lookups.errors.required');
        found[field] = [...(found[field] ?? []), message];
      }
      setErrors(found);
      setAlert(undefined);
      reportFailure();
      return;
    }
    mutation.mutate(checked.data, {
      onSuccess: (entry) => onSaved(entry),
      onError: (error) => {
        const fieldErrors = isApiError(error) ? (error.errors ?? {}) : {};
        setErrors(fieldErrors);
        // A refusal about the fields is told beside them; anything else goes in the box.
        const aboutFields = FIELDS.some(({ field }) => fieldErrors[field]?.length);
        setAlert(aboutFields ? undefined : apiErrorMessage(error, tApp));
        reportFailure();
      },
    });
  };

  const change = (field: keyof ReferenceEntryInput) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: [] }));
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={titleId} className="space-y-4 rounded-xl border border-brand-100 bg-brand-50/40 p-4 text-start">
      <h2 id={titleId} className="text-lg font-bold text-brand-800">
        {title}
      </h2>
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {FIELDS.map(({ field, lang, dir }) => (
          <TextField
            key={field}
            label={t(`lookups.fields.${field}`)}
            name={field}
            value={values[field]}
            onChange={change(field)}
            error={errors[field]}
            required
            lang={lang}
            dir={dir}
            disabled={mutation.isPending}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={mutation.isPending}>
          {mutation.isPending ? pendingLabel : submitLabel}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onCancel} disabled={mutation.isPending}>
          {t('shell.cancel')}
        </button>
      </div>
    </form>
  );
}
