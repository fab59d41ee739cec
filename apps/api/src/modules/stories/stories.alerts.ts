// Stories as the e-mail alerts announce them (alerts/alert-source.ts), with their Arabic title where
// they have one.
import { stories, storySectors } from '../../db/schema.ts';
import type { AlertSource } from '../alerts/alert-source.ts';

/** Newly approved stories in a digest. */
export const storiesAlerts: AlertSource = {
  type: 'stories',
  kinds: { story: { en: 'Success stories', ar: 'قصص النجاح', fr: 'Récits de réussite' } },
  columns: { title: stories.title, titleAr: stories.titleAr, country: stories.countryId },
  sectors: { link: storySectors, item: storySectors.storyId, sector: storySectors.sectorId },
};
