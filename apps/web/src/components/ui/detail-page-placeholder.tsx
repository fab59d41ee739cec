// The shape of a story's or a news item's page in grey while it loads: its chips, a two-line title, the
// place line, text sections and the facts panel (DetailTextSection and DetailFact). It is about as tall as
// such a page, so the footer stays out of sight and nothing on screen moves when the item replaces it.
import { SkeletonLine } from '@/components/ui/skeleton-line';

const TEXT_SECTIONS = ['inline-11/12', 'inline-4/5', 'inline-2/3'];
const FACTS = 8;

/** The placeholder, hidden from assistive technology (the page announces the loading). */
export function DetailPagePlaceholder() {
  return (
    <div aria-hidden="true" className="mt-6 animate-pulse">
      <div className="space-y-4">
        <div className="flex gap-2">
          {['inline-20', 'inline-16', 'inline-24'].map((width) => (
            <div key={width} className={`h-6 rounded-full bg-slate-200 ${width}`} />
          ))}
        </div>
        <div>
          <SkeletonLine className="inline-11/12 text-3xl leading-tight sm:text-4xl" />
          <SkeletonLine className="inline-1/2 text-3xl leading-tight sm:text-4xl" />
        </div>
        <div className="flex items-center gap-6">
          <SkeletonLine className="inline-40" />
          <SkeletonLine className="inline-48" />
          <div className="h-10 inline-24 rounded-lg bg-slate-200" />
        </div>
      </div>
      <div className="mt-8 grid grid-cols-1 gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-8">
          {TEXT_SECTIONS.map((width) => (
            <div key={width}>
              <SkeletonLine className="inline-48 text-xl" />
              <div className="mt-2 leading-relaxed">
                <SkeletonLine className="inline-full" />
                <SkeletonLine className={width} />
              </div>
            </div>
          ))}
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          {Array.from({ length: FACTS }, (_, index) => (
            <div key={index} className="py-3">
              <SkeletonLine className="inline-24 text-sm" />
              <SkeletonLine className="mt-1 inline-40" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
