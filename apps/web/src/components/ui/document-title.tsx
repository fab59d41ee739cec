import { useTranslation } from '@/lib/i18n';

/**
 * Sets the browser tab's title to "<page> | WEFE Nexus Hub" in the current language (React 19 moves
 * <title> into <head>). Without `page` the title is the hub's name alone.
 */
export function DocumentTitle({ page }: { page?: string }) {
  const { t } = useTranslation();
  return <title>{page ? t('app.page_title', { page }) : t('app.name')}</title>;
}
