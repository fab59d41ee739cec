// Emoji flags from ISO 3166-1 alpha-2 codes: each letter maps to its regional indicator symbol, so
// flags need no images, no network and no third-party service.
const REGIONAL_INDICATOR_A = 0x1f1e6;
const LETTER_A = 'A'.charCodeAt(0);

/** The emoji flag of a two-letter country code ('JO' → 🇯🇴), or '' for anything else. */
export function flagEmoji(iso2: string): string {
  const code = iso2.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - LETTER_A));
}
