// GET /news-events?type=event&upcoming=true&limit=n: the events starting today or later, soonest first
// (the detail page's 'Upcoming' box, spec part 2, section 2.10). One more than the box shows is asked
// for, so the box still has its 3 when the page's own event is among them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { UPCOMING_BOX_SIZE, type Language, type NewsEvent } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { listItems } from '@/lib/pages';

/** Fetches the soonest upcoming events. */
export async function getUpcomingEvents(limit: number, signal?: AbortSignal): Promise<NewsEvent[]> {
  const answer = await apiClient.get<ApiAnswer<unknown>>('/news-events', { query: { type: 'event', upcoming: true, limit }, signal });
  return listItems<NewsEvent>(answer.data);
}

export const getUpcomingEventsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['news-events', language, 'upcoming', UPCOMING_BOX_SIZE + 1],
    queryFn: ({ signal }) => getUpcomingEvents(UPCOMING_BOX_SIZE + 1, signal),
  });

/** The 3 soonest upcoming events other than `exceptId`, in the current language. */
export function useUpcomingEvents(exceptId: number) {
  return useQuery({
    ...getUpcomingEventsQueryOptions(useLanguage()),
    select: (events) => events.filter((event) => event.id !== exceptId).slice(0, UPCOMING_BOX_SIZE),
  });
}
