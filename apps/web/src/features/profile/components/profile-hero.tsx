// The brand-coloured band at the top of the profile screens, holding the page heading.
import { DocumentTitle } from '@/components/ui/document-title';

/** The page's h1 and its subtitle, aligned with the page content below (`width`). */
export function ProfileHero({ title, subtitle, width = 'max-w-5xl' }: { title: string; subtitle: string; width?: 'max-w-5xl' | 'max-w-4xl' }) {
  return (
    <div className="bg-gradient-to-b from-brand-700 to-brand-800 text-white">
      <DocumentTitle page={title} />
      <div className={`mx-auto ${width} px-4 py-10 sm:px-6 sm:py-12`}>
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        <p className="mt-2 text-lg text-brand-100">{subtitle}</p>
      </div>
    </div>
  );
}
