// The globe of the map pages, loaded on demand: its canvas code (and the world atlas it fetches) stays
// out of the page chunk, and the page shows a placeholder of the same size meanwhile.
import { lazy, Suspense } from 'react';
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
        <div className="mx-auto flex aspect-square max-w-full items-center justify-center rounded-full bg-brand-50" style={{ inlineSize: props.size }}>
          <Spinner label={t('globe.loading')} />
        </div>
      }
    >
      <Globe {...props} />
    </Suspense>
  );
}
