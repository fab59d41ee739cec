// The frame of every console screen: the browser tab's title, one h1, an optional lead and actions.
import type { ReactNode } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';

export interface StaffPageProps {
  title: string;
  lead?: ReactNode;
  /** Buttons or links beside the heading ('Add a partner'). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A console screen with its heading. */
export function StaffPage({ title, lead, actions, children }: StaffPageProps) {
  return (
    <div>
      <DocumentTitle page={title} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{title}</h1>
          {lead ? <p className="mt-2 max-w-3xl text-slate-600">{lead}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}
