// The profile's 'My Stories' tab (spec part 1, 'Profile'): 'Loading...', the failure in a red box, or a
// card per story: the cover (a grey placeholder when it fails) linking to the story, the badge Ongoing,
// In Progress (ending date still ahead) or Completed, pills for the sustainability status (or N/A), the
// location and the date it was shared, the title, description, 'by' the implementing leader, the
// achievements when there are any, where it stands in the team's review, and 'Edit Story'. Empty: 'No
// Stories Yet' with 'Add Story'.
import type { Story } from '@wefe/contract';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { CoverImage } from '@/components/ui/cover-image';
import { FailureAlert } from '@/components/ui/form';
import { ImageIcon } from '@/components/ui/icons';
import { ReviewStatusNotice } from '@/components/ui/review-status-badge';
import { LoadingMessage } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { type MessageKey, useLanguage, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useMyStories } from '../api/get-my-stories';
import { SubmissionsList } from './submissions-list';

type StoryBadge = 'ongoing' | 'in_progress' | 'completed';

const BADGES: Record<StoryBadge, { labelKey: MessageKey; className: string }> = {
  ongoing: { labelKey: 'stories.my.badge_ongoing', className: 'bg-water-soft text-water-dark' },
  in_progress: { labelKey: 'stories.my.badge_in_progress', className: 'bg-energy-soft text-energy-dark' },
  completed: { labelKey: 'stories.my.badge_completed', className: 'bg-food-soft text-food-dark' },
};

/** Ongoing when it says so; In Progress while its ending date is ahead; otherwise Completed. */
export function storyBadge(story: Pick<Story, 'is_ongoing' | 'ending_date'>, now: Date = new Date()): StoryBadge {
  if (story.is_ongoing) return 'ongoing';
  if (story.ending_date && new Date(story.ending_date).getTime() > now.getTime()) return 'in_progress';
  return 'completed';
}

/** The tab's content: loading, error, empty or the cards. */
export function MyStoriesTab() {
  const { t } = useTranslation();
  const stories = useMyStories();

  if (stories.isPending) return <LoadingMessage label={t('stories.my.loading')} />;
  if (stories.isError) {
    return <FailureAlert title={t('stories.my.failed')} detail={apiErrorMessage(stories.error, t)} retryLabel={t('profile.retry')} onRetry={() => void stories.refetch()} />;
  }
  return (
    <SubmissionsList
      items={stories.data}
      renderCard={(story) => <MyStoryCard story={story} />}
      addHref={paths.stories.add.getHref()}
      addLabel={t('stories.my.add')}
      empty={{ icon: <ImageIcon className="mx-auto size-12 text-brand-200" />, title: t('stories.my.empty_title'), message: t('stories.my.empty_message') }}
    />
  );
}

function MyStoryCard({ story }: { story: Story }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const badge = BADGES[storyBadge(story)];
  const href = paths.stories.detail.getHref(story.id);
  return (
    <article aria-label={story.title} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Link to={href} aria-label={t('stories.my.open_named', { title: story.title })} className="relative block aspect-[16/9] overflow-hidden">
        <CoverImage
          src={story.cover_image_url}
          srcSet={story.cover_image_srcset}
          sizes="(min-width: 768px) 30rem, 92vw"
          withSession={story.status !== 'approved'}
          placeholder={<ImageIcon className="size-10" />}
          placeholderClassName="bg-slate-200 text-slate-500"
        />
        <span className={`absolute start-3 top-3 rounded-full px-3 py-1 text-xs font-semibold shadow-sm ${badge.className}`}>{t(badge.labelKey)}</span>
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <ul aria-label={t('stories.my.facts')} className="flex flex-wrap gap-2 text-xs font-semibold">
          <li className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{story.sustainability_status?.name || t('profile.not_available')}</li>
          <li dir="auto" className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
            {story.location}
          </li>
          <li className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
            <time dateTime={story.created_at}>{formatDate(story.created_at, language)}</time>
          </li>
        </ul>
        <h3 dir="auto" className="text-lg leading-snug font-bold text-brand-800">
          <Link to={href} className="hover:underline">
            {story.title}
          </Link>
        </h3>
        <p dir="auto" className="line-clamp-3 text-sm text-slate-700">
          {story.desc}
        </p>
        <p className="text-sm text-slate-600">
          {t('stories.my.by')} <span dir="auto">{story.implementing_leader}</span>
        </p>
        {story.achievements && (
          <p className="line-clamp-2 text-sm text-slate-700">
            <span className="font-semibold">{t('stories.my.achievements')}</span> <span dir="auto">{story.achievements}</span>
          </p>
        )}
        <ReviewStatusNotice status={story.status} reason={story.rejection_reason} />
        <div className="mt-auto pt-2">
          <Link
            to={paths.stories.edit.getHref(story.id)}
            aria-label={t('stories.my.edit_named', { title: story.title })}
            className={buttonStyles.cardAction}
          >
            {t('stories.my.edit')}
          </Link>
        </div>
      </div>
    </article>
  );
}
