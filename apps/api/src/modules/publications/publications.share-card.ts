// A publication's share card (share-cards/card-source.ts): /api/share-cards/publication/{id}.png.
import type { ShareCardSource } from '../share-cards/card-source.ts';
import { createPublicationsRepo } from './publications.repo.ts';

/** Publications as the share cards draw them. */
export const publicationsShareCard: ShareCardSource = {
  kind: 'publication',
  item: async (db, id) => {
    const view = await createPublicationsRepo(db).findView(id);
    return view?.publication.status === 'approved' ? { title: view.publication.title, label: 'share_cards.publication' } : undefined;
  },
};
