// The header's menu, described once and drawn twice: as dropdowns on wide screens and as a list
// inside the collapsed menu at 900px or narrower.
import type { MessageKey } from '@/lib/i18n';
import { paths } from '@/lib/paths';

export interface NavLinkEntry {
  kind: 'link';
  labelKey: MessageKey;
  href: string;
}

export interface NavGroupEntry {
  kind: 'group';
  labelKey: MessageKey;
  links: readonly NavLinkEntry[];
}

export type NavEntry = NavLinkEntry | NavGroupEntry;

const link = (labelKey: MessageKey, href: string): NavLinkEntry => ({ kind: 'link', labelKey, href });

/** Menu of spec part 1 'Header': About with its pages, the index, the maps with both levels, and the lists. */
export const MAIN_NAV: readonly NavEntry[] = [
  {
    kind: 'group',
    labelKey: 'header.menu.about',
    links: [
      link('header.menu.about_us', paths.about.root.getHref()),
      link('header.menu.wefe_hub', paths.about.wefeHub.getHref()),
      link('header.menu.our_impact', paths.about.ourImpact.getHref()),
      link('header.menu.our_partners', paths.about.ourPartners.getHref()),
      link('header.menu.contact_us', paths.about.contactUs.getHref()),
    ],
  },
  link('header.menu.wefe_index', paths.wefeIndex.getHref()),
  {
    kind: 'group',
    labelKey: 'header.menu.interactive_maps',
    links: [
      link('header.menu.maps_overview', paths.interactiveMaps.root.getHref()),
      link('header.menu.global_level', paths.interactiveMaps.globalLevel.getHref()),
      link('header.menu.country_level', paths.interactiveMaps.countryLevel.getHref()),
    ],
  },
  link('header.menu.stories', paths.stories.list.getHref()),
  link('header.menu.news_events', paths.newsEvents.list.getHref()),
  link('header.menu.publications', paths.publications.list.getHref()),
];

/** The add pages, offered only to signed-in members. */
export const ADD_LINKS: readonly NavLinkEntry[] = [
  link('header.add.story', paths.stories.add.getHref()),
  link('header.add.news_event', paths.newsEvents.add.getHref()),
  link('header.add.publication', paths.publications.add.getHref()),
];

/** True when `pathname` is one of the group's pages or below one (highlights the group's trigger). */
export function isGroupActive(group: NavGroupEntry, pathname: string): boolean {
  return group.links.some(({ href }) => pathname === href || pathname.startsWith(`${href}/`));
}
