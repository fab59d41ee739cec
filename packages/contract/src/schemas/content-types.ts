// The reviewable content types, named once (issue 31): member content that staff review before the
// public sees it, as the addresses name it, where each lives and the kinds of item it holds. The other
// lists of types (the review queue's, its counts, the audit log's, the alerts' and the site search's
// kinds) are built from these, so a new reviewable type is added here and nowhere else in the contract
// but its own schema file, its staff-editable fields and the messages.

/** The kinds of member content staff review and manage, as they appear in the addresses. */
export const CONTENT_TYPES = ['publications', 'stories', 'news-events'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** What waits in the review queue: member content, and entities' registrations. */
export const SUBMISSION_TYPES = [...CONTENT_TYPES, 'entities'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

/**
 * Each reviewable type's addresses: the root of its web pages (its list; an item is `<page>/<id>`, the
 * member's forms `<page>/add` and `<page>/edit/<id>`), the root of its API calls, and its items' share
 * card (`/api/share-cards/<card>/<id>.png`). The server's sitemaps, feeds, mail links and caching rules
 * are built from these; the web's paths.ts, which the build loads where the contract cannot be, writes
 * the pages out and its test keeps them equal.
 */
export const CONTENT_ADDRESSES = {
  publications: { page: '/publications', api: '/api/publications', card: 'publication' },
  stories: { page: '/wefe-stories', api: '/api/stories', card: 'story' },
  'news-events': { page: '/news-events', api: '/api/news-events', card: 'news-event' },
} as const satisfies Record<ContentType, { page: string; api: string; card: string }>;

/** The share card of an item of a reviewable type, as its address names it. */
export type ContentCardKind = (typeof CONTENT_ADDRESSES)[ContentType]['card'];

/**
 * The kinds of item each reviewable type holds, as e-mail alerts follow them and the site search finds
 * them (news and events are one type of two kinds).
 */
export const CONTENT_ITEM_KINDS = {
  publications: ['publication'],
  stories: ['story'],
  'news-events': ['news', 'event'],
} as const satisfies Record<ContentType, readonly string[]>;
export type ContentItemKind = (typeof CONTENT_ITEM_KINDS)[ContentType][number];
/** The kinds of item of one reviewable type. */
export type ContentItemKindOf<T extends ContentType> = (typeof CONTENT_ITEM_KINDS)[T][number];
/** Whether a reviewable type holds more than one kind of item (news/events): its rows then name theirs. */
export type HoldsSeveralKinds<T extends ContentType> = (typeof CONTENT_ITEM_KINDS)[T]['length'] extends 1 ? false : true;

/** Every reviewable type's kinds of item, in the order of CONTENT_TYPES. */
export const CONTENT_ITEM_KIND_LIST: readonly ContentItemKind[] = CONTENT_TYPES.flatMap((type) => CONTENT_ITEM_KINDS[type]);
