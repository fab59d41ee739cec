import { buttonStyles } from '@/components/ui/button-styles';
import { useTranslation } from '@/lib/i18n';

export interface StaffPagerProps {
  /** Accessible name of the pager ('Pages of the audit log'). */
  label: string;
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}

/** Previous / 'Page n of m' / Next under a console list; nothing when everything fits on one page. */
export function StaffPager({ label, page, lastPage, onPage }: StaffPagerProps) {
  const { t } = useTranslation('admin');
  if (lastPage <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center gap-3">
      <button type="button" className={buttonStyles.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('shell.previous')}
      </button>
      <span>{t('shell.page_of', { page, pages: Math.max(1, lastPage) })}</span>
      <button type="button" className={buttonStyles.secondary} disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {t('shell.next')}
      </button>
    </nav>
  );
}
