// The body of a 'some of our partners' section (spec part 1, 'Home' and 'About'): its title block beside
// a link to all partners, then placeholders while the partners load (hidden from screen readers, a
// status speaks for them), the spec's partner messages in a red box when the list failed or is empty,
// or the partners in the page's own grid. The page supplies the section, its heading and each partner.
import type { Partner } from '@wefe/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { AlertIcon, ArrowEndIcon } from './icons';

export interface PartnersPreviewProps {
  /** The title block (eyebrow, heading, text) shown before the link to all partners. */
  heading: ReactNode;
  /** The partners query's state. */
  partners: { data?: Partner[]; isPending: boolean; isError: boolean };
  /** How many placeholders stand in while loading (the number of partners asked for). */
  placeholders: number;
  /** The grid of the list and of the placeholders, e.g. 'grid gap-4 sm:grid-cols-2'. */
  gridClassName: string;
  /** A placeholder's height, e.g. 'h-32'. */
  placeholderClassName: string;
  labels: { viewAll: string; loading: string; failed: string; empty: string };
  /** One partner in its list item. */
  renderPartner: (partner: Partner) => ReactNode;
}

/** The link to all partners and the list in its current state. */
export function PartnersPreview({ heading, partners, placeholders, gridClassName, placeholderClassName, labels, renderPartner }: PartnersPreviewProps) {
  const items = partners.data ?? [];
  let body: ReactNode;
  if (partners.isPending) {
    body = (
      <div className="mt-8">
        <p role="status" className="sr-only">
          {labels.loading}
        </p>
        <ul aria-hidden="true" className={gridClassName}>
          {Array.from({ length: placeholders }, (_, index) => (
            <li key={index} className={`${placeholderClassName} animate-pulse rounded-2xl bg-slate-200`} />
          ))}
        </ul>
      </div>
    );
  } else if (partners.isError || items.length === 0) {
    body = (
      <p role={partners.isError ? 'alert' : undefined} className="mt-8 flex items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-5 py-4 text-red-800">
        <AlertIcon className="size-5 shrink-0" />
        {partners.isError ? labels.failed : labels.empty}
      </p>
    );
  } else {
    body = (
      <ul className={`mt-8 ${gridClassName}`}>
        {items.map((partner) => (
          <li key={partner.id} className="flex *:flex-1">
            {renderPartner(partner)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>{heading}</div>
        <Link to={paths.about.ourPartners.getHref()} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
          {labels.viewAll}
          <ArrowEndIcon className="size-4" />
        </Link>
      </div>
      {body}
    </>
  );
}
