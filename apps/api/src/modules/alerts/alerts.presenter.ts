// The member's alerts as the API answers them.
import { ALERT_KINDS, type AlertFrequency, type AlertKind, type AlertSubscription } from '@wefe/contract';
import type { AlertSubscriptionRow } from './alerts.repo.ts';

/** A subscription in the contract's shape; before the first one, weekly alerts of everything, not active. */
export function presentAlertSubscription(row: AlertSubscriptionRow | undefined): AlertSubscription {
  if (!row) return { active: false, frequency: 'weekly', kinds: [...ALERT_KINDS], sector_ids: [], country_ids: [], next_digest_at: null };
  const active = row.stoppedAt === null;
  return {
    active,
    frequency: row.frequency as AlertFrequency,
    kinds: row.kinds as AlertKind[],
    sector_ids: row.sectorIds,
    country_ids: row.countryIds,
    next_digest_at: active ? row.nextDigestAt.toISOString() : null,
  };
}
