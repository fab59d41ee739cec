// A share card as SVG, 1200 x 630 (Open Graph's size): the hub's band, the four pillars' colours, what
// the page is, its title in the page's language and direction, and for a country its index figure.
import { isRtl, type Language } from '@wefe/contract';
import { xmlEscape } from '../../lib/xml.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const MARGIN = 80;
/** The pillars' colours (water, energy, food, ecosystems), as the site shows them. */
const PILLARS = ['#1d6fb8', '#d08a00', '#3c8d2f', '#4f7a3a'];
const BRAND = '#0b4f6c';
const TITLE_LINE_CHARACTERS = 32;
const TITLE_LINES = 4;

/** A title cut into lines of about TITLE_LINE_CHARACTERS at spaces, at most TITLE_LINES (the last ends with … when cut). */
export function titleLines(title: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.replace(/\s+/g, ' ').trim().split(' ')) {
    if (line && `${line} ${word}`.length > TITLE_LINE_CHARACTERS) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= TITLE_LINES) return lines;
  const kept = lines.slice(0, TITLE_LINES);
  kept[TITLE_LINES - 1] = `${kept[TITLE_LINES - 1]!.slice(0, TITLE_LINE_CHARACTERS - 1)}…`;
  return kept;
}

/** The card: `label` says what the page is, `title` its name, `figure` a line under it (a country's index). */
export function cardSvg(card: { label: string; title: string; figure?: string; siteName: string; language: Language }): string {
  const rtl = isRtl(card.language);
  // Text starts at the reading side: the left margin in English and French, the right one in Arabic.
  const x = rtl ? CARD_WIDTH - MARGIN : MARGIN;
  // In right-to-left text, "start" is the right edge: the text runs leftwards from x.
  const anchor = 'start';
  const direction = rtl ? 'rtl' : 'ltr';
  const font = rtl ? "'Noto Sans Arabic', 'Noto Naskh Arabic', 'Noto Sans', sans-serif" : "'Noto Sans', 'DejaVu Sans', sans-serif";
  const text = (y: number, size: number, weight: number, fill: string, value: string) =>
    `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" direction="${direction}" xml:space="preserve">${xmlEscape(value)}</text>`;
  const bars = PILLARS.map((colour, i) => `<rect x="${i * (CARD_WIDTH / 4)}" y="${CARD_HEIGHT - 24}" width="${CARD_WIDTH / 4}" height="24" fill="${colour}"/>`).join('');
  const lines = titleLines(card.title).map((line, i) => text(250 + i * 78, 62, 700, '#0f172a', line));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#ffffff"/>
<rect width="${CARD_WIDTH}" height="120" fill="${BRAND}"/>
${text(78, 40, 700, '#ffffff', card.siteName)}
${text(185, 34, 600, BRAND, card.label)}
${lines.join('\n')}
${card.figure ? text(CARD_HEIGHT - 70, 40, 600, BRAND, card.figure) : ''}
${bars}
</svg>`;
}
