// The success dialog after adding a story (spec part 2, sections 2.5 and 8): 'Your story has been
// submitted and will be reviewed by our team', with 'View Stories' leading to the list.
import { SuccessModal } from '@/components/ui/success-modal';
import { useTranslation } from '@/lib/i18n';

/** The dialog; `onViewStories` runs after 'View Stories' closed it. */
export function StorySubmittedDialog({ open, onOpenChange, onViewStories }: { open: boolean; onOpenChange: (open: boolean) => void; onViewStories: () => void }) {
  const { t } = useTranslation();
  return (
    <SuccessModal
      open={open}
      onOpenChange={onOpenChange}
      title={t('stories.add.success_title')}
      message={t('stories.add.success')}
      actionLabel={t('stories.add.view_stories')}
      onAction={onViewStories}
    />
  );
}
