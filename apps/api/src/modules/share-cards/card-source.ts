// The seam between the share cards and the content modules whose items they draw (issue 31). Each
// content module declares its card once (its `*.share-card.ts`); the app registers them (app.ts), and
// the share cards iterate them and import no content module.
import type { ContentCardKind, Language } from '@wefe/contract';
import type { Db } from '../../db/client.ts';
import type { MessageKey } from '../../lib/i18n.ts';

/** What a card of a public item shows: its title, and the label above it ("Story", "Event"). */
export interface CardItem {
  title: string;
  label: MessageKey;
}

/** The share card of one content type. */
export interface ShareCardSource {
  /** Its kind in the card's address (/api/share-cards/{kind}/{id}.png): the contract's CONTENT_ADDRESSES card. */
  kind: ContentCardKind;
  /** An approved item's title in `language` (its Arabic one on an Arabic card, where it has one) and label; undefined when it is not public. */
  item(db: Db, id: number, language: Language): Promise<CardItem | undefined>;
}
