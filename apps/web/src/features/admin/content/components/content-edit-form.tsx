// The staff correction form of one item: its texts, links and dates as stored, saved with only the
// fields that changed. Required fields are checked here; every other rule is the server's, whose
// messages (in the interface language) appear beside their fields.
import { ADMIN_EDITABLE_FIELDS, type AdminContentDetail } from '@wefe/contract';
import { useState, type FormEvent } from 'react';
import { editableFields, type EditableField, type StaffFieldSpecs } from '@/components/staff/staff-field-specs';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert, FormSuccess, TextAreaField, TextField } from '@/components/ui/form';
import { useFocusFirstError } from '@/components/ui/use-focus-first-error';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useUpdateAdminContent } from '../api/update-admin-content';

type Values = Record<string, string>;

const valuesOf = (item: AdminContentDetail): Values => Object.fromEntries(Object.entries(item.fields).map(([name, value]) => [name, value ?? '']));

/** The form; `item` is the stored item (the form starts from its fields), `specs` how its type's fields show. */
export function ContentEditForm({ item, specs }: { item: AdminContentDetail; specs: StaffFieldSpecs }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  // The server leaves out the fields this item does not have (a news item's event fields).
  const fields = editableFields(ADMIN_EDITABLE_FIELDS[item.type], specs).filter((field) => field.name in item.fields);
  const [initial, setInitial] = useState<Values>(() => valuesOf(item));
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [alert, setAlert] = useState<string>();
  const [saved, setSaved] = useState(false);
  const update = useUpdateAdminContent(item.type, String(item.id));
  const { formRef, reportFailure } = useFocusFirstError();

  const refuse = (message: string, fieldErrors: Record<string, string[]> = {}) => {
    setErrors(fieldErrors);
    setAlert(message);
    reportFailure();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const missing = fields.filter((field) => field.required && values[field.name]!.trim() === '');
    if (missing.length) return refuse(t('content.edit.fix_fields'), Object.fromEntries(missing.map((field) => [field.name, [t('content.edit.required')]])));
    const changed = Object.fromEntries(fields.filter((field) => values[field.name] !== initial[field.name]).map((field) => [field.name, values[field.name]!]));
    if (Object.keys(changed).length === 0) return refuse(t('content.edit.nothing_changed'));
    setErrors({});
    setAlert(undefined);
    update.mutate(changed, {
      onSuccess: (answer) => {
        const stored = valuesOf(answer.data);
        setInitial(stored);
        setValues(stored);
        setSaved(true);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422 && error.errors) refuse(t('content.edit.fix_fields'), error.errors);
        else refuse(apiErrorMessage(error, tc));
      },
    });
  };

  const set = (name: string) => (value: string) => {
    setSaved(false);
    setValues((current) => ({ ...current, [name]: value }));
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-6">
      {alert && <FormAlert>{alert}</FormAlert>}
      {saved && <FormSuccess>{t('content.edit.saved')}</FormSuccess>}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {fields.map((field) => (
          <Field key={field.name} field={field} value={values[field.name] ?? ''} onChange={set(field.name)} error={errors[field.name]} disabled={update.isPending} />
        ))}
      </div>
      <button type="submit" className={buttonStyles.primary} disabled={update.isPending}>
        {update.isPending ? t('shell.saving') : t('shell.save')}
      </button>
    </form>
  );
}

interface FieldProps {
  field: EditableField;
  value: string;
  onChange: (value: string) => void;
  error: string[] | undefined;
  disabled: boolean;
}

function Field({ field, value, onChange, error, disabled }: FieldProps) {
  const { t } = useTranslation('admin');
  const common = {
    label: t(`content.fields.${field.name}` as 'content.fields.title'),
    name: field.name,
    value,
    onChange,
    required: field.required,
    error,
    disabled,
    ...(field.lang === 'ar' ? { lang: 'ar', dir: 'rtl' as const } : {}),
  };
  switch (field.kind) {
    case 'textarea':
      return <TextAreaField {...common} rows={5} />;
    case 'date':
      return <TextField {...common} type="date" hint={t('content.edit.date_hint')} />;
    case 'datetime':
      // A day, or a day and a time ('2024-03-05T09:30'), as the member form stores it.
      return <TextField {...common} dir="ltr" hint={t('content.edit.datetime_hint')} />;
    case 'email':
    case 'url':
    case 'tel':
      return <TextField {...common} type={field.kind} dir="ltr" />;
    default:
      return <TextField {...common} />;
  }
}
