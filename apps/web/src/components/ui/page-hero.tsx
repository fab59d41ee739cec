// The brand-coloured band at the top of a content page (publications, stories), holding the page's
// h1, an optional eyebrow line and a subtitle; it also names the page in the browser tab.
import { DocumentTitle } from '@/components/ui/document-title';

export interface PageHeroProps {
  title: string;
  subtitle?: string;
  eyebrow?: string;
  /** Extra room below, for a card (the filters) that overlaps the band. */
  overlap?: boolean;
  /** Aligns with the page content below. */
  width?: 'max-w-6xl' | 'max-w-4xl';
}

/** The hero band. */
export function PageHero({ title, subtitle, eyebrow, overlap = false, width = 'max-w-6xl' }: PageHeroProps) {
  return (
    <section className="bg-gradient-to-b from-brand-700 to-brand-800 text-white">
      <DocumentTitle page={title} />
      <div className={`mx-auto ${width} px-4 sm:px-6 ${overlap ? 'pt-12 pb-24 sm:pt-16 sm:pb-28' : 'py-10 sm:py-12'}`}>
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{eyebrow}</p>}
        <h1 className={`${eyebrow ? 'mt-2 ' : ''}text-3xl font-bold sm:text-4xl`}>{title}</h1>
        {subtitle && <p className="mt-3 max-w-3xl text-lg text-brand-100">{subtitle}</p>}
      </div>
    </section>
  );
}
