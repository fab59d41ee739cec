// GET /post-types: what a news/event post is (spec part 2, section 3: 1 News, 2 Event, 3 Announcement),
// named in the request language; the fixed values named by the catalogue when the call fails.
import { POST_TYPE_IDS, type Language, type NamedLookup } from '@wefe/contract';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { lookupQueryOptions, useListOrFixed, type FixedLookup } from './lookup-query';

export const getPostTypesQueryOptions = (language: Language) => lookupQueryOptions<NamedLookup>('post-types', '/post-types', language);

export const POST_TYPES: readonly FixedLookup[] = [
  { id: POST_TYPE_IDS.news, slug: 'news', labelKey: 'common.post_types.news' },
  { id: POST_TYPE_IDS.event, slug: 'event', labelKey: 'common.post_types.event' },
  { id: POST_TYPE_IDS.announcement, slug: 'announcement', labelKey: 'common.post_types.announcement' },
];

/** The post types in the current language. */
export function usePostTypes(): { items: NamedLookup[]; isPending: boolean } {
  return useListOrFixed(useQuery(getPostTypesQueryOptions(useLanguage())), POST_TYPES);
}
