// One byte range of a download (RFC 9110 §14): PDF readers and video players ask for parts of a file.
// Several ranges in one request are answered with the whole file, which the RFC allows.
import type { ByteRange } from './blob-store/blob-store.ts';

export type RangeAsked = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * What a Range header asks of an object of `size` bytes. Anything but one well-formed bytes range
 * (absent, malformed, other units, several ranges) asks for the whole; a range starting past the end
 * cannot be satisfied.
 */
export function rangeAsked(header: string | undefined, size: number): RangeAsked {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', range: { start, end } };
}
