// The relative links answers give to stored files: images at a standard width with a srcset, documents as they are.
import { parseVariants } from './media.service.ts';
import { IMAGE_WIDTHS } from './media.types.ts';

/**
 * An image's link at 800 px (400 when it has no 800 px variant) and a srcset of the standard widths
 * it has. Only the standard widths can be asked for (`?w=400|800|1600`); an image narrower than 400
 * px has just its own width, which the media route serves for ?w=400, so it gets no srcset.
 */
export function imageLinks(mediaId: number, variants: string | null): { url: string; srcset: string | null } {
  const widths = Object.keys(parseVariants(variants))
    .map(Number)
    .filter((w) => (IMAGE_WIDTHS as readonly number[]).includes(w))
    .sort((a, b) => a - b);
  return {
    url: `/api/media/${mediaId}?w=${widths.includes(800) ? 800 : 400}`,
    srcset: widths.length ? widths.map((w) => `/api/media/${mediaId}?w=${w} ${w}w`).join(', ') : null,
  };
}

/** A document's download link. */
export const documentLink = (mediaId: number) => `/api/media/${mediaId}`;
