// A grey card in the shape of a content card (cover, date, title, text, action), shown while a card
// grid loads (publications, stories).

/** One placeholder card, hidden from assistive technology (the list announces its loading). */
export function CardSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="aspect-[16/9] bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-3 w-24 rounded bg-slate-200" />
        <div className="h-5 w-4/5 rounded bg-slate-200" />
        <div className="h-3 w-full rounded bg-slate-200" />
        <div className="h-3 w-11/12 rounded bg-slate-200" />
        <div className="h-3 w-1/2 rounded bg-slate-200" />
        <div className="h-9 w-32 rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}

/** A grid of placeholder cards with a screen-reader-only loading status. */
export function CardGridSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <div className="mt-8">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <CardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
