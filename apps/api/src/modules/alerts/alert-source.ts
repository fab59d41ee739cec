// The seam between the e-mail alerts and the content modules whose new items they announce (issue 31).
// Each content module declares its alert kinds once (its `*.alerts.ts`): their digest headings, its title,
// country and sector columns. The app registers them (app.ts); the alerts iterate them and import no
// content module.
import type { ContentItemKindOf, ContentType, HoldsSeveralKinds, Language } from '@wefe/contract';
import type { AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** The items of content type `T` as a digest announces them. */
type AlertSourceOf<T extends ContentType> = {
  /** The type whose table it reads and whose pages the digest links to. */
  type: T;
  /** Each of its kinds of item (the contract's CONTENT_ITEM_KINDS) with its digest section's heading in each language. */
  kinds: Readonly<Record<ContentItemKindOf<T>, Readonly<Record<Language, string>>>>;
  /** Its title, its Arabic title where it has one, and its country (without one, a country filter keeps every item). */
  columns: { title: AnyColumn; titleAr?: AnyColumn; country?: AnyColumn };
  /** How an item names its sectors: a link table (item id, sector id), or one column naming the sector in words. */
  sectors: { link: PgTable; item: AnyColumn; sector: AnyColumn } | { named: AnyColumn };
} & (HoldsSeveralKinds<T> extends true
  ? {
      /** The column holding each item's kind ('news' or 'event'). */
      kindColumn: AnyColumn;
    }
  : { kindColumn?: never });

/** The items of one content type as a digest announces them: every kind it holds, and its kind column when it holds several. */
export type AlertSource = { [T in ContentType]: AlertSourceOf<T> }[ContentType];
