// A list's filters live in the address's search parameters, so a filtered list can be shared and
// survives a reload (publications, stories). These read and write them.

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
