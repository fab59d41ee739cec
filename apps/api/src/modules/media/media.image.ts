// Images are decoded and re-encoded, never stored as sent: auto-rotated, metadata stripped (sharp
// writes none unless asked), trailing bytes dropped, plus WebP variants for pages to choose from.
// SVG drawings are rasterised (librsvg) to a PNG: the stored file is a bitmap with no markup.
import fs from 'node:fs/promises';
import pLimit from 'p-limit';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { inspectSvg } from './media.svg.ts';
import { IMAGE_MAX_PIXELS, IMAGE_WIDTHS, type ImageType } from './media.types.ts';

export type ImageOutcome =
  | { ok: true; width: number; height: number; sizeBytes: number; variants: Record<string, string> }
  | { ok: false; reason: 'too_large' | 'unreadable' };

const INPUT_OPTIONS: SharpOptions = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' };

// A 36-megapixel PNG of 105 KB took about 4 s of CPU and 112 MB to re-encode, and libvips spread
// each one over every core: three such stories uploading at once starved every other request (issue
// 28). One image is decoded at a time, on one libvips thread, so uploads never take both cores; the
// others wait their turn (docs/security.md, "Costly uploads").
sharp.concurrency(1);
const oneImageAtATime = pLimit(1);

/** How many uploaded images are being decoded now, and how many wait their turn. */
export function imageWork(): { decoding: number; waiting: number } {
  return { decoding: oneImageAtATime.activeCount, waiting: oneImageAtATime.pendingCount };
}

/** The widths to write for an image this wide: those it can fill, or its own width when none. */
export function variantWidths(width: number): number[] {
  const widths = IMAGE_WIDTHS.filter((candidate) => candidate <= width);
  return widths.length > 0 ? widths : [width];
}

/**
 * Width and height from the header, for formats whose header is fixed (PNG, GIF), so a huge image is
 * refused by size before a decoder sees it. Undefined for the others (sharp's pixel limit applies).
 */
export function headerDimensions(type: ImageType, head: Buffer): { width: number; height: number } | undefined {
  if (type === 'png' && head.length >= 24 && head.toString('latin1', 12, 16) === 'IHDR') {
    return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
  }
  if (type === 'gif' && head.length >= 10) return { width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
  return undefined;
}

function encodeAs(pipeline: Sharp, type: ImageType): Sharp {
  switch (type) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 88, mozjpeg: true });
    case 'png':
      return pipeline.png({ compressionLevel: 8 });
    case 'gif':
      return pipeline.gif();
    case 'webp':
      return pipeline.webp({ quality: 88 });
    case 'svg':
      return pipeline.png({ compressionLevel: 8 });
  }
}

/** The longer side an SVG drawing is rasterised to when it is drawn smaller (vector art scales up). */
export const SVG_RASTER_SIDE = 1600;

/**
 * The density (dots per inch; librsvg draws at 72 by default) that renders a drawing of this natural
 * size with its longer side at SVG_RASTER_SIDE, never smaller than drawn. (A drawing drawn larger
 * keeps its size, and the pixel limit applies to it.)
 */
export function svgDensity(width: number, height: number): number {
  return Math.min(72 * Math.max(1, SVG_RASTER_SIDE / Math.max(width, height)), 100_000);
}

/**
 * An SVG upload as a PNG bitmap, or why it is refused: it must pass `inspectSvg` and stay within the
 * pixel limit at the size it is drawn.
 */
async function rasteriseSvg(source: Buffer): Promise<{ ok: true; png: Buffer } | { ok: false; reason: 'too_large' | 'unreadable' }> {
  const verdict = inspectSvg(source);
  if (!verdict.ok) return { ok: false, reason: 'unreadable' };
  const natural = await sharp(verdict.svg, INPUT_OPTIONS).metadata();
  if (natural.format !== 'svg' || !natural.width || !natural.height) return { ok: false, reason: 'unreadable' };
  if (natural.width * natural.height > IMAGE_MAX_PIXELS) return { ok: false, reason: 'too_large' };
  const density = svgDensity(natural.width, natural.height);
  return { ok: true, png: await sharp(verdict.svg, { ...INPUT_OPTIONS, density }).png().toBuffer() };
}

/**
 * Checks and re-encodes an image: `input` is the upload as sent, `mainPath` receives the cleaned
 * image in its own format and `variantPath(width)` each WebP variant. Animated images keep their
 * first frame. On refusal nothing is left at the output paths.
 */
export function processImage(input: string, type: ImageType, head: Buffer, mainPath: string, variantPath: (width: number) => string): Promise<ImageOutcome> {
  return oneImageAtATime(() => reencode(input, type, head, mainPath, variantPath));
}

/** processImage's work, one image at a time. */
async function reencode(input: string, type: ImageType, head: Buffer, mainPath: string, variantPath: (width: number) => string): Promise<ImageOutcome> {
  const declared = headerDimensions(type, head);
  if (declared && declared.width * declared.height > IMAGE_MAX_PIXELS) return { ok: false, reason: 'too_large' };
  const written: string[] = [];
  try {
    // At most IMAGE_MAX_BYTES (5 MB): read once, decoded from memory for every output.
    let source: Buffer = await fs.readFile(input);
    let decoded: string = type;
    if (type === 'svg') {
      const raster = await rasteriseSvg(source);
      if (!raster.ok) return raster;
      // From here on the drawing is a PNG like any other: the SVG text is never read again.
      source = raster.png;
      decoded = 'png';
    }
    const metadata = await sharp(source, INPUT_OPTIONS).metadata();
    // The decoder must agree with the signature (sharp names the formats as we do).
    if (metadata.format !== decoded) return { ok: false, reason: 'unreadable' };
    const width = metadata.autoOrient.width;
    const height = metadata.autoOrient.height;
    if (!width || !height) return { ok: false, reason: 'unreadable' };
    if (width * height > IMAGE_MAX_PIXELS) return { ok: false, reason: 'too_large' };

    written.push(mainPath);
    const main = await encodeAs(sharp(source, INPUT_OPTIONS).autoOrient(), type).toFile(mainPath);
    const variants: Record<string, string> = {};
    for (const target of variantWidths(width)) {
      const file = variantPath(target);
      written.push(file);
      await sharp(source, INPUT_OPTIONS).autoOrient().resize({ width: target, withoutEnlargement: true }).webp({ quality: 82 }).toFile(file);
      variants[String(target)] = file;
    }
    return { ok: true, width, height, sizeBytes: main.size, variants };
  } catch (error) {
    await Promise.all(written.map((file) => fs.rm(file, { force: true })));
    const message = error instanceof Error ? error.message : '';
    return { ok: false, reason: /pixel limit/i.test(message) ? 'too_large' : 'unreadable' };
  }
}
