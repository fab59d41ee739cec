// A member's part of the story list: the add dialog with its form, then the success dialog. Its own
// chunk, loaded on the first press of the add button: visitors never download the form, its schema
// (zod) or the dialogs (about 55 KB gzipped).
import { useState } from 'react';
import { AddFormDialog } from '@/components/ui/form-dialog';
import { useTranslation } from '@/lib/i18n';
import { AddStoryForm } from './add-story-form';
import { StorySubmittedDialog } from './story-submitted-dialog';

/** The add dialog (open while `adding`) and the success dialog that follows a submission. */
export function StoryAdding({ adding, onAddingChange }: { adding: boolean; onAddingChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [submitted, setSubmitted] = useState(false);
  return (
    <>
      <AddFormDialog
        open={adding}
        onOpenChange={onAddingChange}
        title={t('stories.add.title')}
        description={t('stories.add.description')}
        onSubmitted={() => setSubmitted(true)}
        renderForm={(props) => <AddStoryForm {...props} />}
      />
      <StorySubmittedDialog open={submitted} onOpenChange={setSubmitted} onViewStories={() => window.scrollTo({ top: 0 })} />
    </>
  );
}
