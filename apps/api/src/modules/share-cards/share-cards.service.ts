// Share cards (issue 30): the picture a shared link shows for a page with none of its own, drawn by
// the server in the page's language (SVG → PNG with sharp, which the uploads already use).
import type { Language } from '@wefe/contract';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { translate } from '../../lib/i18n.ts';
import type { ShareCardSource } from './card-source.ts';
import { createShareCardsRepo, type CardCountry } from './share-cards.repo.ts';
import { cardSvg } from './share-cards.svg.ts';

/**
 * A country card's figure as the profile gives it: the score, the rank among the ranked countries and,
 * once the uncertainty analysis has run, the rank's likely range; undefined without a score.
 */
export function countryFigure(country: CardCountry, language: Language): string | undefined {
  if (country.value === null || country.year === null) return undefined;
  // Written as the profile writes them: the score with one decimal, every number in the language's digits.
  const whole = (value: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
  const likely = country.rankLow !== null && country.rankHigh !== null;
  const key = country.rank === null ? 'share_cards.country_score' : likely ? 'share_cards.country_figure_likely' : 'share_cards.country_figure';
  return translate(language, key, {
    year: country.year,
    score: new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(country.value),
    rank: whole(country.rank ?? 0),
    count: whole(country.rankedAmong ?? 0),
    low: whole(country.rankLow ?? 0),
    high: whole(country.rankHigh ?? 0),
  });
}

/** A country's profile's card: /api/share-cards/country/{ISO3}.png. */
const COUNTRY = 'country';

/** Builds the share cards' service over a database; `items` are the content types' cards their modules declare. */
export function createShareCardsService(deps: { db: Db; items: readonly ShareCardSource[] }) {
  const repo = createShareCardsRepo(deps.db);
  // Keyed by any text: a kind in the address that no module declares finds no card (404).
  const items = new Map<string, ShareCardSource>(deps.items.map((source) => [source.kind, source]));
  return {
    /** The card of a public item or a country's profile as PNG, or undefined when there is none to show. */
    async png(kind: string, key: string, language: Language): Promise<Buffer | undefined> {
      const siteName = translate(language, 'share_cards.site');
      let svg: string;
      if (kind === COUNTRY) {
        const country = await repo.country(key, language);
        if (!country) return undefined;
        const figure = countryFigure(country, language);
        svg = cardSvg({ label: translate(language, 'share_cards.country'), title: country.name, ...(figure ? { figure } : {}), siteName, language });
      } else {
        const source = items.get(kind);
        const id = Number(key);
        if (!source || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
        const item = await source.item(deps.db, id, language);
        if (!item) return undefined;
        svg = cardSvg({ label: translate(language, item.label), title: item.title, siteName, language });
      }
      return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
    },
  };
}
