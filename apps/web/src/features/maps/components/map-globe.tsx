// The globe of the map pages, loaded on demand: its canvas code (and the world atlas it fetches) stays
// out of the page chunk, and the page shows a placeholder of the same size meanwhile.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GlobeProps } from '@/components/globe/globe-types';
import { Spinner } from '@/components/ui/spinner';

const Globe = lazy(() => import('@/components/globe/globe').then((module) => ({ default: module.Globe })));

/** The shared Globe, lazily. */
export function MapGlobe(props: GlobeProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <GlobePlaceholder size={props.size}>
          <Spinner label={t('globe.loading')} />
        </GlobePlaceholder>
      }
    >
      <Globe {...props} />
    </Suspense>
  );
}

/**
 * The globe's disc, `size` pixels wide, with `children` (a loading status) in its middle: it holds the
 * globe's room while the globe's code or its data loads, so nothing below it moves when the globe comes.
 */
export function GlobePlaceholder({ size, children }: { size: number; children: ReactNode }) {
  return (
    <div className="mx-auto flex aspect-square max-w-full items-center justify-center rounded-full bg-brand-50" style={{ inlineSize: size }}>
      {children}
    </div>
  );
}
