// Publications as the e-mail alerts announce them (alerts/alert-source.ts). A publication names its
// sector in words and has no country: a country filter keeps every one.
import { publications } from '../../db/schema.ts';
import type { AlertSource } from '../alerts/alert-source.ts';

/** Newly approved publications in a digest. */
export const publicationsAlerts: AlertSource = {
  type: 'publications',
  kinds: { publication: { en: 'Publications', ar: 'المنشورات', fr: 'Publications' } },
  columns: { title: publications.title },
  sectors: { named: publications.sector },
};
