// A titled band of the about and impact pages: the page-wide background, the centred column and the
// section's heading, which names the section for screen readers (a region).
import type { ReactNode } from 'react';

export interface PageSectionProps {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  /** The band's background and borders. */
  className: string;
  children: ReactNode;
}

/** The section with its heading, then `children`. */
export function PageSection({ id, title, className, children }: PageSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id={id} className="text-3xl font-bold text-brand-800">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
