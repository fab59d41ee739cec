// /wefe-stories/{id} (spec part 2, section 2.7): one story. Its progress, place and dates, the cover,
// the texts (description, background, main components, achievements, more), a keyboard-friendly
// gallery, the documents, and beside them the facts: sustainability, sectors, implementing leader,
// partners, donors, contact and link; sharing. Its owner also sees where it stands in the review (with
// the rejection reason) and an Edit Story link. 'Story not found' when it does not exist or is not
// visible; 'Failed to load story. Please try again.' with a retry otherwise.
import { ContentLanguageBadge } from '@/components/ui/content-language';
import type { Story } from '@wefe/contract';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDeleteButton } from '@/components/ui/confirm-delete-button';
import { DetailFact, DetailPage, DetailTextSection } from '@/components/ui/detail-page';
import { DetailPagePlaceholder } from '@/components/ui/detail-page-placeholder';
import { shareCardHref } from '@/lib/share-card';
import { DocumentTitle, headDescription } from '@/components/ui/document-title';
import { DownloadLink } from '@/components/ui/download-link';
import { CalendarIcon, DocumentIcon, MailIcon, MapPinIcon } from '@/components/ui/icons';
import { ImageGallery } from '@/components/ui/image-gallery';
import { ReviewStatusNotice } from '@/components/ui/review-status-badge';
import { ShareButton } from '@/components/ui/share-button';
import { formatDate } from '@/lib/dates';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { prefetchItemById } from '@/lib/prefetch';
import { paths, profileTabHref } from '@/lib/paths';
import { useDeleteStory } from '../api/delete-story';
import { getStoryQueryOptions, useStory } from '../api/get-story';
import { StoryProgressLabel } from '@/components/ui/story-progress-label';
import { PlaceName } from '@/components/ui/place-name';
import { StoryCover, storyPlace, storyTextLanguage } from '../components/story-card';

/** Starts loading the story before the page's first render. */
export const prefetch = prefetchItemById(getStoryQueryOptions);

export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <DetailPage
      query={useStory(id)}
      back={{ href: paths.stories.list.getHref(), label: t('stories.detail.back'), browseLabel: t('stories.detail.browse') }}
      labels={{
        loading: t('stories.detail.loading'),
        loadingTitle: t('pages.story_detail'),
        notFound: t('stories.detail.not_found'),
        failed: t('stories.detail.failed'),
        retry: t('stories.list.retry'),
      }}
      width="max-w-6xl"
      placeholder={<DetailPagePlaceholder />}
    >
      {(story) => <StoryDetails story={story} />}
    </DetailPage>
  );
}

function StoryDetails({ story }: { story: Story }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = paths.stories.detail.getHref(story.id);
  const isPrivate = story.status !== 'approved';
  const date = (value: string | null) => (value ? <time dateTime={value}>{formatDate(value, language)}</time> : null);
  return (
    <article className="mt-6">
      <DocumentTitle page={story.title} description={headDescription(story.desc)} image={story.cover_image_url ?? shareCardHref('story', story.id, language)} type="article" />
      <header className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <StoryProgressLabel progress={story.progress} />
          <ContentLanguageBadge language={story.content_language} />
          {story.sectors.map((sector) => (
            <span key={sector.id} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
              {sector.name}
            </span>
          ))}
        </div>
        <h1 dir="auto" lang={storyTextLanguage(story, language)} className="text-3xl leading-tight font-bold text-brand-800 sm:text-4xl">
          {story.title}
        </h1>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-slate-700">
          <span className="inline-flex items-center gap-1.5">
            <MapPinIcon className="size-4 shrink-0" />
            <PlaceName parts={storyPlace(story)} />
          </span>
          {(story.starting_date || story.ending_date || story.is_ongoing) && (
            <span className="inline-flex items-center gap-1.5">
              <CalendarIcon className="size-4 shrink-0" />
              {date(story.starting_date)}
              {/* The dash joins two ends only: a story with a start and no end shows its start alone. */}
              {story.starting_date && (story.ending_date || story.is_ongoing) && <span aria-hidden="true">–</span>}
              {story.ending_date ? date(story.ending_date) : story.is_ongoing ? t('stories.progress.ongoing') : null}
            </span>
          )}
          {/* Only a published story has a public address to share: a pending one (its author's page, the staff preview) has none. */}
          {story.status === 'approved' && <ShareButton href={href} title={story.title} text={story.excerpt ?? undefined} />}
        </div>
      </header>

      {story.is_owner && (
        <section aria-label={t('stories.detail.review_status')} className="mt-6 flex flex-wrap items-start justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <ReviewStatusNotice status={story.status} reason={story.rejection_reason} />
          <StoryOwnerActions story={story} />
        </section>
      )}

      {/* The featured image; without one the cover is the first visual, which the gallery already shows. */}
      {story.cover_image_url && !story.visuals.some((visual) => visual.image_path === story.cover_image_url) && (
        <div className="mt-8 aspect-[21/9] overflow-hidden rounded-2xl border border-slate-200 bg-brand-50">
          <StoryCover story={story} sizes="(min-width: 1152px) 72rem, 96vw" alt={t('stories.detail.cover_alt', { title: story.title })} />
        </div>
      )}

      <div className="mt-8 grid grid-cols-1 gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-8">
          <DetailTextSection title={t('stories.detail.description')} text={story.desc} />
          <DetailTextSection title={t('stories.form.fields.background')} text={story.background} />
          <DetailTextSection title={t('stories.form.fields.main_components')} text={story.main_components} />
          <DetailTextSection title={t('stories.form.fields.achievements')} text={story.achievements} />
          <DetailTextSection title={t('stories.form.fields.additional_info')} text={story.additional_info} />
          <ImageGallery images={[...story.visuals].sort((a, b) => a.order - b.order)} title={story.title} withSession={isPrivate} />
          {story.documents.length > 0 && (
            <section>
              <h2 className="text-xl font-bold text-brand-800">{t('stories.form.fields.documents')}</h2>
              <ul className="mt-3 space-y-2">
                {story.documents.map((document) => (
                  <li key={document.id}>
                    <DownloadLink
                      url={document.document_path}
                      filename={document.document_name}
                      label={t('stories.detail.download_named', { name: document.document_name, size: document.formatted_file_size })}
                      withSession={isPrivate}
                      className="inline-flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
                    >
                      <DocumentIcon className="size-5 shrink-0" />
                      <span dir="auto">{document.document_name}</span>
                      <span dir="ltr" className="text-sm font-normal text-slate-500">
                        ({document.formatted_file_size})
                      </span>
                    </DownloadLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside aria-label={t('stories.detail.facts')} className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <dl className="divide-y divide-slate-100">
            <DetailFact label={t('stories.form.fields.implementing_leader')}>
              <span dir="auto">{story.implementing_leader}</span>
            </DetailFact>
            <DetailFact label={t('stories.form.fields.country_id')}>{story.country?.name}</DetailFact>
            <DetailFact label={t('stories.form.fields.location')}>
              <span dir="auto">{story.location}</span>
            </DetailFact>
            {story.starting_date && <DetailFact label={t('stories.form.fields.starting_date')}>{date(story.starting_date)}</DetailFact>}
            {story.ending_date && <DetailFact label={t('stories.form.fields.ending_date')}>{date(story.ending_date)}</DetailFact>}
            <DetailFact label={t('stories.form.fields.sustainability_status_id')}>
              <span className="font-semibold">{story.sustainability_status?.name}</span>
              {story.sustainability_status_desc && (
                <span dir="auto" className="mt-1 block text-sm whitespace-pre-line text-slate-700">
                  {story.sustainability_status_desc}
                </span>
              )}
            </DetailFact>
            {story.sectors.length > 0 && <DetailFact label={t('stories.form.fields.sectors')}>{story.sectors.map((sector) => sector.name).join(', ')}</DetailFact>}
            {story.partners.length > 0 && (
              <DetailFact label={t('stories.form.fields.partners')}>
                <ul className="space-y-1">
                  {story.partners.map((partner, index) => (
                    <li key={index}>
                      <span dir="auto" className="font-medium">
                        {partner.organization}
                      </span>{' '}
                      <span dir="auto" className="text-sm text-slate-600">
                        ({partner.sector})
                      </span>
                    </li>
                  ))}
                </ul>
              </DetailFact>
            )}
            {story.donor.length > 0 && (
              <DetailFact label={t('stories.form.fields.donors')}>
                <ul className="space-y-1">
                  {story.donor.map((donor) => (
                    <li key={donor} dir="auto">
                      {donor}
                    </li>
                  ))}
                </ul>
              </DetailFact>
            )}
            <DetailFact label={t('stories.detail.contact')}>
              <span dir="auto" className="block font-medium">
                {story.contact_name}
              </span>
              <span dir="auto" className="block text-sm text-slate-600">
                {story.contact_position}
              </span>
              <a href={`mailto:${story.contact_email}`} dir="ltr" className="mt-1 inline-flex items-center gap-1.5 text-brand-700 underline">
                <MailIcon className="size-4 shrink-0" />
                {story.contact_email}
              </a>
            </DetailFact>
            {story.story_link && (
              <DetailFact label={t('stories.form.fields.story_link')}>
                <a
                  href={story.story_link}
                  target="_blank"
                  rel="noopener noreferrer"
                  dir="ltr"
                  aria-label={t('app.opens_in_new_tab', { label: t('stories.detail.visit_link') })}
                  className="break-all text-brand-700 underline"
                >
                  {story.story_link}
                </a>
              </DetailFact>
            )}
            <DetailFact label={t('stories.detail.shared_on')}>{date(story.created_at)}</DetailFact>
          </dl>
        </aside>
      </div>
    </article>
  );
}

/** The owner's Edit Story link and Delete button (with a confirmation); after deleting, the profile. */
function StoryOwnerActions({ story }: { story: Story }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteStory();
  return (
    <div className="flex flex-wrap gap-3">
      <Link to={paths.stories.edit.getHref(story.id)} className={buttonStyles.primary}>
        {t('stories.my.edit')}
      </Link>
      <ConfirmDeleteButton
        mutation={remove}
        id={String(story.id)}
        onDeleted={() => void navigate(profileTabHref('stories'))}
        labels={{
          open: t('stories.delete.open'),
          title: t('stories.delete.title'),
          message: t('stories.delete.message'),
          cancel: t('stories.form.cancel'),
          confirm: t('stories.delete.confirm'),
          deleting: t('stories.delete.deleting'),
        }}
      />
    </div>
  );
}
