// A card of the story list (spec part 2, section 2.4): the cover (a placeholder when there is none or it
// fails to load), the progress label (ongoing, completed, to be determined), the title linking to the
// story, where it happens, its summary, and sharing.
import type { Language, Story } from '@wefe/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { ContentLanguageBadge } from '@/components/ui/content-language';
import { CoverImage } from '@/components/ui/cover-image';
import { ImageIcon, MapPinIcon } from '@/components/ui/icons';
import { ShareButton } from '@/components/ui/share-button';
import { StoryProgressLabel } from '@/components/ui/story-progress-label';
import { PlaceName } from '@/components/ui/place-name';
import { useLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** How wide a card's cover shows in the grid (1, 2 or 3 columns), for the srcset choice. */
export const STORY_CARD_IMAGE_SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 92vw';

/** The cover of a story, or an image placeholder. */
export function StoryCover({ story, sizes, alt }: { story: Story; sizes: string; alt?: string }) {
  return (
    <CoverImage
      src={story.cover_image_url}
      srcSet={story.cover_image_srcset}
      sizes={sizes}
      alt={alt}
      withSession={story.status !== 'approved'}
      placeholder={<ImageIcon className="size-12" />}
    />
  );
}

/** 'Amman, Jordan': the story's place and country. */
export function storyPlace(story: Story): (string | undefined)[] {
  return [story.location, story.country?.name];
}

/**
 * The language of the title and summary shown: an Arabic reader is shown the story's Arabic translation
 * where its author gave one; otherwise they are in the language it is written in.
 */
export function storyTextLanguage(story: Story, reader: Language): Language {
  return reader === 'ar' && story.original.title_ar ? 'ar' : story.content_language;
}

/** One story as a card. */
export function StoryCard({ story }: { story: Story }) {
  const language = useLanguage();
  const titleId = useId();
  const href = paths.stories.detail.getHref(story.id);
  return (
    <article aria-labelledby={titleId} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[16/9] overflow-hidden bg-brand-50">
        <StoryCover story={story} sizes={STORY_CARD_IMAGE_SIZES} />
        <StoryProgressLabel progress={story.progress} className="absolute start-3 top-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex items-center gap-1.5 text-sm font-medium text-slate-600">
          <MapPinIcon className="size-4 shrink-0" />
          <PlaceName parts={storyPlace(story)} />
          {/* The card's own texts: an Arabic reader shown the author's Arabic translation needs no badge. */}
          <ContentLanguageBadge language={storyTextLanguage(story, language)} className="ms-auto" />
        </p>
        <h3 id={titleId} dir="auto" lang={storyTextLanguage(story, language)} className="text-lg leading-snug font-bold text-brand-800">
          <Link to={href} className="hover:underline">
            {story.title}
          </Link>
        </h3>
        <p dir="auto" lang={storyTextLanguage(story, language)} className="line-clamp-3 text-slate-700">
          {story.excerpt || story.desc}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-4">
          <span dir="auto" className="min-w-0 truncate text-sm text-slate-600">
            {story.implementing_leader}
          </span>
          <ShareButton href={href} title={story.title} />
        </div>
      </div>
    </article>
  );
}
