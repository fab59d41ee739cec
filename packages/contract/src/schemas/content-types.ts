// The reviewable content types, named once (issue 31): member content that staff review before the
// public sees it, as the addresses name it, and where each lives. The other lists of types (the review
// queue's, its counts, the audit log's) are built from this one, so a new reviewable type is added here
// and nowhere else in the contract but its own schema file, its staff-editable fields and the messages.

/** The kinds of member content staff review and manage, as they appear in the addresses. */
export const CONTENT_TYPES = ['publications', 'stories', 'news-events'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** What waits in the review queue: member content, and entities' registrations. */
export const SUBMISSION_TYPES = [...CONTENT_TYPES, 'entities'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

/**
 * Each reviewable type's addresses: the root of its web pages (its list; an item is `<page>/<id>`, the
 * member's forms `<page>/add` and `<page>/edit/<id>`) and the root of its API calls. The server's
 * sitemaps, feeds, mail links and caching rules are built from these; the web's paths.ts, which the
 * build loads where the contract cannot be, writes them out and its test keeps them equal.
 */
export const CONTENT_ADDRESSES: Readonly<Record<ContentType, { page: string; api: string }>> = {
  publications: { page: '/publications', api: '/api/publications' },
  stories: { page: '/wefe-stories', api: '/api/stories' },
  'news-events': { page: '/news-events', api: '/api/news-events' },
};
