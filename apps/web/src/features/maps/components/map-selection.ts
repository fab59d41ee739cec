// The map pages keep their choices in the address (?sector=&map=&year=, ?country=&map=&year=) so a view
// can be shared. Each page reads what the address asks for, falls back to the first entry (or newest
// year) when that is missing or unknown, and writes the fallback back into the address.
import { useEffect } from 'react';
import type { SetURLSearchParams } from 'react-router';
import { usePageAddressRequest } from '@/lib/page-address';

/** The choices of a page by parameter name; undefined is "not chosen (yet)". */
export type Selection<K extends string> = Partial<Record<K, number | undefined>>;

/** A positive whole number from the address, or undefined. */
export function readId(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** The entry with `id`, else the first one (auto-selection); undefined while the list is not there. */
export function pickById<T extends { id: number }>(items: readonly T[] | undefined, id: number | undefined): T | undefined {
  if (!items) return undefined;
  return items.find((item) => item.id === id) ?? items[0];
}

/** `year` when the list has it, else the newest year of the list. */
export function pickYear(years: readonly number[] | undefined, year: number | undefined): number | undefined {
  if (!years || years.length === 0) return undefined;
  return year !== undefined && years.includes(year) ? year : Math.max(...years);
}

/** `current` with each of `names` set from `next` (removed when undefined); other parameters stay. */
export function withSelection<K extends string>(current: URLSearchParams, names: readonly K[], next: Selection<K>): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const name of names) {
    const value = next[name];
    if (value === undefined) params.delete(name);
    else params.set(name, String(value));
  }
  return params;
}

/** Options of every selection change: the address is replaced, and the page does not jump to the top. */
export const SELECTION_NAVIGATION = { replace: true, preventScrollReset: true } as const;

/** `current` with each `name=value` pair of `signature` set (as `useSelectionInAddress` builds it). */
function withChoices(current: URLSearchParams, signature: string): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const pair of signature.split('&')) {
    const [name, value] = pair.split('=');
    if (name && value) next.set(name, value);
  }
  return next;
}

/**
 * Writes the choices made for the user (first sector, first map, newest year) into the address once
 * they are known, so copying the address shares exactly what is shown. Undefined choices (still
 * loading) leave the address alone. In the server's render, the choices go to the render instead
 * (lib/page-address.ts), and the browser shows them before hydrating: no navigation on arrival.
 */
export function useSelectionInAddress<K extends string>(params: URLSearchParams, setParams: SetURLSearchParams, effective: Selection<K>) {
  const wanted = Object.entries(effective).filter((entry): entry is [string, number] => entry[1] !== undefined);
  const stale = wanted.some(([name, value]) => params.get(name) !== String(value));
  const signature = wanted.map(([name, value]) => `${name}=${value}`).join('&');
  const serverRender = usePageAddressRequest();
  // A server render runs once and its effects never do, so it is told during the render.
  if (serverRender && stale) serverRender.ask(withChoices(params, signature).toString());
  useEffect(() => {
    if (!stale) return;
    setParams((current) => withChoices(current, signature), SELECTION_NAVIGATION);
  }, [stale, signature, setParams]);
}
