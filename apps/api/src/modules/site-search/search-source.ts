// The seam between the site search and the content modules whose items it finds (issue 31). Each
// content module declares its kinds of result once (its `*.site-search.ts`): the columns they are
// matched on and shown with, and how each kind is dated. The app registers them (content-modules.ts);
// the site search iterates them and imports no content module.
import type { ContentItemKindOf, ContentType } from '@wefe/contract';
import type { AnyColumn, SQL } from 'drizzle-orm';

/** One kind of result of a content type. */
export interface SearchKind {
  /** Which of the table's approved rows are of this kind (one table's news or its events); all when absent. */
  only?: SQL;
  /** The result's date as 'YYYY-MM-DD' text: what the page shows, and the order of equal ranks. */
  date: SQL;
  /** Newest first, on the table's own columns: the walk of a common word's newest matches. */
  newestFirst: SQL;
}

/** Content type `T`'s results in the site search. */
interface SiteSearchSourceOf<T extends ContentType> {
  /** The type whose table it reads (its approved rows only). */
  type: T;
  /** Each of its kinds of item (the contract's CONTENT_ITEM_KINDS, among SITE_SEARCH_TYPES) as a kind of result. */
  kinds: Readonly<Record<ContentItemKindOf<T>, SearchKind>>;
  /**
   * Its stored search vector and text (matched through their indexes), and what a result shows: its
   * title and highlighted passage, in Arabic where the item has them, read in its language's
   * configuration (content_language).
   */
  columns: { vector: AnyColumn; text: AnyColumn; title: AnyColumn; titleAr?: AnyColumn; passage: AnyColumn; passageAr?: AnyColumn; language: AnyColumn };
}

/** A content type's results in the site search: every kind of item it holds. */
export type SiteSearchSource = { [T in ContentType]: SiteSearchSourceOf<T> }[ContentType];
