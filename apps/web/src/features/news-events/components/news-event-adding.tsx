// A member's part of the news and events list: the add dialog with its form, then the success dialog.
// Its own chunk, loaded on the first press of the add button: visitors never download the form, its
// schema (zod) or the dialogs (about 55 KB gzipped).
import { useState } from 'react';
import { AddFormDialog } from '@/components/ui/form-dialog';
import { useTranslation } from '@/lib/i18n';
import { AddNewsEventForm } from './add-news-event-form';
import { NewsEventSubmittedDialog } from './news-event-submitted-dialog';

/** The add dialog (open while `adding`) and the success dialog that follows a submission. */
export function NewsEventAdding({ adding, onAddingChange }: { adding: boolean; onAddingChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [submitted, setSubmitted] = useState(false);
  return (
    <>
      {/* Images of another type are refused with a message here (only the full page leaves them out). */}
      <AddFormDialog
        open={adding}
        onOpenChange={onAddingChange}
        title={t('news_events.add.title')}
        description={t('news_events.add.description')}
        onSubmitted={() => setSubmitted(true)}
        renderForm={(props) => <AddNewsEventForm {...props} imageRule="refuse" />}
      />
      <NewsEventSubmittedDialog open={submitted} onOpenChange={setSubmitted} onViewList={() => window.scrollTo({ top: 0 })} />
    </>
  );
}
