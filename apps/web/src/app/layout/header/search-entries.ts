// The site search panel filters this fixed list of pages (spec part 1 'Header'): their translated
// titles and their paths. The order matters: an empty box shows the first entries.
import { SEARCH_SUGGESTIONS_DEFAULT, SEARCH_SUGGESTIONS_MAX } from '@wefe/contract/constants';
import type { MessageKey } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { normaliseForSearch } from '@/lib/text';

export interface SearchEntry {
  titleKey: MessageKey;
  href: string;
}

export interface SearchResult {
  title: string;
  href: string;
}

const entry = (titleKey: MessageKey, href: string): SearchEntry => ({ titleKey, href });

export const SEARCH_ENTRIES: readonly SearchEntry[] = [
  entry('pages.home', paths.home.getHref()),
  entry('pages.wefe_index', paths.wefeIndex.getHref()),
  entry('pages.compare', paths.wefeIndexCompare.getHref()),
  entry('pages.interactive_maps', paths.interactiveMaps.root.getHref()),
  entry('pages.stories', paths.stories.list.getHref()),
  entry('pages.news_events', paths.newsEvents.list.getHref()),
  entry('pages.publications', paths.publications.list.getHref()),
  entry('pages.about', paths.about.root.getHref()),
  entry('pages.contact_us', paths.about.contactUs.getHref()),
  entry('pages.wefe_hub', paths.about.wefeHub.getHref()),
  entry('pages.our_impact', paths.about.ourImpact.getHref()),
  entry('pages.our_partners', paths.about.ourPartners.getHref()),
  entry('pages.global_map', paths.interactiveMaps.globalLevel.getHref()),
  entry('pages.country_map', paths.interactiveMaps.countryLevel.getHref()),
  entry('pages.add_story', paths.stories.add.getHref()),
  entry('pages.add_news_event', paths.newsEvents.add.getHref()),
  entry('pages.add_publication', paths.publications.add.getHref()),
  entry('pages.login', paths.auth.login.getHref()),
  entry('pages.register', paths.register.choice.getHref()),
  entry('pages.register_individual', paths.register.individual.getHref()),
  entry('pages.register_entity', paths.register.entity.getHref()),
  entry('pages.profile', paths.profile.root.getHref()),
  entry('pages.forgot_password', paths.auth.forgotPassword.getHref()),
  entry('pages.sign_in_link', paths.auth.signInLink.getHref()),
];


/** A country of the index, as its profile is found: its name in the reader's language and its code. */
export interface ProfileCountry {
  name: string;
  iso3: string;
}

/**
 * The country profiles matching `query` by name or ISO code ('jordan', 'JOR'), titled '{country}: WEFE
 * Index profile'; none for a blank query, which suggests pages only.
 */
export function searchProfiles(query: string, countries: readonly ProfileCountry[], title: (country: string) => string): SearchResult[] {
  const needle = normaliseForSearch(query.trim());
  if (needle === '') return [];
  return countries
    .filter((country) => normaliseForSearch(country.name).includes(needle) || country.iso3.toLowerCase() === needle)
    .map((country) => ({ title: title(country.name), href: paths.wefeIndexCountry.getHref(country.iso3) }));
}

/**
 * The pages to suggest for `query`: the first SEARCH_SUGGESTIONS_DEFAULT entries when it is blank,
 * otherwise at most SEARCH_SUGGESTIONS_MAX entries whose translated title or path contains it.
 */
export function searchPages(
  query: string,
  translate: (key: MessageKey) => string,
  entries: readonly SearchEntry[] = SEARCH_ENTRIES,
): SearchResult[] {
  const results = entries.map(({ titleKey, href }) => ({ title: translate(titleKey), href }));
  const needle = normaliseForSearch(query.trim());
  if (needle === '') return results.slice(0, SEARCH_SUGGESTIONS_DEFAULT);
  return results
    .filter(({ title, href }) => normaliseForSearch(title).includes(needle) || href.toLowerCase().includes(needle))
    .slice(0, SEARCH_SUGGESTIONS_MAX);
}
