// The globe as pages use it: its code (canvas renderer, paint worker, world atlas) loads in its own
// chunks on first use, and a disc of the globe's size holds its room meanwhile, so nothing below it
// moves when it comes. Pages import this file, never globe.tsx, which would put the globe in their chunk.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { GlobeProps } from './globe-types';

const Globe = lazy(() => import('./globe').then((module) => ({ default: module.Globe })));

/** The globe's disc, `size` pixels wide (narrower on a narrow screen), with `children` (a loading status) in its middle. */
export function GlobePlaceholder({ size, children }: { size: number; children: ReactNode }) {
  return (
    <div className="mx-auto flex aspect-square max-w-full items-center justify-center rounded-full bg-brand-50" style={{ inlineSize: size }}>
      {children}
    </div>
  );
}

/** The shared Globe, loaded on demand; `loadingLabel` is announced while it loads ('Loading the globe…' by default). */
export function LazyGlobe({ loadingLabel, ...props }: GlobeProps & { loadingLabel?: string }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <GlobePlaceholder size={props.size}>
          <Spinner label={loadingLabel ?? t('globe.loading')} />
        </GlobePlaceholder>
      }
    >
      <Globe {...props} />
    </Suspense>
  );
}
