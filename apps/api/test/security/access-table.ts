// Who may call what (issue 11, part 1): one row per operation of the OpenAPI document, from which the
// authorization matrix test derives the expected answer of every caller on items owned by member A,
// by member B and by no one. A new operation fails the matrix until it has a row here.

/** The callers of the matrix. */
export const ACTORS = ['anonymous', 'memberA', 'memberB', 'pendingEntity', 'approvedEntity', 'reviewer', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/** Whose item a call acts on: A's and B's are pending review, no one's is approved (the hub's own). */
export const OWNERS = ['A', 'B', 'none'] as const;
export type Owner = (typeof OWNERS)[number];

export type ContentType = 'stories' | 'publications' | 'news-events';

/** Who gets past the door: everyone, anyone signed in, staff (reviewer or admin), admins only. */
type Gate = 'public' | 'signed-in' | 'staff' | 'admin';

/**
 * What the item's owner and state decide, once past the door:
 * - `view`: approved items for everyone, any state for the owner and staff (404 otherwise);
 * - `public-only`: approved items only, whoever asks (a calendar file is for sharing);
 * - `own`: the owner only, staff included in "others" (404);
 * - `delete-own`: 404 for who cannot see it, 403 for who can see it but does not own it;
 * - `decide`: a staff decision, once: a pending item 200, an approved one 409;
 * - `staff-item`: any other staff action on an existing item: neither refused nor "not found".
 */
type ItemRule = 'view' | 'public-only' | 'own' | 'delete-own' | 'decide' | 'staff-item';

export interface AccessRow {
  gate: Gate;
  /** The content type whose item id the path's `{id}` names. */
  item?: ContentType;
  rule?: ItemRule;
  /** A member's submission: active accounts only (a pending entity gets 403), 201 with a valid body. */
  submit?: ContentType;
  /** An edit by the owner through the my-… call, with a valid body. */
  edit?: ContentType;
  /** The call ends the caller's session: it gets a session of its own. */
  endsSession?: true;
}

const pub: AccessRow = { gate: 'public' };
const signedIn: AccessRow = { gate: 'signed-in' };
const staff: AccessRow = { gate: 'staff' };
const admin: AccessRow = { gate: 'admin' };

function contentRows(type: ContentType): Record<string, AccessRow> {
  const one = type === 'news-events' ? 'news-events' : type;
  return {
    [`GET /api/${one}`]: pub,
    [`POST /api/${one}`]: { gate: 'signed-in', submit: type },
    [`GET /api/${one}/{id}`]: { gate: 'public', item: type, rule: 'view' },
    [`DELETE /api/${one}/{id}`]: { gate: 'signed-in', item: type, rule: 'delete-own' },
    [`GET /api/my-${one}`]: signedIn,
    [`GET /api/my-${one}/{id}`]: { gate: 'signed-in', item: type, rule: 'own' },
    [`POST /api/my-${one}/{id}`]: { gate: 'signed-in', item: type, rule: 'own', edit: type },
    [`POST /api/admin/${one}/{id}/approve`]: { gate: 'staff', item: type, rule: 'decide' },
    [`POST /api/admin/${one}/{id}/reject`]: { gate: 'staff', item: type, rule: 'decide' },
    [`PATCH /api/admin/${one}/{id}`]: { gate: 'staff', item: type, rule: 'staff-item' },
    [`POST /api/admin/${one}/{id}/unpublish`]: { gate: 'staff', item: type, rule: 'staff-item' },
    [`DELETE /api/admin/${one}/{id}`]: { gate: 'staff', item: type, rule: 'staff-item' },
  };
}

/** Every operation of the API and who may call it. */
export const ACCESS_TABLE: Record<string, AccessRow> = {
  // Reference lists and site data: public.
  'GET /api/countries': pub,
  'GET /api/register/organization-types': pub,
  'GET /api/register/education-levels': pub,
  'GET /api/post-types': pub,
  'GET /api/sustainability-statuses': pub,
  'GET /api/publication-types': pub,
  'GET /api/institution-categories': pub,
  'GET /api/sectors': pub,
  'GET /api/sectors/type/{type}': pub,
  'GET /api/media/{id}': pub,
  'GET /api/pillars': pub,
  'GET /api/indicators': pub,
  'GET /api/indexes/years': pub,
  'GET /api/indexes': pub,
  'GET /api/indexes/export.csv': pub,
  'GET /api/indexes/methodology': pub,
  'GET /api/indexes/datapackage.json': pub,
  'GET /api/indexes/country/{id}/series': pub,
  'GET /api/indexes/benchmarks': pub,
  'GET /api/indexes/benchmarks/series': pub,
  'GET /api/indexes/country/{id}': pub,
  'GET /api/indexes/{id}': pub,
  'GET /api/maps': pub,
  'GET /api/maps/sector/{id}': pub,
  'GET /api/maps/{id}': pub,
  'GET /api/maps/{id}/keys': pub,
  'GET /api/interactive-maps': pub,
  'GET /api/interactive-maps/years': pub,
  'GET /api/interactive-maps/countries': pub,
  'GET /api/interactive-maps/map/{id}': pub,
  'GET /api/interactive-maps/map/{id}/export.csv': pub,
  'GET /api/interactive-maps/country/{id}': pub,
  'GET /api/home-page': pub,
  'GET /api/health': pub,
  'GET /api/about': pub,
  'POST /api/visits': pub,
  'GET /api/partners': pub,
  'GET /api/partners/{id}': pub,
  'GET /api/pages/{slug}': pub,
  'POST /api/contact-messages': pub,

  // Accounts: sign-in and registration are for everyone (a registration token, not a session, names
  // the account being registered); the profile and sign-out need a session.
  'POST /api/login': pub,
  'POST /api/login/link': pub,
  'POST /api/login/link/redeem': pub,
  'POST /api/logout': { gate: 'signed-in', endsSession: true },
  'POST /api/forgot-password': pub,
  'POST /api/reset-password': pub,
  'POST /api/reset-password/check': pub,
  'POST /api/register/step1-personal-info': pub,
  'POST /api/register/entity/step1': pub,
  'POST /api/register/step2-verify-account': pub,
  'POST /api/register/resend-verification-code': pub,
  'GET /api/register/status': pub,
  'POST /api/register/step3-career': pub,
  'POST /api/register/step4-additional-info': pub,
  'POST /api/register/entity/step3': pub,
  'GET /api/profile': signedIn,
  'PUT /api/profile': signedIn,
  'POST /api/profile/email/confirm': signedIn,
  'DELETE /api/profile/email': signedIn,
  // Issue 30: e-mail alerts; the unsubscribe link's token is its own permission.
  'GET /api/profile/alerts': signedIn,
  'PUT /api/profile/alerts': signedIn,
  'DELETE /api/profile/alerts': signedIn,
  'POST /api/profile/alerts/digest': signedIn,
  'POST /api/alerts/unsubscribe': pub,

  // Member submissions and their review.
  ...contentRows('publications'),
  'GET /api/publications/search': pub,
  ...contentRows('stories'),
  'GET /api/stories/filters': pub,
  ...contentRows('news-events'),
  'GET /api/news-events/search': pub,
  'GET /api/news-events/{id}.ics': { gate: 'public', item: 'news-events', rule: 'public-only' },
  // Issue 30: the site search, share cards and citations.
  'GET /api/search': pub,
  'GET /api/share-cards/{kind}/{key}.png': { gate: 'public', item: 'stories', rule: 'public-only' },
  'GET /api/publications/{id}/citation': { gate: 'public', item: 'publications', rule: 'view' },
  'GET /api/publications/{id}/citation.bib': { gate: 'public', item: 'publications', rule: 'view' },
  'GET /api/publications/{id}/citation.ris': { gate: 'public', item: 'publications', rule: 'view' },

  // The staff console: reviewers and admins.
  'GET /api/admin/entities': staff,
  'GET /api/admin/entities/{id}': staff,
  'POST /api/admin/entities/{id}/approve': staff,
  'POST /api/admin/entities/{id}/reject': staff,
  'GET /api/admin/submissions': staff,
  'GET /api/admin/submissions/counts': staff,
  'GET /api/admin/submissions/{type}/{id}/changes': staff,
  'GET /api/admin/content': staff,
  'GET /api/admin/content/{type}/{id}': staff,
  'GET /api/admin/partners': staff,
  'POST /api/admin/partners': staff,
  'PUT /api/admin/partners/order': staff,
  'POST /api/admin/partners/{id}': staff,
  'DELETE /api/admin/partners/{id}': staff,
  'GET /api/admin/pages': staff,
  'GET /api/admin/pages/{slug}': staff,
  'PUT /api/admin/pages/{slug}': staff,
  'POST /api/admin/pages/{slug}/preview': staff,
  'GET /api/admin/contact-messages': staff,
  'GET /api/admin/contact-messages/counts': staff,
  'POST /api/admin/contact-messages/{id}/reply': staff,
  'POST /api/admin/contact-messages/{id}/handled': staff,
  'POST /api/admin/contact-messages/{id}/reopen': staff,
  'GET /api/admin/indicators': staff,
  'GET /api/admin/maps': staff,
  'GET /api/admin/reference-lists': staff,
  'GET /api/admin/reference-lists/{list}': staff,
  // Reviewers see who is who (a submission's author, an entity's people) and may try an import file
  // (the preview changes nothing); changing people and committing data are for admins.
  'GET /api/admin/people': staff,
  'POST /api/admin/indicator-imports/preview': staff,

  // Admins only: people and roles, the audit log, queued mail, the index's data and the reference lists' contents.
  'GET /api/admin/audit-log': admin,
  'PUT /api/admin/people/{id}/role': admin,
  'POST /api/admin/people/{id}/suspend': admin,
  'POST /api/admin/people/{id}/reinstate': admin,
  'POST /api/admin/indicator-imports/commit': admin,
  'GET /api/admin/mail-queue': admin,
  'GET /api/admin/mail-queue/counts': admin,
  'POST /api/admin/mail-queue/{id}/send': admin,
  'DELETE /api/admin/mail-queue/{id}': admin,
  'POST /api/admin/indicators': admin,
  'PUT /api/admin/indicators/{id}': admin,
  'POST /api/admin/maps': admin,
  'PUT /api/admin/maps/{id}': admin,
  'POST /api/admin/reference-lists/{list}': admin,
  'PUT /api/admin/reference-lists/{list}/order': admin,
  'PUT /api/admin/reference-lists/{list}/{id}': admin,
  'DELETE /api/admin/reference-lists/{list}/{id}': admin,
};

/**
 * The answer a caller must get: a status, or `allowed` (past the door: neither 401 nor 403) and
 * `allowed-found` (also not 404: the item exists and the caller may act on it).
 */
export type Expected = number | 'allowed' | 'allowed-found';

const isStaff = (actor: Actor) => actor === 'reviewer' || actor === 'admin';

/** What `actor` must get from the operation of `row`, on an item of `owner` when the row has one. */
export function expectedAnswer(row: AccessRow, actor: Actor, owner?: Owner): Expected {
  if (row.gate !== 'public' && actor === 'anonymous') return 401;
  if (row.gate === 'staff' && !isStaff(actor)) return 403;
  if (row.gate === 'admin' && actor !== 'admin') return 403;
  if (row.submit) return actor === 'pendingEntity' ? 403 : 201;
  if (!row.rule || !owner) return 'allowed';
  const ownsIt = (owner === 'A' && actor === 'memberA') || (owner === 'B' && actor === 'memberB');
  const approved = owner === 'none';
  const canView = approved || ownsIt || isStaff(actor);
  switch (row.rule) {
    case 'view':
      return canView ? 200 : 404;
    case 'public-only':
      return approved ? 200 : 404;
    case 'own':
      return ownsIt ? 200 : 404;
    case 'delete-own':
      return !canView ? 404 : ownsIt ? 200 : 403;
    case 'decide':
      return approved ? 409 : 200;
    case 'staff-item':
      return 'allowed-found';
  }
}
