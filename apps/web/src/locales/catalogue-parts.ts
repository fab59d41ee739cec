// Each public catalogue ships in two parts: the texts of the shell and the home page, which the first
// paint waits for, and the rest, which loads beside any other page's code (app/router.tsx). The build
// cuts the parts out of en.json, ar.json and fr.json (vite.config.ts); the catalogues stay whole files.
// first-paint-texts.test.tsx renders the shell and the home page with the first part alone.

/** Groups (or `group.subgroup`) of the catalogue that the shell and the home page show. */
export const FIRST_PAINT_GROUPS = [
  'app',
  'header',
  'search',
  'pages',
  'not_found',
  'errors',
  'footer',
  'home',
  'globe',
  'news_events.type',
] as const;

export type CataloguePart = 'first' | 'rest';

type Catalogue = Record<string, unknown>;

function isGroup(value: unknown): value is Catalogue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One part of a catalogue: the first-paint groups, or everything else; together they are the whole. */
export function cataloguePart(catalogue: Catalogue, part: CataloguePart): Catalogue {
  const first: Catalogue = {};
  const rest: Catalogue = structuredClone(catalogue);
  for (const path of FIRST_PAINT_GROUPS) {
    const [group = '', subgroup] = path.split('.');
    const source = catalogue[group];
    const remaining = rest[group];
    if (subgroup === undefined) {
      first[group] = source;
      delete rest[group];
    } else if (isGroup(source) && isGroup(remaining)) {
      first[group] = { ...(isGroup(first[group]) ? first[group] : {}), [subgroup]: source[subgroup] };
      delete remaining[subgroup];
    }
  }
  return part === 'first' ? first : rest;
}
