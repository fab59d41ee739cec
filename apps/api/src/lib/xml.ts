// Text for XML documents the hub writes (sitemaps, share cards' SVG).

/** Text or an attribute value safe inside XML. */
export function xmlEscape(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);
}
