// The round 'Add ...' button fixed at the bottom of a list (stories, news and events) for signed-in
// members; it sits at the end side, so Arabic mirrors it. The page leaves room below its last card.
import { PlusIcon } from '@/components/ui/icons';

/** The floating button; `onClick` typically opens the list's add dialog. */
export function FloatingAddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="fixed end-5 bottom-5 z-40 inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-3.5 font-semibold text-white shadow-lg hover:bg-brand-800 sm:end-8 sm:bottom-8"
    >
      <PlusIcon />
      {label}
    </button>
  );
}
