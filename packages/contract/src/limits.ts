// Every limit the spec names, in one place: the API validates with them and the web shows them.

/** Languages the hub speaks; the first is the default. */
export const LANGUAGES = ['en', 'ar', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Languages written right to left. */
export const RTL_LANGUAGES: readonly Language[] = ['ar'];
/** The cookie in which the web app tells the server the reader's language, for the app page's preloads. */
export const LANGUAGE_COOKIE = 'language';

/**
 * Where the web app's embed addresses start (/embed/wefe-index/trend?country=JOR&lang=ar): the only pages
 * another site may frame, and whose `lang` parameter names the language they are shown in.
 */
export const EMBED_PATH_PREFIX = '/embed/';

export const REQUEST_TIMEOUT_MS = 10_000;
export const TOKEN_TTL_DAYS = 7;
export const VERIFICATION_CODE_LENGTH = 6;
export const RESEND_COOLDOWN_SECONDS = 60;
export const DEFAULT_CALLING_CODE = '+962';

export const CONTACT_MESSAGE_MAX = 2000;
export const PUBLICATION_TEXT_MAX = 500;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Stories: page and load-more step, long texts, and how many list entries and files one story holds. */
export const STORIES_PAGE_SIZE = 9;
export const STORY_LONG_TEXT_MAX = 10_000;
export const STORY_DONORS_MAX = 30;
export const STORY_SECTORS_MAX = 10;
export const STORY_PARTNERS_MAX = 30;
export const STORY_VISUALS_MAX = 12;
export const STORY_DOCUMENTS_MAX = 6;

/** News and events: page and load-more step, and how many entries and files one item holds. */
export const NEWS_EVENTS_PAGE_SIZE = 9;
export const NEWS_EVENT_AGENDA_MAX = 50;
export const NEWS_EVENT_SPEAKERS_MAX = 30;
export const NEWS_EVENT_PARTNERS_MAX = 30;
export const NEWS_EVENT_IMAGES_MAX = 12;
export const NEWS_EVENT_FEE_MAX = 10_000_000;
/** How many upcoming items a detail page's 'Upcoming' box and the home page's latest news show. */
export const UPCOMING_BOX_SIZE = 3;
export const HOME_LATEST_NEWS = 3;

export const COUNTRIES_PAGE_SIZE = 1000;
export const SEARCH_SUGGESTIONS_DEFAULT = 8;
export const SEARCH_SUGGESTIONS_MAX = 12;
export const MOBILE_MENU_BREAKPOINT_PX = 900;

export const YEAR_FILTER_MIN = 1990;
export const YEAR_FILTER_MAX = 2100;
export const EXPERIENCE_YEARS_MIN = 0;
export const EXPERIENCE_YEARS_MAX = 100;

export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 1000;

/** True when the language is written right to left. */
export function isRtl(language: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(language);
}

/** The supported language a raw value names, or undefined. */
export function toLanguage(value: string | undefined | null): Language | undefined {
  if (!value) return undefined;
  const base = value.trim().toLowerCase().slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : undefined;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const TEXT_FIELD_MAX = 255;
/** The largest value of the database's integer columns (ids among them): a larger number fails in validation, not in PostgreSQL. */
export const DB_INTEGER_MAX = 2_147_483_647;
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
export const VERIFICATION_RESENDS_PER_HOUR = 5;
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** Changes of e-mail address a member may ask for in 24 hours: each mails a code (or a notice) to an address they name. */
export const EMAIL_CHANGES_PER_DAY = 3;
export const LOGIN_FAILURES_PER_MINUTE = 5;
/** How long a mailed one-time sign-in link works. */
export const SIGN_IN_LINK_TTL_MINUTES = 15;
/** Years-of-experience choices: 0-1 → 1, 2-5 → 3, 6-10 → 8, 11-15 → 13, 16-20 → 18, 20+ → 21. */
export const EXPERIENCE_YEAR_CHOICES = [1, 3, 8, 13, 18, 21] as const;
/** Redirect delays of the spec, in milliseconds. */
export const LOGIN_REDIRECT_MS = 1000;
export const INCOMPLETE_REGISTRATION_REDIRECT_MS = 2000;
export const PROFILE_SAVE_REDIRECT_MS = 2000;

/** WEFE index and maps: page sizes, the year range accepted, and what the pages show (spec part 2 section 9). */
export const INDEX_PAGE_SIZE_MAX = 100;
export const INDEX_YEAR_MIN = 1990;
export const INDEX_YEAR_MAX = 2100;
export const MAP_POINTS_PAGE_SIZE = 1000;
export const MAP_POINTS_PAGE_SIZE_MAX = 1000;
export const MAP_POINT_RADIUS = 20;
export const INDEX_RANKING_SHORT = 10;
export const INDEX_RANKING_LONG = 20;
export const INDEX_PILLAR_BUTTONS = 4;
export const INDEX_GLOBE_SIZE = 560;
export const MAP_GLOBE_SIZE = 760;
export const CHART_LAZY_MARGIN_PX = 150;
export const CHART_LABEL_WRAP = 35;
/** Colour band edges of scores on the globe and the legends: 0-20, 20-40, 40-60, 60-80, 80+. */
export const SCORE_BANDS = [20, 40, 60, 80] as const;
/** Globe motion: degrees turned per animation tick, and degrees per dragged pixel. */
export const GLOBE_AUTO_ROTATE_DEG = 0.02;
export const GLOBE_DRAG_SENSITIVITY = 0.25;
/** Colours of the five score bands, worst to best (ColorBrewer RdYlGn, readable on light and dark seas). */
export const SCORE_BAND_COLORS = ['#d73027', '#fc8d59', '#fee08b', '#91cf60', '#1a9850'] as const;
/** Countries without a value, and points whose key is missing or whose colour is not a colour. */
export const NO_DATA_COLOR = '#cbd5e1';
export const NO_CATEGORY_COLOR = '#64748b';

/** Site pages (issue 8): partners shown, counters, contact form. */
export const HOME_PARTNERS = 6;
export const ABOUT_PARTNERS = 6;
export const PARTNER_INITIALS_HOME = 4;
export const PARTNER_INITIALS_PAGE = 3;
export const COUNTER_MS_HOME = 900;
export const COUNTER_MS_IMPACT = 1500;
/** The web's fallbacks when GET /about fails (spec part 1 section 9). */
export const ABOUT_STATS_FALLBACK = { countries_covered: 150, indicators_count: 30, partner_organizations: 20, publications_and_stories: 50 } as const;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_PHONE_MAX = 30;
export const CONTACT_LOCATION_MAX = 100;
/** Contact messages one address may send per hour before 429. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

/** Changes one staff member may make in a minute in the console (a runaway script or a stolen session stops here). */
export const STAFF_WRITES_PER_MINUTE = 120;
/** Paragraphs and characters a managed page holds per language. */
export const PAGE_PARAGRAPHS_MAX = 50;
export const PAGE_PARAGRAPH_MAX = 20_000;
/** Characters of a managed page's title in one language. */
export const PAGE_TITLE_MAX = 200;
