// A list's filters live in the address's search parameters, so a filtered list can be shared and
// survives a reload (publications, stories). These read and write them.
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

/** A trimmed parameter of the address, '' when absent. */
export function readParam(params: URLSearchParams, name: string): string {
  return params.get(name)?.trim() ?? '';
}

/** `value` when it is one of `allowed`, else `fallback` (an unknown sort in a shared link, say). */
export function oneOf<T extends string, F extends string>(value: string, allowed: readonly T[], fallback: F): T | F {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * `current` with `filters` written: empty values and defaults are left out, so a plain list has a plain
 * address; other parameters (such as a dialog's) are kept.
 */
export function withFilterParams<T extends { [K in keyof T]: string }>(current: URLSearchParams, filters: T, defaults: T): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of Object.keys(defaults) as (keyof T & string)[]) {
    const value = filters[name].trim();
    if (value === '' || value === defaults[name]) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** A list's filters as the address holds them and as the reader has just chosen them. */
export interface AddressFilters<T> {
  /** What the address says: the list shows these. */
  applied: T;
  /** What the controls show: the reader's latest choice, until the address has it. */
  chosen: T;
  /** Writes a whole set of filters to the address. */
  apply: (next: T) => void;
}

/**
 * The filters of a list page, kept in the address. Writing the address is a navigation in a
 * transition, which commits only once the new list has loaded; until then the address (and so the
 * filters read from it) is the old one. A second choice made meanwhile (a status, then typing a
 * search) built on the old filters and undid the first. `chosen` holds the choice at once, and follows
 * the address when the address changes.
 */
export function useAddressFilters<T>(read: (params: URLSearchParams) => T, write: (current: URLSearchParams, filters: T) => URLSearchParams): AddressFilters<T> {
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = useMemo(() => read(searchParams), [read, searchParams]);
  const [pending, setPending] = useState<{ address: URLSearchParams; filters: T } | null>(null);
  let chosen = applied;
  if (pending && pending.address !== searchParams) setPending(null);
  else if (pending) chosen = pending.filters;
  const apply = useCallback(
    (next: T) => {
      setPending({ address: searchParams, filters: next });
      setSearchParams((current) => write(current, next), { preventScrollReset: true, replace: true });
    },
    [searchParams, setSearchParams, write],
  );
  return { applied, chosen, apply };
}
