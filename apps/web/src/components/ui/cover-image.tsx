// A content card's cover: the server's WebP variants through srcset and sizes, loaded lazily, and a
// placeholder when there is no image or it fails to load (spec part 1: 'a failed image swaps in a
// placeholder'). Decorative by default: the card's title names the content.
import { useEffect, useState, type ReactNode } from 'react';
import { DocumentIcon } from '@/components/ui/icons';
import { fetchWithSession } from '@/lib/session-files';

export interface CoverImageProps {
  src: string | null | undefined;
  srcSet?: string | null | undefined;
  /** How wide the image shows, for the browser's choice among the srcset widths. */
  sizes?: string;
  alt?: string;
  className?: string;
  /** Shown instead of the image when there is none or it failed; a document icon by default. */
  placeholder?: ReactNode;
  /** The placeholder's background and colour; a light brand gradient by default. */
  placeholderClassName?: string;
  /**
   * The image is private (a submission under review, seen by its owner): fetch it with the session's
   * token instead of a plain <img> request, which would be refused.
   */
  withSession?: boolean;
}

/** A blob: URL of `src` fetched with the session, or undefined while loading; null when it failed. */
function useSessionImage(src: string | null | undefined, enabled: boolean): string | null | undefined {
  const [loaded, setLoaded] = useState<{ src: string; url: string | null }>();
  useEffect(() => {
    if (!enabled || !src) return;
    const controller = new AbortController();
    let url: string | undefined;
    fetchWithSession(src, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setLoaded({ src, url });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ src, url: null });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [src, enabled]);
  return loaded && loaded.src === src ? loaded.url : undefined;
}

/** An <img> that falls back to a placeholder. */
export function CoverImage({
  src,
  srcSet,
  sizes,
  alt = '',
  className = 'size-full object-cover',
  placeholder,
  placeholderClassName = 'bg-gradient-to-br from-brand-50 to-brand-100 text-brand-600',
  withSession = false,
}: CoverImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const sessionUrl = useSessionImage(src, withSession);
  if (!src || src === failedSrc || (withSession && !sessionUrl)) {
    return (
      <div className={`flex size-full items-center justify-center ${placeholderClassName}`}>
        {placeholder ?? <DocumentIcon className="size-12" />}
      </div>
    );
  }
  return (
    <img
      src={withSession && sessionUrl ? sessionUrl : src}
      srcSet={withSession ? undefined : (srcSet ?? undefined)}
      sizes={!withSession && srcSet ? sizes : undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={className}
    />
  );
}
