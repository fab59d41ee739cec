// What the profile's submission tabs (stories, publications) share once the member's list has loaded:
// an empty state with a way to add the first one, or an 'Add' link above a two-column grid of cards.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { PlusIcon } from '@/components/ui/icons';

export interface SubmissionsListProps<T extends { id: number }> {
  items: readonly T[];
  renderCard: (item: T) => ReactNode;
  addHref: string;
  addLabel: string;
  empty: { icon: ReactNode; title: string; message: string };
}

/** The empty state, or the add link and the cards. */
export function SubmissionsList<T extends { id: number }>({ items, renderCard, addHref, addLabel, empty }: SubmissionsListProps<T>) {
  if (items.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
        {empty.icon}
        <h2 className="mt-4 text-xl font-bold text-brand-800">{empty.title}</h2>
        <p className="mt-2 text-slate-600">{empty.message}</p>
        <Link to={addHref} className={`${buttonStyles.primary} mt-6`}>
          <PlusIcon />
          {addLabel}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Link to={addHref} className={buttonStyles.secondary}>
          <PlusIcon />
          {addLabel}
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-5 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} className="flex *:flex-1">
            {renderCard(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
