// The index as schema.org's Dataset (JSON-LD, issue 30): what search engines' dataset search lists,
// with the CSV tables and the Frictionless data package as its downloads, and its licence.
import { siteOrigin } from '@/lib/site-origin';

/** The index's licence (the CSV's own line, apps/api/src/modules/wefe-index/index.csv.ts). */
const INDEX_LICENCE = 'https://creativecommons.org/licenses/by/4.0/';

/** The Dataset of the whole index, or of one country's profile (`country`: its name and code). */
export function indexDataset(texts: { name: string; description: string; indexName: string }, country?: { name: string; iso3: string }): Record<string, unknown> {
  const origin = siteOrigin();
  const url = country ? `${origin}/wefe-index/country/${country.iso3}` : `${origin}/wefe-index`;
  return {
    '@type': 'Dataset',
    name: texts.name,
    description: texts.description,
    url,
    license: INDEX_LICENCE,
    isAccessibleForFree: true,
    creator: { '@type': 'Organization', name: 'WEFE Nexus Hub', url: `${origin}/` },
    variableMeasured: [texts.indexName, 'Water', 'Energy', 'Food', 'Ecosystems'],
    ...(country ? { spatialCoverage: { '@type': 'Place', name: country.name } } : {}),
    isPartOf: country ? { '@type': 'Dataset', name: texts.indexName, url: `${origin}/wefe-index` } : undefined,
    distribution: [
      { '@type': 'DataDownload', encodingFormat: 'text/csv', contentUrl: `${origin}/api/indexes/export.csv` },
      { '@type': 'DataDownload', encodingFormat: 'text/csv', contentUrl: `${origin}/api/indexes/export.csv?detail=indicators` },
      { '@type': 'DataDownload', encodingFormat: 'application/json', contentUrl: `${origin}/api/indexes/datapackage.json` },
    ],
  };
}
