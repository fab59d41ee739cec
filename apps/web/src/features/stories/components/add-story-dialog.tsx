// The add-story modal of the list (spec part 2, section 2.5): the form in a dialog that closes on its
// close button, Cancel, Escape or a click outside (not while sending); closing resets the form and
// clears the page body's modal-open marker. After a submission the success dialog follows.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { AddStoryForm } from './add-story-form';

export interface AddStoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The story was accepted: the dialog closes and the caller says so. */
  onSubmitted: () => void;
}

/** The modal; its form starts afresh each time it opens. */
export function AddStoryDialog({ open, onOpenChange, onSubmitted }: AddStoryDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} busy={busy} title={t('stories.add.title')} description={t('stories.add.description')}>
      <div className="mt-6">
        <AddStoryForm
          onBusyChange={setBusy}
          onCancel={() => onOpenChange(false)}
          onSubmitted={() => {
            setBusy(false);
            onOpenChange(false);
            onSubmitted();
          }}
        />
      </div>
    </FormDialog>
  );
}
