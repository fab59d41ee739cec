// The seam between the e-mail alerts and the content modules whose new items they announce (issue 31).
// Each content module declares its alert kinds once (its `*.alerts.ts`): their digest headings, its title,
// country and sector columns. The app registers them (app.ts); the alerts iterate them and import no
// content module.
import type { AlertKind, ContentType, Language } from '@wefe/contract';
import type { AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** The items of one content type as a digest announces them. */
export interface AlertSource {
  /** The type whose table it reads and whose pages the digest links to. */
  type: ContentType;
  /** The alert kinds its items are (ALERT_KINDS), each with its digest section's heading in each language. */
  kinds: Partial<Record<AlertKind, Readonly<Record<Language, string>>>>;
  /** With more than one kind, the column holding each item's ('news' or 'event'). */
  kindColumn?: AnyColumn;
  /** Its title, its Arabic title where it has one, and its country (without one, a country filter keeps every item). */
  columns: { title: AnyColumn; titleAr?: AnyColumn; country?: AnyColumn };
  /** How an item names its sectors: a link table (item id, sector id), or one column naming the sector in words. */
  sectors: { link: PgTable; item: AnyColumn; sector: AnyColumn } | { named: AnyColumn };
}
