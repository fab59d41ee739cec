// The profile's 'My Publications' tab (spec part 1, 'Profile'): a card per publication with a type
// thumbnail linking out to its link (new tab), pills for the type ('Publication') and the date
// ('Unknown Date'), the title, summary ('No summary available.'), 'By' and the author ('Unknown
// Author'), 'Edit Publication', and where it stands in the team's review. Empty: 'No Publications
// Yet' with 'Add Publication'. 'Failed to load publications' when the list cannot be loaded.
import type { Publication } from '@wefe/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { CoverImage } from '@/components/ui/cover-image';
import { FailureAlert } from '@/components/ui/form';
import { DocumentIcon } from '@/components/ui/icons';
import { ReviewStatusNotice } from '@/components/ui/review-status-badge';
import { LoadingMessage } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { SubmissionsList } from '@/components/profile/submissions-list';
import { submissionsTab } from '@/components/profile/submissions-tab';
import { useMyPublications } from '../api/get-my-publications';

/** The profile's tab of the member's publications (components/profile/submissions-tab.ts). */
export const publicationsProfileTab = submissionsTab({ value: 'publications', label: 'profile.tabs.publications', useList: useMyPublications, Content: MyPublicationsTab });

/** The tab's content: loading, error, empty or the cards. */
export function MyPublicationsTab() {
  const { t } = useTranslation();
  const publications = useMyPublications();

  if (publications.isPending) return <LoadingMessage label={t('publications.my.loading')} />;
  if (publications.isError) {
    return (
      <FailureAlert
        title={t('publications.my.failed')}
        detail={apiErrorMessage(publications.error, t)}
        retryLabel={t('profile.retry')}
        onRetry={() => void publications.refetch()}
      />
    );
  }
  return (
    <SubmissionsList
      items={publications.data}
      renderCard={(publication) => <MyPublicationCard publication={publication} />}
      addHref={paths.publications.add.getHref()}
      addLabel={t('publications.my.add')}
      empty={{
        icon: <DocumentIcon className="mx-auto size-12 text-brand-300" />,
        title: t('publications.my.empty_title'),
        message: t('publications.my.empty_message'),
      }}
    />
  );
}

/** The thumbnail: the cover, or the type's name on a document icon. */
function Thumbnail({ publication, typeName }: { publication: Publication; typeName: string }) {
  return (
    <CoverImage
      src={publication.image_url}
      srcSet={publication.image_srcset}
      sizes="7rem"
      withSession={publication.status !== 'approved'}
      placeholder={
        <span className="flex flex-col items-center gap-1 px-2 text-center">
          <DocumentIcon className="size-8" />
          <span className="text-xs font-semibold">{typeName}</span>
        </span>
      }
    />
  );
}

function ThumbnailLink({ publication, label, children }: { publication: Publication; label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const className = 'block aspect-[3/4] w-28 shrink-0 overflow-hidden rounded-xl border border-slate-200 bg-brand-50';
  // The spec links the thumbnail out to the publication's link; without one it opens the publication.
  if (publication.has_link && publication.publication_link) {
    return (
      <a href={publication.publication_link} target="_blank" rel="noopener noreferrer" aria-label={t('app.opens_in_new_tab', { label })} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={paths.publications.detail.getHref(publication.id)} aria-label={label} className={className}>
      {children}
    </Link>
  );
}

function MyPublicationCard({ publication }: { publication: Publication }) {
  const { t } = useTranslation();
  const typeName = publication.publication_type?.name || t('publications.card.default_type');
  return (
    <article aria-label={publication.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <ThumbnailLink publication={publication} label={t('publications.my.open_named', { title: publication.title })}>
        <Thumbnail publication={publication} typeName={typeName} />
      </ThumbnailLink>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{typeName}</span>
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">{publication.formatted_date || t('publications.card.unknown_date')}</span>
        </div>
        <h3 dir="auto" className="text-lg leading-snug font-bold text-brand-800">
          <Link to={paths.publications.detail.getHref(publication.id)} className="hover:underline">
            {publication.title}
          </Link>
        </h3>
        <p dir="auto" className={`line-clamp-3 text-sm ${publication.summary ? 'text-slate-700' : 'text-slate-500 italic'}`}>
          {publication.summary || t('publications.card.no_summary')}
        </p>
        <p className="text-sm text-slate-600">
          {t('publications.card.by')} <span dir="auto">{publication.publication_author || t('publications.card.unknown_author')}</span>
        </p>
        <ReviewStatusNotice status={publication.status} reason={publication.rejection_reason} />
        <div className="mt-auto pt-2">
          <Link
            to={paths.publications.edit.getHref(publication.id)}
            aria-label={t('publications.my.edit_named', { title: publication.title })}
            className={buttonStyles.cardAction}
          >
            {t('publications.my.edit')}
          </Link>
        </div>
      </div>
    </article>
  );
}
