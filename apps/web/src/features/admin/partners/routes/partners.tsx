// Placeholder screen of the staff console; its section replaces it.
import { useTranslation } from 'react-i18next';
import { StaffPage } from '@/components/staff/staff-page';

export function Component() {
  const { t } = useTranslation('admin');
  return <StaffPage title={t('partners.title')}>{null}</StaffPage>;
}
