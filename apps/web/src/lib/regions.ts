// The regions the list filters offer (spec part 2, section 9), named by the catalogue.
import type { IndexRegion, Region } from '@wefe/contract';
import type { MessageKey } from '@/lib/i18n';

export const REGION_LABEL_KEYS = {
  Global: 'common.regions.global',
  MENA: 'common.regions.mena',
  OIC: 'common.regions.oic',
  Africa: 'common.regions.africa',
  Asia: 'common.regions.asia',
  Europe: 'common.regions.europe',
} as const satisfies Record<Region, MessageKey>;

/** The groups the index compares a country with (MENA, the OIC and the continents), named by the catalogue. */
export const INDEX_REGION_LABEL_KEYS = {
  MENA: 'common.regions.mena',
  OIC: 'common.regions.oic',
  Africa: 'common.regions.africa',
  Americas: 'common.regions.americas',
  Asia: 'common.regions.asia',
  Europe: 'common.regions.europe',
} as const satisfies Record<IndexRegion, MessageKey>;
