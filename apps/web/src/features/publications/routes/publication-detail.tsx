// /publications/{id}: one publication, reached from a card. Type, date, authors, sector, region and
// keywords (as chips), the cover, the summary, the download and link actions. Its owner also sees where
// it stands in the review when it is not published (with the rejection reason), and may edit or delete
// it. 'Publication not found.' (the server's words) when it does not exist or is not visible.
import { ContentLanguageBadge } from '@/components/ui/content-language';
import type { Publication } from '@wefe/contract';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDeleteButton } from '@/components/ui/confirm-delete-button';
import { CoverImage } from '@/components/ui/cover-image';
import { DetailPage } from '@/components/ui/detail-page';
import { shareCardHref } from '@/lib/share-card';
import { DocumentTitle, headDescription } from '@/components/ui/document-title';
import { CiteThis } from '../components/cite-this';
import { ScholarMeta } from '../components/scholar-meta';
import { publicationStructuredData } from '../components/publication-structured-data';
import { JsonLd } from '@/components/ui/json-ld';
import { ReviewStatusNotice } from '@/components/ui/review-status-badge';
import { apiErrorMessage } from '@/lib/api-client';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { prefetchItemById } from '@/lib/prefetch';
import { paths, profileTabHref } from '@/lib/paths';
import { useDeletePublication } from '../api/delete-publication';
import { getPublicationQueryOptions, usePublication } from '../api/get-publication';
import { REGION_LABEL_KEYS } from '../components/filters';
import { DownloadAction, MemberSpreadsheetNote, ViewLinkAction } from '../components/publication-actions';
import { PublicationDetailPlaceholder } from '../components/publication-detail-placeholder';

/** Starts loading the publication before the page's first render. */
export const prefetch = prefetchItemById(getPublicationQueryOptions);

export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <DetailPage
      query={usePublication(id)}
      back={{ href: paths.publications.list.getHref(), label: t('publications.detail.back'), browseLabel: t('publications.detail.browse') }}
      labels={{
        loading: t('publications.detail.loading'),
        notFound: t('publications.detail.not_found_title'),
        failed: t('publications.detail.failed'),
        retry: t('publications.list.retry'),
        detail: (error) => apiErrorMessage(error, t),
      }}
      placeholder={<PublicationDetailPlaceholder />}
    >
      {(publication) => <PublicationDetails publication={publication} />}
    </DetailPage>
  );
}

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="font-semibold text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function PublicationDetails({ publication }: { publication: Publication }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const typeName = publication.publication_type?.name || t('publications.card.default_type');
  const showStatus = publication.is_owner && publication.status !== 'approved';
  return (
    <article className="mt-6">
      <DocumentTitle page={publication.title} description={headDescription(publication.summary)} image={publication.image_url ?? shareCardHref('publication', publication.id, language)} type="article" />
      <ScholarMeta publication={publication} />
      {publication.status === 'approved' && <JsonLd data={publicationStructuredData(publication, t('pages.publications'))} />}
      <header>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">{typeName}</span>
          <ContentLanguageBadge language={publication.content_language} />
          <span className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700">
            {publication.formatted_date ? <time dateTime={publication.publication_date}>{publication.formatted_date}</time> : t('publications.card.unknown_date')}
          </span>
        </div>
        <h1 dir="auto" lang={publication.content_language} className="mt-4 text-3xl leading-tight font-bold text-brand-800 sm:text-4xl">
          {publication.title}
        </h1>
        <p className="mt-2 text-lg text-slate-700">
          {t('publications.card.by')} <span dir="auto">{publication.publication_author || t('publications.card.unknown_author')}</span>
        </p>
      </header>

      {showStatus && (
        <section aria-label={t('publications.detail.review_status')} className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <ReviewStatusNotice status={publication.status} reason={publication.rejection_reason} />
        </section>
      )}

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[22rem_1fr]">
        <div className="aspect-[4/3] overflow-hidden rounded-2xl border border-slate-200 bg-brand-50 lg:aspect-[3/4]">
          <CoverImage
            src={publication.image_url}
            srcSet={publication.image_srcset}
            sizes="(min-width: 1024px) 22rem, 92vw"
            alt={t('publications.detail.cover_alt', { title: publication.title })}
            withSession={publication.status !== 'approved'}
          />
        </div>
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="publication-summary">
            <h2 id="publication-summary" className="text-xl font-bold text-brand-800">
              {t('publications.detail.summary')}
            </h2>
            <p dir="auto" className={`mt-2 leading-relaxed whitespace-pre-line ${publication.summary ? 'text-slate-800' : 'text-slate-500 italic'}`}>
              {publication.summary || t('publications.card.no_summary')}
            </p>
          </section>

          {(publication.has_document || publication.has_link) && (
            <div className="flex flex-wrap gap-3">
              <DownloadAction publication={publication} large />
              <ViewLinkAction publication={publication} large />
              <MemberSpreadsheetNote publication={publication} className="basis-full" />
            </div>
          )}

          <section aria-labelledby="publication-details">
            <h2 id="publication-details" className="text-xl font-bold text-brand-800">
              {t('publications.detail.details')}
            </h2>
            <dl className="mt-2 divide-y divide-slate-100">
              <Meta label={t('publications.form.fields.type')}>{typeName}</Meta>
              <Meta label={t('publications.form.fields.date')}>{publication.formatted_date || t('publications.card.unknown_date')}</Meta>
              <Meta label={t('publications.form.fields.authors')}>
                <span dir="auto">{publication.publication_author || t('publications.card.unknown_author')}</span>
              </Meta>
              <Meta label={t('publications.form.fields.sector')}>
                {publication.publication_sector ? <span dir="auto">{publication.publication_sector}</span> : <span className="text-slate-500">{t('publications.detail.none')}</span>}
              </Meta>
              <Meta label={t('publications.form.fields.region')}>{publication.region ? t(REGION_LABEL_KEYS[publication.region]) : t('publications.detail.none')}</Meta>
              <Meta label={t('publications.form.fields.keywords')}>
                {publication.keywords_array.length > 0 ? (
                  <ul aria-label={t('publications.form.fields.keywords')} className="flex flex-wrap gap-2">
                    {publication.keywords_array.map((keyword) => (
                      <li key={keyword} dir="auto" className="rounded-full bg-water-soft px-3 py-1 text-sm font-medium text-water-dark">
                        {keyword}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span className="text-slate-500">{t('publications.detail.none')}</span>
                )}
              </Meta>
            </dl>
          </section>

          {publication.status === 'approved' && <CiteThis publicationId={publication.id} />}

          {publication.is_owner && <OwnerActions publication={publication} />}
        </div>
      </div>
    </article>
  );
}

/** The owner's Edit Publication link and Delete button (with a confirmation). */
function OwnerActions({ publication }: { publication: Publication }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeletePublication();
  return (
    <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-6">
      <Link to={paths.publications.edit.getHref(publication.id)} className={buttonStyles.primary}>
        {t('publications.my.edit')}
      </Link>
      <ConfirmDeleteButton
        mutation={remove}
        id={String(publication.id)}
        onDeleted={() => void navigate(profileTabHref('publications'))}
        labels={{
          open: t('publications.delete.open'),
          title: t('publications.delete.title'),
          message: t('publications.delete.message'),
          cancel: t('publications.form.cancel'),
          confirm: t('publications.delete.confirm'),
          deleting: t('publications.delete.deleting'),
        }}
      />
    </div>
  );
}
