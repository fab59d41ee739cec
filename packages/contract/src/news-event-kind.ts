// What kind a news item or event is (news or event) and which fields only an event has (decision 035).
// Apart from enums.ts: the web's shell carries enums.ts, and only the news/event form and the server
// need these.
import { POST_TYPE_IDS, type NewsEventType } from './enums.ts';

/**
 * The kind a post type files an item under: Event is an event, News and Announcement are news. The
 * post type is the one question a member answers; the item's `type` follows from it, so an event can
 * no longer be filed as news.
 */
export function kindOfPostType(postTypeId: number): NewsEventType {
  return postTypeId === POST_TYPE_IDS.event ? 'event' : 'news';
}

/** True for one of the spec's post type ids. */
export function isPostTypeId(id: number): boolean {
  return (Object.values(POST_TYPE_IDS) as number[]).includes(id);
}

/** The fields only an event has: a news item neither asks for nor keeps them. */
export const EVENT_ONLY_FIELDS = [
  'implementing_leader',
  'sustainability_status_id',
  'is_ongoing',
  'starting_date',
  'end_date',
  'duration',
  'register_deadline',
  'is_online',
  'event_type',
  'organizer',
  'capacity',
  'fee_type',
  'fee_amount',
  'registration_url',
  'agenda_outlines',
  'speakers',
] as const;
export type EventOnlyField = (typeof EVENT_ONLY_FIELDS)[number];

/** The fields an event requires beyond those every item requires. */
export const EVENT_REQUIRED_FIELDS = ['implementing_leader', 'starting_date'] as const;
