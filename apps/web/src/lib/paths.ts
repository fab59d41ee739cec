// Every route pattern and every link of the app comes from here (STYLE.md habit 5), so a moved page
// is one edit. `path` is the router pattern; `getHref(...)` builds a link to it.

export interface StaticPath {
  readonly path: string;
  getHref(): string;
}

export interface ItemPath {
  readonly path: string;
  getHref(id: string | number): string;
}

function staticPath(path: string): StaticPath {
  return { path, getHref: () => path };
}

function itemPath(pattern: `${string}/:id`): ItemPath {
  return {
    path: pattern,
    getHref: (id) => pattern.replace(':id', encodeURIComponent(String(id))),
  };
}

function codePath(pattern: `${string}/:iso3`) {
  return {
    path: pattern,
    getHref: (iso3: string) => pattern.replace(':iso3', encodeURIComponent(iso3.toUpperCase())),
  };
}

/** The charts an embed address can show. */
export const EMBED_CHARTS = ['trend', 'benchmarks', 'compare-trend', 'compare-radar'] as const;
export type EmbedChart = (typeof EMBED_CHARTS)[number];

/**
 * Where embed addresses start: the server widens frame-ancestors for these addresses only. The
 * contract's EMBED_PATH_PREFIX, written out: the build's config loads this file where the contract's
 * TypeScript cannot be loaded (paths.test.ts keeps the two equal).
 */
export const EMBED_PREFIX = '/embed/';

function embedPath() {
  const path = '/embed/wefe-index/:chart';
  return { path, getHref: (chart: EmbedChart, search: string) => `/embed/wefe-index/${chart}${search ? `?${search}` : ''}` };
}

export const paths = {
  home: staticPath('/'),
  about: {
    root: staticPath('/about'),
    wefeHub: staticPath('/about/wefe-hub'),
    ourImpact: staticPath('/about/our-impact'),
    ourPartners: staticPath('/about/our-partners'),
    contactUs: staticPath('/about/contact-us'),
  },
  publications: {
    list: staticPath('/publications'),
    add: staticPath('/publications/add'),
    edit: itemPath('/publications/edit/:id'),
    detail: itemPath('/publications/:id'),
  },
  /** The search across the hub: `/search?q=water&type=story&page=2`. */
  search: staticPath('/search'),
  wefeIndex: staticPath('/wefe-index'),
  /** A country's profile, by its ISO 3166 alpha-3 code ('JOR'). */
  wefeIndexCountry: codePath('/wefe-index/country/:iso3'),
  /** Two to five countries side by side: `?countries=JOR,EGY,MAR`. */
  wefeIndexCompare: staticPath('/wefe-index/compare'),
  /** One chart of the index alone, for another site's frame: `/embed/wefe-index/trend?country=JOR`. */
  embedIndexChart: embedPath(),
  interactiveMaps: {
    root: staticPath('/interactive-maps'),
    globalLevel: staticPath('/interactive-maps/global-level'),
    countryLevel: staticPath('/interactive-maps/country-level'),
  },
  stories: {
    list: staticPath('/wefe-stories'),
    add: staticPath('/wefe-stories/add'),
    edit: itemPath('/wefe-stories/edit/:id'),
    detail: itemPath('/wefe-stories/:id'),
  },
  newsEvents: {
    list: staticPath('/news-events'),
    add: staticPath('/news-events/add'),
    edit: itemPath('/news-events/edit/:id'),
    detail: itemPath('/news-events/:id'),
  },
  /** The page a digest's "stop these alerts" link opens: `/alerts/unsubscribe?token=...`. */
  alertsUnsubscribe: staticPath('/alerts/unsubscribe'),
  profile: {
    root: staticPath('/profile'),
    edit: staticPath('/profile/edit'),
  },
  register: {
    choice: staticPath('/register'),
    entity: staticPath('/register/entity'),
    individual: staticPath('/register/individual'),
  },
  auth: {
    login: staticPath('/login'),
    /** Same screen as `login`; the spec keeps both addresses. */
    signin: staticPath('/auth/signin'),
    /** Same screen as `register.choice`. */
    signup: staticPath('/auth/signup'),
    forgotPassword: staticPath('/forgot-password'),
    /** A one-time sign-in link by mail: `/login/link` asks for one, `/login/link?token=...` uses it. */
    signInLink: staticPath('/login/link'),
    /** The link of the password-reset mail: `/reset-password?token=...`. */
    resetPassword: staticPath('/reset-password'),
  },
  /** The staff console (role admin or reviewer); everyone else gets the not-found page. */
  admin: {
    root: staticPath('/admin'),
    review: staticPath('/admin/review'),
    reviewItem: reviewItemPath(),
    content: staticPath('/admin/content'),
    contentEdit: contentEditPath(),
    partners: staticPath('/admin/partners'),
    pages: staticPath('/admin/pages'),
    lookups: staticPath('/admin/reference-lists'),
    indexData: staticPath('/admin/index-data'),
    people: staticPath('/admin/people'),
    messages: staticPath('/admin/messages'),
    mail: staticPath('/admin/mail'),
    auditLog: staticPath('/admin/audit-log'),
  },
} as const;

/** Each reviewable content type's pages, keyed as the contract's CONTENT_TYPES (paths.test.ts keeps them where CONTENT_ADDRESSES says). */
export const contentPaths = { publications: paths.publications, stories: paths.stories, 'news-events': paths.newsEvents } as const;

/** The kinds of item the staff console reviews and manages, as they appear in its addresses. */
export type StaffItemType = 'publications' | 'stories' | 'news-events' | 'entities';

function reviewItemPath() {
  const path = '/admin/review/:type/:id';
  return { path, getHref: (type: StaffItemType, id: string | number) => `/admin/review/${type}/${encodeURIComponent(String(id))}` };
}

function contentEditPath() {
  const path = '/admin/content/:type/:id/edit';
  return {
    path,
    getHref: (type: Exclude<StaffItemType, 'entities'>, id: string | number) => `/admin/content/${type}/${encodeURIComponent(String(id))}/edit`,
  };
}

/** The search parameter that opens the add-publication dialog on the list (`/publications?add=1`). */
export const ADD_PUBLICATION_PARAM = 'add';

/** The publications list with its add dialog open: where /publications/add and the add links lead. */
export function addPublicationHref(): string {
  return `${paths.publications.list.getHref()}?${ADD_PUBLICATION_PARAM}=1`;
}

/** A tab of the profile page: the member's stories, publications, news and events, or e-mail alerts. */
export function profileTabHref(tab: 'stories' | 'publications' | 'news-events' | 'alerts'): string {
  return `${paths.profile.root.getHref()}?tab=${tab}`;
}

/** True when `pathname` is the login screen under either of its addresses. */
export function isLoginPage(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return normalised === paths.auth.login.path || normalised === paths.auth.signin.path;
}
