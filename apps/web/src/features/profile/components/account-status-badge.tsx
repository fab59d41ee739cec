// The badge under the member's name: 'Active Member', or where an entity account stands.
import type { User } from '@wefe/contract';
import { CheckCircleIcon, ClockIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';

/** The account's standing as a coloured pill. */
export function AccountStatusBadge({ status }: { status: User['status'] }) {
  const { t } = useTranslation();
  const base = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold';
  switch (status) {
    case 'pending_approval':
      return (
        <span className={`${base} bg-energy-soft text-energy-dark`}>
          <ClockIcon className="size-4" />
          {t('profile.badge.pending_approval')}
        </span>
      );
    case 'rejected':
      return <span className={`${base} bg-red-50 text-red-800`}>{t('profile.badge.rejected')}</span>;
    case 'suspended':
      return <span className={`${base} bg-red-50 text-red-800`}>{t('profile.badge.suspended')}</span>;
    default:
      return (
        <span className={`${base} bg-food-soft text-food-dark`}>
          <CheckCircleIcon className="size-4" />
          {t('profile.badge.active')}
        </span>
      );
  }
}
