// The world's country shapes, bundled with the app (no request to a map server) but loaded on demand:
// the dynamic import puts the 100 KB atlas in its own chunk, fetched only by pages that show a globe.
import { useEffect, useState } from 'react';
import type { Topology } from 'topojson-specification';
import { toCountryShapes, type CountryShape } from './globe-countries';

export type WorldAtlas = { status: 'loading' } | { status: 'ready'; shapes: readonly CountryShape[] } | { status: 'failed' };

let pending: Promise<readonly CountryShape[]> | null = null;
let loaded: readonly CountryShape[] | null = null;

/** The atlas's country shapes, loaded once per page life; a failed load is forgotten so a later globe retries. */
export function loadCountryShapes(): Promise<readonly CountryShape[]> {
  pending ??= import('world-atlas/countries-110m.json').then(
    async (module) => {
      loaded = await toCountryShapes(module.default as unknown as Topology);
      return loaded;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The atlas for a component; ready at once when an earlier globe already loaded it. */
export function useWorldAtlas(): WorldAtlas {
  const [atlas, setAtlas] = useState<WorldAtlas>(() => (loaded ? { status: 'ready', shapes: loaded } : { status: 'loading' }));
  useEffect(() => {
    if (atlas.status !== 'loading') return;
    let live = true;
    loadCountryShapes().then(
      (shapes) => live && setAtlas({ status: 'ready', shapes }),
      () => live && setAtlas({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [atlas.status]);
  return atlas;
}
