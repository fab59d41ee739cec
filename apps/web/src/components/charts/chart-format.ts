// Pure helpers shared by the charts of the WEFE index page: the score scale, reading raw values as
// scores, formatting them, and wrapping long labels.
import { CHART_LABEL_WRAP } from '@wefe/contract';
import { numberFormat } from '@/lib/number-format';

/** Index scores run from 0 to 100; the radar and bar axes use the same scale. */
export const SCORE_MIN = 0;
export const SCORE_MAX = 100;
/** Grid steps of the radar and ticks of the bar axis. */
export const SCORE_TICKS = [0, 20, 40, 60, 80, 100] as const;

/** A raw value as a score: numbers and numeric strings clamped to 0..100, anything else 0. */
export function toScore(value: unknown): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) return SCORE_MIN;
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, number));
}

/** A score with one decimal in the reader's language ('63.3', '63,3' in French). */
export function formatScore(value: number, language: string): string {
  return numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/**
 * `text` broken into lines of at most `max` characters on word boundaries; a single word longer than
 * `max` stays whole on its own line. Characters are counted in code points.
 */
export function wrapLabel(text: string, max: number = CHART_LABEL_WRAP): string[] {
  const length = (part: string) => [...part].length;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (!word) continue;
    if (!line) line = word;
    else if (length(line) + 1 + length(word) <= max) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
