// A dropdown over a list loaded from the API (countries, organization types, education levels), with
// its loading and error states.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SelectField } from '@/components/ui/form';
import { useTranslation } from '@/lib/i18n';

export interface LookupSelectProps<T extends { id: number; name: string }> {
  label: ReactNode;
  name: string;
  placeholder: string;
  query: UseQueryResult<T[]>;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | readonly string[] | undefined;
  disabled?: boolean;
}

/** A select of id/name entries; 'Loading…' while they arrive, a retry when they failed. */
export function LookupSelect<T extends { id: number; name: string }>({
  label,
  name,
  placeholder,
  query,
  value,
  onChange,
  required,
  error,
  disabled,
}: LookupSelectProps<T>) {
  const { t } = useTranslation();
  const hint = query.isError ? (
    <span className="text-red-700">
      {t('common.lookup_failed')}{' '}
      <button type="button" onClick={() => void query.refetch()} className="font-semibold underline">
        {t('common.retry')}
      </button>
    </span>
  ) : undefined;
  return (
    <SelectField
      label={label}
      name={name}
      value={value}
      onChange={onChange}
      options={(query.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
      placeholder={placeholder}
      pending={query.isPending}
      required={required}
      error={error}
      hint={hint}
      disabled={disabled}
    />
  );
}
