// A story's share card (share-cards/card-source.ts): /api/share-cards/story/{id}.png.
import type { ShareCardSource } from '../share-cards/card-source.ts';
import { createStoriesRepo } from './stories.repo.ts';

/** Stories as the share cards draw them: an Arabic card with the story's Arabic title when it has one. */
export const storiesShareCard: ShareCardSource = {
  kind: 'story',
  item: async (db, id, language) => {
    const view = await createStoriesRepo(db).findView(id);
    if (view?.story.status !== 'approved') return undefined;
    const title = (language === 'ar' && view.story.titleAr) || view.story.title;
    return { title, label: 'share_cards.story' };
  },
};
