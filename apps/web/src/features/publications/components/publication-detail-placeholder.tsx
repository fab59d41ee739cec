// The shape of a publication's page in grey while it loads: its type and date chips, the title, the
// authors, the cover and the summary with the details beside it. It is as tall as a publication with a
// one-line title, so the footer below barely moves when the publication replaces it.
import { SkeletonLine } from '@/components/ui/skeleton-line';

const DETAILS = 6;

/** The placeholder, hidden from assistive technology (the page announces the loading). */
export function PublicationDetailPlaceholder() {
  return (
    <div aria-hidden="true" className="mt-6 animate-pulse">
      <div className="flex gap-2">
        <div className="h-7 inline-20 rounded-full bg-slate-200" />
        <div className="h-7 inline-24 rounded-full bg-slate-200" />
      </div>
      <SkeletonLine className="mt-4 inline-3/4 text-3xl leading-tight sm:text-4xl" />
      <SkeletonLine className="mt-2 inline-56 max-w-full text-lg" />
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[22rem_1fr]">
        <div className="aspect-[4/3] rounded-2xl border border-slate-200 bg-slate-100 lg:aspect-[3/4]" />
        <div className="space-y-6">
          <div>
            <SkeletonLine className="inline-32 text-xl" />
            <div className="mt-2 leading-relaxed">
              <SkeletonLine className="inline-full" />
              <SkeletonLine className="inline-2/3" />
            </div>
          </div>
          <div>
            <SkeletonLine className="inline-28 text-xl" />
            <div className="mt-2">
              {Array.from({ length: DETAILS }, (_, index) => (
                <div key={index} className="grid grid-cols-1 gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
                  <SkeletonLine className="inline-28" />
                  <SkeletonLine className="inline-40" />
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
