// Fixed value sets named by the spec.

/** Post types (spec part 2, section 3): 1 News, 2 Event, 3 Announcement. */
export const POST_TYPE_IDS = { news: 1, event: 2, announcement: 3 } as const;

/** Sustainability statuses (spec part 2, section 3). */
export const SUSTAINABILITY_STATUS_IDS = { sustainable: 1, partiallySustainable: 2, underDevelopment: 3 } as const;

/** Regions offered by the list filters. */
export const REGIONS = ['Global', 'MENA', 'OIC', 'Africa', 'Asia', 'Europe'] as const;
export type Region = (typeof REGIONS)[number];

/** Sector types; maps use `interactive-maps`. */
export const SECTOR_TYPES = ['interactive-maps'] as const;
