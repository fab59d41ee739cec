// The generic success dialog (spec part 1, Generic): a title, a message and one action button.
import * as Dialog from '@radix-ui/react-dialog';
import { buttonStyles } from '@/components/ui/button-styles';
import { CheckCircleIcon, CloseIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';

export interface SuccessModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  /** Label of the action button; "OK" when omitted. */
  actionLabel?: string;
  /** Runs when the action button is pressed, after the dialog closes (e.g. navigate to a list). */
  onAction?: () => void;
}

/** A modal dialog confirming that something succeeded. */
export function SuccessModal({ open, onOpenChange, title, message, actionLabel, onAction }: SuccessModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl">
          <Dialog.Close
            className="absolute end-3 top-3 rounded-full p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
            aria-label={t('common.close')}
          >
            <CloseIcon />
          </Dialog.Close>
          <CheckCircleIcon className="mx-auto size-14 text-food-light" />
          <Dialog.Title className="mt-4 text-xl font-bold text-brand-800">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">{message}</Dialog.Description>
          <button
            type="button"
            className={`${buttonStyles.primary} mt-6 w-full`}
            onClick={() => {
              onOpenChange(false);
              onAction?.();
            }}
          >
            {actionLabel ?? t('common.ok')}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
