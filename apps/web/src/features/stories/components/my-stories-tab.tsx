// The profile's 'My Stories' tab (spec part 1, 'Profile'): 'Loading...', the failure in a red box, or a
// card per story: the cover (a grey placeholder when it fails) linking to the story, its progress as the
// list and the story's page show it (ongoing, completed or to be determined), pills for the sustainability status (or N/A), the
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
import { useLanguage, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { StoryProgressLabel } from '@/components/ui/story-progress-label';
import { SubmissionsList } from '@/components/profile/submissions-list';
import { submissionsTab } from '@/components/profile/submissions-tab';
import { useMyStories } from '../api/get-my-stories';

/** The profile's tab of the member's stories (components/profile/submissions-tab.ts). */
export const storiesProfileTab = submissionsTab({ value: 'stories', label: 'profile.tabs.stories', useList: useMyStories, Content: MyStoriesTab });

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
        {/* The server's progress, as the list and the story's page show it (spec: ongoing, completed or to be determined). */}
        <StoryProgressLabel progress={story.progress} className="absolute start-3 top-3 shadow-sm" />
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
