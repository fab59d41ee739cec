// /news-events/{id} (spec part 2, section 2.10): one news item or event. Its post type, dates, place and
// the cover; the texts (description, background, impact, key learnings, metrics, more), a keyboard-
// friendly gallery, the agenda, speakers and partners, the attachment; beside them the practical facts
// (organizer, fee, capacity, online, registration and website links, contact), 'Add to calendar' (the
// server's .ics) and the 'Upcoming' box; sharing. Its owner also sees where it stands in the review
// (with the rejection reason), Edit and Delete. 'News/Event not found' when it does not exist or is not
// visible; 'Failed to load news/event' with a retry otherwise.
import { ContentLanguageBadge } from '@/components/ui/content-language';
import type { NewsEvent } from '@wefe/contract';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDeleteButton } from '@/components/ui/confirm-delete-button';
import { DetailFact, DetailPage, DetailTextSection } from '@/components/ui/detail-page';
import { DetailPagePlaceholder } from '@/components/ui/detail-page-placeholder';
import { shareCardHref } from '@/lib/share-card';
import { DocumentTitle, headDescription } from '@/components/ui/document-title';
import { JsonLd } from '@/components/ui/json-ld';
import { newsEventStructuredData } from '../components/news-event-structured-data';
import { DownloadLink } from '@/components/ui/download-link';
import { CalendarIcon, DocumentIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { ImageGallery } from '@/components/ui/image-gallery';
import { ReviewStatusNotice } from '@/components/ui/review-status-badge';
import { ShareButton } from '@/components/ui/share-button';
import { PlaceName } from '@/components/ui/place-name';
import { formatDayMonthYear, formatEventDateTime } from '@/lib/dates';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { prefetchItemById } from '@/lib/prefetch';
import { paths, profileTabHref } from '@/lib/paths';
import { excerpt } from '@/lib/text';
import { useDeleteNewsEvent } from '../api/delete-news-event';
import { getNewsEventQueryOptions, useNewsEvent } from '../api/get-news-event';
import { NewsEventCover, newsEventPlace, PostTypePill } from '../components/news-event-card';
import { UpcomingBox } from '../components/upcoming-box';

/** Starts loading the news item or event before the page's first render. */
export const prefetch = prefetchItemById(getNewsEventQueryOptions);

export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <DetailPage
      query={useNewsEvent(id)}
      back={{ href: paths.newsEvents.list.getHref(), label: t('news_events.detail.back'), browseLabel: t('news_events.detail.browse') }}
      labels={{
        loading: t('news_events.detail.loading'),
        loadingTitle: t('pages.news_event_detail'),
        notFound: t('news_events.detail.not_found'),
        failed: t('news_events.detail.failed'),
        retry: t('news_events.list.retry'),
      }}
      width="max-w-6xl"
      placeholder={<DetailPagePlaceholder />}
    >
      {(item) => <NewsEventDetails item={item} />}
    </DetailPage>
  );
}

/** A link that opens another site in a new tab, saying so to screen readers. */
function ExternalLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" dir="ltr" aria-label={t('app.opens_in_new_tab', { label })} className="break-all text-brand-700 underline">
      {href}
    </a>
  );
}

function NewsEventDetails({ item }: { item: NewsEvent }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = paths.newsEvents.detail.getHref(item.id);
  const isPrivate = item.status !== 'approved';
  const when = (value: string | null) => (value ? <time dateTime={value}>{formatEventDateTime(value, language)}</time> : null);
  const fee =
    item.fee_type === null
      ? null
      : [t(`news_events.fee_types.${item.fee_type}`), item.fee_amount && item.fee_type !== 'free' ? new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(Number(item.fee_amount)) : null]
          .filter(Boolean)
          .join(' · ');
  return (
    <article className="mt-6">
      <DocumentTitle page={item.title} description={headDescription(item.desc)} image={item.images[0]?.image_path ?? shareCardHref('news-event', item.id, language)} type="article" />
      {item.status === 'approved' && <JsonLd data={newsEventStructuredData(item, t('pages.news_events'))} />}
      <header className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <PostTypePill item={item} />
          {item.event_type && <span className="rounded-full bg-energy-soft px-3 py-1 text-xs font-semibold text-energy-dark">{t(`news_events.event_types.${item.event_type}`)}</span>}
          {item.is_online && <span className="rounded-full bg-water-soft px-3 py-1 text-xs font-semibold text-water-dark">{t('news_events.detail.online')}</span>}
          {item.sectors.map((sector) => (
            <span key={sector.id} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
              {sector.name}
            </span>
          ))}
          <ContentLanguageBadge language={item.content_language} />
        </div>
        <h1 dir="auto" lang={item.content_language} className="text-3xl leading-tight font-bold text-brand-800 sm:text-4xl">
          {item.title}
        </h1>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-slate-700">
          <span className="inline-flex items-center gap-1.5">
            <CalendarIcon className="size-4 shrink-0" />
            {/* News has no start: the day it was posted. */}
            {item.starting_date ? when(item.starting_date) : <time dateTime={item.created_at}>{formatDayMonthYear(item.created_at, language)}</time>}
            {item.end_date && (
              <>
                <span aria-hidden="true">–</span>
                <span className="sr-only">{t('news_events.detail.until')}</span>
                {when(item.end_date)}
              </>
            )}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <MapPinIcon className="size-4 shrink-0" />
            <PlaceName parts={newsEventPlace(item)} />
          </span>
        </div>
        <div className="flex flex-wrap items-start gap-3">
          {/* The server gives calendar files of published items only, named after the slugified title. */}
          {!isPrivate && item.calendar_url && (
            <a
              href={item.calendar_url}
              download
              aria-label={t('news_events.detail.add_to_calendar_named', { title: item.title })}
              className={buttonStyles.secondary}
            >
              <CalendarIcon className="size-5" />
              {t('news_events.detail.add_to_calendar')}
            </a>
          )}
          {item.registration_url && (
            <a
              href={item.registration_url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('app.opens_in_new_tab', { label: t('news_events.detail.register') })}
              className={buttonStyles.primary}
            >
              {t('news_events.detail.register')}
            </a>
          )}
          {/* Only a published item has a public address to share: a pending one (its author's page, the staff preview) has none. */}
          {!isPrivate && <ShareButton href={href} title={item.title} text={excerpt(item.desc, 100) || undefined} />}
        </div>
      </header>

      {item.is_owner && (
        <section aria-label={t('news_events.detail.review_status')} className="mt-6 flex flex-wrap items-start justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <ReviewStatusNotice status={item.status} reason={item.rejection_reason} />
          <OwnerActions item={item} />
        </section>
      )}

      {/* The cover is the first image, which the gallery shows too: only one image is shown large here. */}
      {item.images.length === 1 && (
        <div className="mt-8 aspect-[21/9] overflow-hidden rounded-2xl border border-slate-200 bg-brand-50">
          <NewsEventCover item={item} sizes="(min-width: 1152px) 72rem, 96vw" alt={item.images[0]?.alt_text || t('news_events.detail.cover_alt', { title: item.title })} />
        </div>
      )}

      <div className="mt-8 grid grid-cols-1 gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-8">
          <DetailTextSection title={t('news_events.detail.description')} text={item.desc} />
          <DetailTextSection title={t('news_events.form.fields.background')} text={item.background} />
          <DetailTextSection title={t('news_events.form.fields.impact')} text={item.impact} />
          <DetailTextSection title={t('news_events.form.fields.key_learnings')} text={item.key_learnings} />
          <DetailTextSection title={t('news_events.form.fields.quantitative_metrics')} text={item.quantitative_metrics} />
          <DetailTextSection title={t('news_events.form.fields.quantitative_metrics_desc')} text={item.quantitative_metrics_desc} />
          <DetailTextSection title={t('news_events.form.fields.additional_info')} text={item.additional_info} />
          {item.images.length > 1 && <ImageGallery images={item.images} title={item.title} withSession={isPrivate} />}

          {item.agenda_outlines.length > 0 && (
            <section>
              <h2 className="text-xl font-bold text-brand-800">{t('news_events.form.fields.agenda')}</h2>
              <ol className="mt-3 space-y-2 border-s-2 border-brand-100 ps-4">
                {item.agenda_outlines.map((entry) => (
                  <li key={entry.id} dir="auto" className="text-slate-800">
                    {entry.outline}
                  </li>
                ))}
              </ol>
            </section>
          )}

          {item.speakers.length > 0 && (
            <section>
              <h2 className="text-xl font-bold text-brand-800">{t('news_events.form.fields.speakers')}</h2>
              <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
                {item.speakers.map((speaker) => (
                  <li key={speaker.id} className="rounded-xl border border-slate-200 bg-white p-4">
                    <p dir="auto" className="font-semibold text-brand-800">
                      {speaker.name}
                    </p>
                    {(speaker.title || speaker.organization) && (
                      <p dir="auto" className="text-sm text-slate-600">
                        {[speaker.title, speaker.organization].filter(Boolean).join(', ')}
                      </p>
                    )}
                    {speaker.bio && (
                      <p dir="auto" className="mt-2 text-sm whitespace-pre-line text-slate-700">
                        {speaker.bio}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {item.partners.length > 0 && (
            <section>
              <h2 className="text-xl font-bold text-brand-800">{t('news_events.form.fields.partners')}</h2>
              <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
                {item.partners.map((partner) => (
                  <li key={partner.id} className="rounded-xl border border-slate-200 bg-white p-4">
                    <p dir="auto" className="font-semibold text-brand-800">
                      {partner.organization}
                    </p>
                    {partner.institution_category && <p className="text-sm text-slate-600">{partner.institution_category.name}</p>}
                    {partner.contact_person && (
                      <p dir="auto" className="mt-1 text-sm text-slate-700">
                        {partner.contact_person}
                      </p>
                    )}
                    {partner.contact_email && (
                      <a href={`mailto:${partner.contact_email}`} dir="ltr" className="text-sm text-brand-700 underline">
                        {partner.contact_email}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {item.attachment && (
            <section>
              <h2 className="text-xl font-bold text-brand-800">{t('news_events.form.fields.attachment')}</h2>
              <DownloadLink
                url={item.attachment.url}
                filename={item.attachment.name}
                label={t('news_events.detail.download_named', { name: item.attachment.name, size: item.attachment.formatted_file_size })}
                withSession={isPrivate}
                className="mt-3 inline-flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
              >
                <DocumentIcon className="size-5 shrink-0" />
                <span dir="auto">{item.attachment.name}</span>
                <span dir="ltr" className="text-sm font-normal text-slate-500">
                  ({item.attachment.formatted_file_size})
                </span>
              </DownloadLink>
            </section>
          )}
        </div>

        <div className="space-y-6">
          <aside aria-label={t('news_events.detail.facts')} className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <dl className="divide-y divide-slate-100">
              {item.starting_date && <DetailFact label={t('news_events.form.fields.starting_date')}>{when(item.starting_date)}</DetailFact>}
              {item.end_date && <DetailFact label={t('news_events.form.fields.end_date')}>{when(item.end_date)}</DetailFact>}
              {item.duration && (
                <DetailFact label={t('news_events.form.fields.duration')}>
                  <span dir="auto">{item.duration}</span>
                </DetailFact>
              )}
              {item.register_deadline && <DetailFact label={t('news_events.form.fields.register_deadline')}>{when(item.register_deadline)}</DetailFact>}
              <DetailFact label={t('news_events.form.fields.location')}>
                <span dir="auto">{item.location}</span>
              </DetailFact>
              <DetailFact label={t('news_events.form.fields.country_id')}>{item.country?.name}</DetailFact>
              <DetailFact label={t('news_events.detail.format')}>{item.is_online ? t('news_events.detail.online') : t('news_events.detail.in_person')}</DetailFact>
              {item.organizer && (
                <DetailFact label={t('news_events.form.fields.organizer')}>
                  <span dir="auto">{item.organizer}</span>
                </DetailFact>
              )}
              {item.implementing_leader && (
                <DetailFact label={t('news_events.form.fields.implementing_leader')}>
                  <span dir="auto">{item.implementing_leader}</span>
                </DetailFact>
              )}
              {item.organization_type?.name && <DetailFact label={t('news_events.form.fields.organization_type_id')}>{item.organization_type.name}</DetailFact>}
              {fee && <DetailFact label={t('news_events.detail.fee')}>{fee}</DetailFact>}
              {item.capacity !== null && <DetailFact label={t('news_events.form.fields.capacity')}>{t('news_events.detail.capacity', { count: item.capacity })}</DetailFact>}
              {item.registration_url && (
                <DetailFact label={t('news_events.form.fields.registration_url')}>
                  <ExternalLink href={item.registration_url} label={t('news_events.detail.register')} />
                </DetailFact>
              )}
              {item.website_url && (
                <DetailFact label={t('news_events.form.fields.website_url')}>
                  <ExternalLink href={item.website_url} label={t('news_events.detail.visit_website')} />
                </DetailFact>
              )}
              {item.post_link && (
                <DetailFact label={t('news_events.form.fields.post_link')}>
                  <ExternalLink href={item.post_link} label={t('news_events.detail.read_more')} />
                </DetailFact>
              )}
              {(item.contact_name || item.contact_email || item.contact_phone) && (
                <DetailFact label={t('news_events.detail.contact')}>
                  {item.contact_name && (
                    <span dir="auto" className="block font-medium">
                      {item.contact_name}
                    </span>
                  )}
                  {item.contact_position && (
                    <span dir="auto" className="block text-sm text-slate-600">
                      {item.contact_position}
                    </span>
                  )}
                  {item.contact_email && (
                    <a href={`mailto:${item.contact_email}`} dir="ltr" className="mt-1 flex items-center gap-1.5 text-brand-700 underline">
                      <MailIcon className="size-4 shrink-0" />
                      {item.contact_email}
                    </a>
                  )}
                  {item.contact_phone && (
                    <a href={`tel:${item.contact_phone.replace(/\s+/g, '')}`} dir="ltr" className="mt-1 flex items-center gap-1.5 text-brand-700 underline">
                      <PhoneIcon className="size-4 shrink-0" />
                      {item.contact_phone}
                    </a>
                  )}
                </DetailFact>
              )}
              <DetailFact label={t('news_events.detail.shared_on')}>
                <time dateTime={item.created_at}>{formatDayMonthYear(item.created_at, language)}</time>
              </DetailFact>
            </dl>
          </aside>
          <UpcomingBox currentId={item.id} />
        </div>
      </div>
    </article>
  );
}

/** The owner's Edit link and Delete button (with a confirmation); after deleting, the profile's tab. */
function OwnerActions({ item }: { item: NewsEvent }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteNewsEvent();
  return (
    <div className="flex flex-wrap gap-3">
      <Link to={paths.newsEvents.edit.getHref(item.id)} className={buttonStyles.primary}>
        {item.type === 'event' ? t('news_events.my.edit_event') : t('news_events.my.edit_news')}
      </Link>
      <ConfirmDeleteButton
        mutation={remove}
        id={String(item.id)}
        onDeleted={() => void navigate(profileTabHref('news-events'))}
        labels={{
          open: t('news_events.delete.open'),
          title: t('news_events.delete.title'),
          message: t('news_events.delete.message'),
          cancel: t('common.form.cancel'),
          confirm: t('news_events.delete.confirm'),
          deleting: t('news_events.delete.deleting'),
        }}
      />
    </div>
  );
}
