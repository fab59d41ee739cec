// Client file names are kept only to show and to offer as a download name; these make them harmless.
export const DISPLAY_NAME_MAX = 200;

// Control characters, and the bidi embeddings, overrides and isolates that can disguise an extension
// ("invoice\u202Efdp.exe" shows as "invoiceexe.pdf").
const UNSAFE_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/**
 * The display name of an upload: the last path segment of the client's name (either separator),
 * NFC-normalised, without control or bidi override characters, at most 200 characters with the
 * extension kept. `fallback` is used when nothing is left.
 */
export function displayName(raw: string, fallback: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment.normalize('NFC').replace(UNSAFE_CHARACTERS, '').trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return fallback;
  const characters = Array.from(cleaned);
  if (characters.length <= DISPLAY_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)) : [];
  if (extension.length > 0 && extension.length <= 16) {
    const stem = Array.from(cleaned.slice(0, dot));
    return stem.slice(0, DISPLAY_NAME_MAX - extension.length).join('').trimEnd() + extension.join('');
  }
  return characters.slice(0, DISPLAY_NAME_MAX).join('');
}

/** RFC 5987 percent-encoding of UTF-8: only attr-chars stay as they are. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * An ASCII stand-in for clients that ignore filename*: letters, digits, spaces and . _ - ( ) only (no
 * quotes, backslashes, separators or control characters), with the real extension.
 */
export function asciiFallbackName(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9._ ()-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[ ._-]+|[ ._-]+$/g, '')
    .slice(0, 100);
  return `${stem === '' || /^_*$/.test(stem) ? 'download' : stem}.${extension}`;
}

/**
 * A Content-Disposition header (RFC 6266): `attachment` or `inline`, an ASCII fallback `filename`
 * and the real name as `filename*=UTF-8''...`.
 */
export function contentDisposition(disposition: 'attachment' | 'inline', name: string, extension: string): string {
  return `${disposition}; filename="${asciiFallbackName(name, extension)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
