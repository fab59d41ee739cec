// The legend beside a globe: a title, one swatch per colour band, and a hint below.
import type { GlobeLegendEntry } from './globe-types';

export interface GlobeLegendProps {
  entries: readonly GlobeLegendEntry[];
  title?: string;
  hint?: string;
}

/** Nothing for an empty legend: the pages say 'No legend available' in their own words. */
export function GlobeLegend({ entries, title, hint }: GlobeLegendProps) {
  if (entries.length === 0) return null;
  return (
    <div role="group" aria-label={title} className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
      {/* Not a paragraph: a bold paragraph reads as an unmarked heading (axe's p-as-heading); the group carries the title as its name. */}
      {title && <div className="mb-2 font-semibold text-slate-900">{title}</div>}
      <ul className="space-y-1.5">
        {entries.map((entry) => (
          <li key={`${entry.label}-${entry.color}`} className="flex items-center gap-2">
            <span aria-hidden="true" className="size-4 shrink-0 rounded-sm border border-slate-300" style={{ backgroundColor: entry.color }} />
            {/* A label of numbers alone ('0-1000', '80+') has no letter to set its direction: left to right,
                or an Arabic page lays it out as '1000-0' and '+80'. */}
            <span dir={/\p{L}/u.test(entry.label) ? 'auto' : 'ltr'}>{entry.label}</span>
          </li>
        ))}
      </ul>
      {hint && <p className="mt-2 text-xs text-slate-600">{hint}</p>}
    </div>
  );
}
