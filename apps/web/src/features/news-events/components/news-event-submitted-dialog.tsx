// The success dialog after adding a news item or event (spec part 2, section 8): it says the team
// reviews it before it appears, with 'View News & Events' leading to the list.
import { SuccessModal } from '@/components/ui/success-modal';
import { useTranslation } from '@/lib/i18n';

/** The dialog; `onViewList` runs after 'View News & Events' closed it. */
export function NewsEventSubmittedDialog({ open, onOpenChange, onViewList }: { open: boolean; onOpenChange: (open: boolean) => void; onViewList: () => void }) {
  const { t } = useTranslation();
  return (
    <SuccessModal
      open={open}
      onOpenChange={onOpenChange}
      title={t('news_events.add.success_title')}
      message={t('news_events.add.success')}
      actionLabel={t('news_events.add.view_list')}
      onAction={onViewList}
    />
  );
}
