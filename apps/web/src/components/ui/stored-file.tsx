// A file already stored with an item, on its edit page, with a 'Remove ...' checkbox (a story's images
// and documents, an event's images and attachment).
import type { ReactNode } from 'react';

/** The file (its preview or icon and name as children) and its remove box; red while ticked. */
export function StoredFile({ label, checked, disabled, onToggle, children }: { label: string; checked: boolean; disabled: boolean; onToggle: (checked: boolean) => void; children: ReactNode }) {
  return (
    <li className={`flex min-w-0 items-center gap-3 rounded-lg border p-2 ${checked ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white'}`}>
      {children}
      <label className="ms-auto inline-flex shrink-0 items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onToggle(event.target.checked)} className="size-4 accent-red-700" />
        {label}
      </label>
    </li>
  );
}

/** `ids` with `id` added (on) or taken out (off). */
export function toggledId(ids: readonly number[], id: number, on: boolean): number[] {
  return on ? [...ids, id] : ids.filter((other) => other !== id);
}
