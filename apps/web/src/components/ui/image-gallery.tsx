// The images of a story or a news item or event (spec part 2, sections 2.7 and 2.10): the chosen image
// large with its alt text as caption, previous and next buttons, and a row of thumbnails. The thumbnails are one stop in the tab order;
// the arrow keys move along them (following the reading direction), Home and End jump to the ends.
import { isRtl } from '@wefe/contract';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { CoverImage } from '@/components/ui/cover-image';
import { ChevronEndIcon, ChevronStartIcon, ImageIcon } from '@/components/ui/icons';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { rovingIndex } from '@/lib/roving-keys';

/** An image as the API answers it, with its descriptions in English (or as entered) and Arabic. */
export interface GalleryImage {
  id: number;
  image_path: string;
  image_srcset: string | null;
  alt_text: string | null;
  text_ar: string | null;
}

export interface ImageGalleryProps {
  /** The images in the order to show them. */
  images: readonly GalleryImage[];
  /** The item's title, to describe images that have no alt text. */
  title: string;
  /** The item is not public yet: its images are fetched with the session. */
  withSession: boolean;
}

/** The gallery; nothing when there are no images. */
export function ImageGallery({ images, title, withSession }: ImageGalleryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const [index, setIndex] = useState(0);
  const thumbRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  if (count === 0) return null;
  const current = Math.min(index, count - 1);

  /** The image's description in the interface language (the Arabic one in Arabic, when given). */
  const altOf = (visual: GalleryImage, at: number) =>
    (language === 'ar' && visual.text_ar) || visual.alt_text || visual.text_ar || t('common.gallery.visual_alt', { n: at + 1, title });
  const captionOf = (visual: GalleryImage) => (language === 'ar' && visual.text_ar) || visual.alt_text || visual.text_ar || '';

  const show = (next: number, focus = false) => {
    setIndex(next);
    if (focus) thumbRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const next = rovingIndex(event.key, current, count, isRtl(language));
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  };

  const visual = images[current]!;
  const caption = captionOf(visual);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold text-brand-800">
        {t('common.gallery.heading')}
      </h2>
      <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-50">
        <div className="relative aspect-[16/9] bg-brand-50">
          <CoverImage
            key={visual.id}
            src={visual.image_path}
            srcSet={visual.image_srcset}
            sizes="(min-width: 1024px) 48rem, 92vw"
            alt={altOf(visual, current)}
            className="size-full object-contain"
            withSession={withSession}
            placeholder={<ImageIcon className="size-12" />}
          />
          {count > 1 && (
            <>
              <button
                type="button"
                onClick={() => show((current - 1 + count) % count)}
                aria-label={t('common.gallery.previous_image')}
                className="absolute start-3 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-brand-800 shadow hover:bg-white"
              >
                <ChevronStartIcon />
              </button>
              <button
                type="button"
                onClick={() => show((current + 1) % count)}
                aria-label={t('common.gallery.next_image')}
                className="absolute end-3 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-brand-800 shadow hover:bg-white"
              >
                <ChevronEndIcon />
              </button>
            </>
          )}
        </div>
        <figcaption className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm text-slate-700">
          <span dir="auto">{caption}</span>
          <span aria-live="polite" className="shrink-0 text-slate-500">
            {t('common.gallery.image_position', { n: current + 1, count })}
          </span>
        </figcaption>
      </figure>
      {count > 1 && (
        <ul aria-label={t('common.gallery.thumbnails')} onKeyDown={onKeyDown} className="flex gap-2 overflow-x-auto pb-1">
          {images.map((item, at) => (
            <li key={item.id} className="shrink-0">
              <button
                ref={(element) => {
                  thumbRefs.current[at] = element;
                }}
                type="button"
                tabIndex={at === current ? 0 : -1}
                aria-current={at === current ? 'true' : undefined}
                aria-label={t('common.gallery.show_image', { n: at + 1, count, alt: altOf(item, at) })}
                onClick={() => show(at)}
                className={`block size-20 overflow-hidden rounded-lg border-2 bg-brand-50 ${at === current ? 'border-brand-700' : 'border-transparent opacity-80 hover:opacity-100'}`}
              >
                <CoverImage src={item.image_path} srcSet={item.image_srcset} sizes="5rem" withSession={withSession} placeholder={<ImageIcon className="size-6" />} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
