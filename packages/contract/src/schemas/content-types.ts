// The reviewable content types, named once (issue 31): member content that staff review before the
// public sees it, as the addresses name it. The other lists of types (the review queue's, its counts,
// the audit log's) are built from this one, so a new reviewable type is added here and nowhere else in
// the contract but its own schema file and the messages.

/** The kinds of member content staff review and manage, as they appear in the addresses. */
export const CONTENT_TYPES = ['publications', 'stories', 'news-events'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** What waits in the review queue: member content, and entities' registrations. */
export const SUBMISSION_TYPES = [...CONTENT_TYPES, 'entities'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];
