// A result card of the publications list (spec part 1, 'Publications list'): cover, type pill, date,
// title linking to the publication, summary or 'No summary available.', author or 'Unknown Author',
// and the view-link (new tab) and download actions.
import type { Publication } from '@wefe/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { ContentLanguageBadge } from '@/components/ui/content-language';
import { CoverImage } from '@/components/ui/cover-image';
import { UserIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { DownloadAction, MemberSpreadsheetNote, ViewLinkAction } from './publication-actions';

/** How wide a card's cover shows in the grid (1, 2 or 3 columns), for the srcset choice. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 92vw';

/** One publication as a card. */
export function PublicationCard({ publication }: { publication: Publication }) {
  const { t } = useTranslation();
  const titleId = useId();
  const typeName = publication.publication_type?.name || t('publications.card.default_type');
  return (
    <article aria-labelledby={titleId} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[16/9] overflow-hidden bg-brand-50">
        <CoverImage src={publication.image_url} srcSet={publication.image_srcset} sizes={CARD_IMAGE_SIZES} />
        <span className="absolute start-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm">{typeName}</span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex flex-wrap items-center justify-between gap-2 text-sm font-medium text-slate-600">
          <span>{publication.formatted_date ? <time dateTime={publication.publication_date}>{publication.formatted_date}</time> : t('publications.card.unknown_date')}</span>
          <ContentLanguageBadge language={publication.content_language} />
        </p>
        <h3 id={titleId} dir="auto" lang={publication.content_language} className="text-lg leading-snug font-bold text-brand-800">
          <Link to={paths.publications.detail.getHref(publication.id)} className="hover:underline">
            {publication.title}
          </Link>
        </h3>
        <p dir="auto" lang={publication.summary ? publication.content_language : undefined} className={`line-clamp-3 ${publication.summary ? 'text-slate-700' : 'text-slate-500 italic'}`}>
          {publication.summary || t('publications.card.no_summary')}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <UserIcon className="size-4 shrink-0" />
          <span dir="auto">{publication.publication_author || t('publications.card.unknown_author')}</span>
        </p>
        {(publication.has_link || publication.has_document) && (
          <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-4">
            <ViewLinkAction publication={publication} />
            <DownloadAction publication={publication} />
            <MemberSpreadsheetNote publication={publication} className="basis-full" />
          </div>
        )}
      </div>
    </article>
  );
}
