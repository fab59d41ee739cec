// The globe as pages use it: its code (canvas renderer, paint worker, world atlas) loads in its own
// chunks on first use, and a disc of the globe's size holds its room meanwhile, so nothing below it
// moves when it comes. Pages import this file, never globe.tsx, which would put the globe in their chunk.
import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';
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

export interface LazyGlobeProps extends GlobeProps {
  /** Announced while the globe loads ('Loading the globe…' by default). */
  loadingLabel?: string;
  /** Holds the globe back (its code is not even requested), e.g. until the reader scrolls near it. */
  deferred?: boolean;
}

/** The shared Globe, loaded on demand, with the loading disc in its place meanwhile. */
export function LazyGlobe({ loadingLabel, deferred = false, ...props }: LazyGlobeProps) {
  const { t } = useTranslation();
  // The server cannot wait for the globe's code: it sends the disc, and the browser's hydration keeps it.
  const hydrated = useHydrated();
  const loading = (
    <GlobePlaceholder size={props.size}>
      <Spinner label={loadingLabel ?? t('globe.loading')} />
    </GlobePlaceholder>
  );
  if (deferred || !hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <Globe {...props} />
    </Suspense>
  );
}
