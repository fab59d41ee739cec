// SVG uploads are never stored or served as SVG: media.image rasterises them to a bitmap, so no script,
// event handler or markup survives. Before librsvg reads one, this check refuses anything that could make
// it reach outside the file (external links, entities, style sheets) or make the XML parser read the
// text in another encoding than the one checked here.

/** `type`: not an SVG document; `unreadable`: an SVG that reaches outside itself or cannot be checked. */
export type SvgVerdict = { ok: true; svg: Buffer } | { ok: false; reason: 'type' | 'unreadable' };

/** Links an SVG may hold: a fragment of itself, or a raster image embedded as base64. */
const SAFE_LINK = /^(#[^\s]*|data:image\/(png|jpeg|jpg|gif|webp);base64,[A-Za-z0-9+/=\s]*)$/i;

/** True for C0 controls other than tab, line feed and carriage return, and for DEL. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text as the XML parser sees it: character references and the five predefined entities replaced. */
export function decodeReferences(text: string): string {
  return text.replace(/&(?:#x([0-9a-f]+)|#([0-9]+)|(amp|lt|gt|quot|apos));/gi, (whole, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
    if (name) return PREDEFINED[name.toLowerCase()] ?? whole;
    const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(dec);
    return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Skips the prolog (XML declaration, comments, processing instructions, a DOCTYPE without an internal
 * subset) and answers where the root element starts, the text with the DOCTYPE removed, and whether
 * the prolog is unsafe.
 */
function splitProlog(text: string): { root: number; text: string } | 'unsafe' | 'not-xml' {
  let at = 0;
  let out = text;
  for (;;) {
    while (at < out.length && /\s/.test(out[at]!)) at++;
    if (out.startsWith('<?', at)) {
      const end = out.indexOf('?>', at);
      if (end < 0) return 'not-xml';
      at = end + 2;
    } else if (out.startsWith('<!--', at)) {
      const end = out.indexOf('-->', at + 4);
      if (end < 0) return 'not-xml';
      at = end + 3;
    } else if (/^<!doctype/i.test(out.slice(at, at + 9))) {
      const end = out.indexOf('>', at);
      if (end < 0) return 'not-xml';
      // An internal subset can declare entities; the external DTD is never needed to draw.
      if (out.slice(at, end).includes('[')) return 'unsafe';
      out = out.slice(0, at) + out.slice(end + 1);
    } else {
      return { root: at, text: out };
    }
  }
}

/**
 * Checks an uploaded SVG and answers it ready for rasterising (its DOCTYPE removed), or why it is
 * refused. It must be UTF-8 text (no other declared encoding), its root element `<svg>`, with no
 * entity declarations, style-sheet instructions or `@import`, no backslash (CSS escapes could spell a
 * link), and every `href` and `url(...)` a fragment (`#id`) or a base64 PNG, JPEG, GIF or WebP.
 */
export function inspectSvg(source: Buffer): SvgVerdict {
  let text: string;
  try {
    // Drops a UTF-8 byte-order mark; invalid UTF-8 throws.
    text = new TextDecoder('utf-8', { fatal: true }).decode(source);
  } catch {
    return { ok: false, reason: 'type' };
  }
  if (hasControlCharacters(text)) return { ok: false, reason: 'type' };

  const declaration = /^\s*<\?xml\b([^?]*)\?>/.exec(text);
  const encoding = declaration ? /\bencoding\s*=\s*["']([^"']*)["']/i.exec(declaration[1] ?? '') : null;
  if (encoding && !/^utf-?8$/i.test(encoding[1]!.trim())) return { ok: false, reason: 'unreadable' };

  const prolog = splitProlog(text);
  if (prolog === 'not-xml') return { ok: false, reason: 'type' };
  if (prolog === 'unsafe') return { ok: false, reason: 'unreadable' };
  const body = prolog.text;
  if (!/^<svg[\s>/]/.test(body.slice(prolog.root, prolog.root + 5))) return { ok: false, reason: 'type' };

  const decoded = decodeReferences(body);
  if (/<!(doctype|entity)/i.test(decoded) || /<\?xml-stylesheet/i.test(decoded) || /@import/i.test(decoded) || decoded.includes('\\')) {
    return { ok: false, reason: 'unreadable' };
  }
  // Attribute names cannot be written with references, so every link attribute is literally `href`
  // (`xlink:href` or any other prefix); each must be an attribute whose value, decoded, is safe.
  for (const found of body.matchAll(/href/gi)) {
    const attribute = /^href\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(body.slice(found.index));
    const value = attribute ? (attribute[1] ?? attribute[2] ?? '') : undefined;
    if (value === undefined || !SAFE_LINK.test(decodeReferences(value).trim())) return { ok: false, reason: 'unreadable' };
  }
  // Paint servers, clip paths, masks, filters and markers may point to other files through url(...).
  for (const found of decoded.matchAll(/url\s*\(/gi)) {
    const end = decoded.indexOf(')', found.index);
    if (end < 0) return { ok: false, reason: 'unreadable' };
    const target = decoded
      .slice(found.index + found[0].length, end)
      .trim()
      .replace(/^(["'])([\s\S]*)\1$/, '$2')
      .trim();
    if (!SAFE_LINK.test(target)) return { ok: false, reason: 'unreadable' };
  }
  return { ok: true, svg: Buffer.from(body, 'utf8') };
}
