// A news item's or event's share card (share-cards/card-source.ts): /api/share-cards/news-event/{id}.png.
import type { ShareCardSource } from '../share-cards/card-source.ts';
import { createNewsEventsRepo } from './news-events.repo.ts';

/** News and events as the share cards draw them, labelled as the one or the other. */
export const newsEventsShareCard: ShareCardSource = {
  kind: 'news-event',
  item: async (db, id) => {
    const view = await createNewsEventsRepo(db).findView(id);
    if (view?.item.status !== 'approved') return undefined;
    return { title: view.item.title, label: view.item.type === 'event' ? 'share_cards.event' : 'share_cards.news' };
  },
};
