// Controls of a list's filter panel (stories, news and events): the search box whose text applies when
// typing pauses (or at once on Enter), and a labelled select that applies at once. The values live in
// the address; the box keeps only the text not applied yet.
import { useEffect, useId, useState } from 'react';
import { inputClass, SelectField } from '@/components/ui/form';
import { SearchIcon } from '@/components/ui/icons';

/** How long typing must pause before the search applies. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The search box's text: `applied` is the search in the address, `apply` writes a new one. Returns the
 * text being typed, its setter, and `flush`, which applies it at once (Enter) when it differs.
 */
export function useSearchDraft(applied: string, apply: (search: string) => void) {
  const [draft, setDraft] = useState(applied);
  // When the address changes from outside (clearing, back, a shared link), the box follows it.
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
  }
  const pending = draft.trim() !== applied;
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => apply(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [pending, draft, apply]);
  const flush = () => {
    if (pending) apply(draft.trim());
  };
  return { draft, setDraft, flush };
}

/** The search box with its icon and a label for screen readers. */
export function SearchInput({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
      <input
        id={id}
        type="search"
        name="search"
        dir="auto"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} ps-10`}
      />
    </div>
  );
}

/** A labelled select of a filter panel; its options name every value it takes. */
export function FilterSelect<V extends string>({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return <SelectField label={label} name={name} value={value} options={options} onChange={(next) => onChange(next as V)} compact />;
}
