// A story's progress as a pill (spec part 2: ongoing if is_ongoing; else completed if it has an ending
// date; else to be determined), from the server's `progress`, so the list, the story's page and the
// member's profile say the same thing of the same story.
import type { StoryProgress } from '@wefe/contract';
import { useTranslation, type MessageKey } from '@/lib/i18n';

export const STORY_PROGRESS_LABEL_KEYS = {
  ongoing: 'stories.progress.ongoing',
  completed: 'stories.progress.completed',
  tbd: 'stories.progress.tbd',
} as const satisfies Record<StoryProgress, MessageKey>;

const PROGRESS_CLASSES: Record<StoryProgress, string> = {
  ongoing: 'bg-water-soft text-water-dark',
  completed: 'bg-food-soft text-food-dark',
  tbd: 'bg-slate-100 text-slate-700',
};

/** The label of a story's progress as a pill. */
export function StoryProgressLabel({ progress, className = '' }: { progress: StoryProgress; className?: string }) {
  const { t } = useTranslation();
  return <span className={`rounded-full px-3 py-1 text-xs font-semibold ${PROGRESS_CLASSES[progress]} ${className}`}>{t(STORY_PROGRESS_LABEL_KEYS[progress])}</span>;
}

