// SVG uploads: what the check lets through to librsvg, and the bitmap that is stored in their place.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFileType, HEAD_BYTES } from './media.detect.ts';
import { SVG_WITH_SCRIPT } from './media.fixtures.ts';
import { processImage, SVG_RASTER_SIDE, svgDensity } from './media.image.ts';
import { decodeReferences, inspectSvg } from './media.svg.ts';
import { IMAGE_TYPES, IMAGE_TYPES_WITH_SVG } from './media.types.ts';

let dir: string;
let counter = 0;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-svg-unit-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const file = (content: Buffer | string) => {
  const target = path.join(dir, `f${counter++}`);
  fs.writeFileSync(target, content);
  return target;
};
const drawing = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="20"${attributes}>${inner}</svg>`;
const verdict = (text: string) => {
  const result = inspectSvg(Buffer.from(text));
  return result.ok ? 'ok' : result.reason;
};

const SCRIPTED = `<?xml version="1.0" encoding="utf-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <rect width="120" height="80" fill="#1f6f8b" onclick="alert(2)"/>
</svg>`;
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('inspectSvg', () => {
  it.each([
    ['a plain drawing', drawing('<rect width="40" height="20"/>')],
    ['a drawing with a script and event handlers (rasterised away)', SCRIPTED],
    ['a byte-order mark, comments and a public DOCTYPE', `\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${drawing('<rect width="4" height="2"/>')}`],
    ['links within the drawing', drawing('<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="4" height="2"/><use href="#g"/><use xlink:href=\'#g\'/>')],
    ['an embedded raster image', drawing(`<image href="data:image/png;base64,${PIXEL}" width="4" height="2"/>`)],
    ['a style with fragment links', drawing('<style>rect { fill: url( "#g" ) }</style><rect width="4" height="2"/>')],
  ])('accepts %s', (_label, text) => {
    expect(verdict(text)).toBe('ok');
  });

  it.each([
    ['an image of a local file', drawing('<image xlink:href="file:///etc/passwd" width="40" height="20"/>')],
    ['an image on another server', drawing('<image href="https://evil.example/track.png"/>')],
    ['a relative file', drawing('<image href="secret.png"/>')],
    ['a link written with character references', drawing('<image href="&#x66;ile:///etc/passwd"/>')],
    ['a link with another prefix', drawing('<image a:href="file:///etc/passwd" xmlns:a="http://www.w3.org/1999/xlink"/>')],
    ['an embedded SVG (which could link out)', drawing('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>')],
    ['an XInclude of a file', drawing('<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="/etc/passwd" parse="text"/>')],
    ['a paint server in another file', drawing('<rect fill="url(other.svg#g)" width="4" height="2"/>')],
    ['a style linking out', drawing('<style>rect { fill: url(file:///etc/passwd) }</style>')],
    ['a CSS escape', drawing('<style>rect { fill: u\\72l(file:///etc/passwd) }</style>')],
    ['an @import', drawing('<style>@import "https://evil.example/a.css";</style>')],
    ['a style sheet instruction', `<?xml-stylesheet href="https://evil.example/a.css"?>${drawing('')}`],
    ['entity declarations', `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${drawing('<text>&x;</text>')}`],
    ['a DOCTYPE inside the drawing', drawing('<!DOCTYPE x>')],
    ['another declared encoding', `<?xml version="1.0" encoding="UTF-7"?>${drawing('')}`],
  ])('refuses %s as unsafe', (_label, text) => {
    expect(verdict(text)).toBe('unreadable');
  });

  it.each([
    ['an HTML page', '<!DOCTYPE html><html><body><svg></svg></body></html>'],
    ['text', 'hello'],
    ['an unfinished comment', '<!-- <svg>'],
    ['a drawing with a NUL byte', drawing('\u0000')],
  ])('refuses %s as not an SVG', (_label, text) => {
    expect(verdict(text)).toBe('type');
  });

  it('refuses invalid UTF-8 as not an SVG', () => {
    const result = inspectSvg(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x20, 0xc3, 0x28, 0x3e]));
    expect(result).toEqual({ ok: false, reason: 'type' });
  });

  it('drops the DOCTYPE from what librsvg reads', () => {
    const result = inspectSvg(Buffer.from(`<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${drawing('')}`));
    expect(result.ok && result.svg.toString()).toBe(drawing(''));
  });

  it('decodes references as the XML parser would', () => {
    expect(decodeReferences('&#x66;&#105;le &amp; &lt;&unknown;')).toBe('file & <&unknown;');
  });
});

describe('SVG detection', () => {
  const detect = (content: string, name: string, allowed = IMAGE_TYPES_WITH_SVG) => {
    const buffer = Buffer.from(content);
    return detectFileType(file(buffer), buffer.subarray(0, HEAD_BYTES), name.split('.').pop()!, allowed);
  };

  it('accepts an SVG only where the field asks for SVG', async () => {
    expect(await detect(SCRIPTED, 'logo.svg')).toEqual({ ok: true, type: 'svg' });
    expect(await detect(SVG_WITH_SCRIPT.toString(), 'logo.svg')).toEqual({ ok: true, type: 'svg' });
    expect(await detect(SCRIPTED, 'logo.svg', IMAGE_TYPES)).toEqual({ ok: false, reason: 'type' });
    expect(await detect(SCRIPTED, 'logo.png')).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses an unsafe SVG, and a file that is not one', async () => {
    expect(await detect(drawing('<image href="file:///etc/passwd"/>'), 'logo.svg')).toEqual({ ok: false, reason: 'unreadable' });
    expect(await detect('%PDF-1.4 <svg>', 'logo.svg')).toEqual({ ok: false, reason: 'type' });
    expect(await detect('<html><script>alert(1)</script></html>', 'page.svg')).toEqual({ ok: false, reason: 'type' });
  });
});

describe('SVG rasterising', () => {
  async function rasterise(text: string) {
    const input = file(text);
    const base = path.join(dir, `out${counter++}`);
    const outcome = await processImage(input, 'svg', Buffer.from(text).subarray(0, HEAD_BYTES), `${base}.png`, (width) => `${base}-${width}.webp`);
    return { outcome, base };
  }

  it('stores a PNG and WebP variants drawn at 1600 px, with no script or markup in any of them', async () => {
    const { outcome, base } = await rasterise(SCRIPTED);
    expect(outcome).toMatchObject({ ok: true, width: SVG_RASTER_SIDE, height: Math.round((SVG_RASTER_SIDE * 80) / 120) });
    if (!outcome.ok) return;
    const main = fs.readFileSync(`${base}.png`);
    expect((await sharp(main).metadata()).format).toBe('png');
    expect(Object.keys(outcome.variants)).toEqual(['400', '800', '1600']);
    for (const stored of [main, ...Object.values(outcome.variants).map((name) => fs.readFileSync(name))]) {
      expect(stored.includes('<script')).toBe(false);
      expect(stored.includes('<svg')).toBe(false);
      expect(stored.includes('alert')).toBe(false);
    }
    // The drawing is there: the rectangle's colour fills the corner.
    const { data } = await sharp(main).raw().toBuffer({ resolveWithObject: true });
    [0x1f, 0x6f, 0x8b].forEach((channel, i) => expect(Math.abs(data[i]! - channel)).toBeLessThanOrEqual(2));
  });

  it('refuses a drawing that reads a file, and one too large to draw, leaving nothing behind', async () => {
    const reading = await rasterise(drawing('<image xlink:href="file:///etc/passwd" width="40" height="20"/>'));
    expect(reading.outcome).toEqual({ ok: false, reason: 'unreadable' });
    expect(fs.existsSync(`${reading.base}.png`)).toBe(false);
    const huge = await rasterise('<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="1" height="1"/></svg>');
    expect(huge.outcome).toEqual({ ok: false, reason: 'too_large' });
    expect(fs.existsSync(`${huge.base}.png`)).toBe(false);
  });

  it('chooses a density that draws the longer side at 1600 px, never shrinking a drawing', () => {
    expect(svgDensity(24, 24)).toBeCloseTo(72 * (1600 / 24));
    expect((1000 * svgDensity(1000, 400)) / 72).toBeCloseTo(1600);
    expect((800 * svgDensity(10, 800)) / 72).toBeCloseTo(1600);
    expect(svgDensity(3200, 100)).toBe(72);
    expect(svgDensity(0.001, 0.001)).toBe(100_000);
  });
});
