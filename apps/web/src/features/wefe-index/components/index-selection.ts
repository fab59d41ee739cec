// What the index page shows, kept in the address so a country's detail can be shared and the back
// button walks through earlier choices: ?country={id}&year={y}&pillar={slug}. No pillar is the overall
// index; no year is the default year.

export interface IndexSelection {
  countryId: number | null;
  year: number | null;
  pillarSlug: string | null;
}

const COUNTRY = 'country';
const YEAR = 'year';
const PILLAR = 'pillar';

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d{1,9}$/.test(text.trim())) return null;
  const number = Number(text);
  return number > 0 ? number : null;
}

/** The selection in `params`; anything malformed counts as not chosen. */
export function readIndexSelection(params: URLSearchParams): IndexSelection {
  const slug = params.get(PILLAR)?.trim() ?? '';
  return {
    countryId: positiveInteger(params.get(COUNTRY)),
    year: positiveInteger(params.get(YEAR)),
    pillarSlug: /^[a-z0-9-]{1,50}$/.test(slug) ? slug : null,
  };
}

/** `params` with `change` applied (null removes a value); other parameters are kept. */
export function withIndexSelection(params: URLSearchParams, change: Partial<IndexSelection>): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | number | null | undefined) => {
    if (value === undefined) return;
    if (value === null) next.delete(name);
    else next.set(name, String(value));
  };
  put(COUNTRY, change.countryId);
  put(YEAR, change.year);
  put(PILLAR, change.pillarSlug);
  return next;
}
