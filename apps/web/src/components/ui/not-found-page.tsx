import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { DocumentTitle } from '@/components/ui/document-title';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** The catch-all page for addresses the hub does not have. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <DocumentTitle page={t('pages.not_found')} />
      <p className="text-6xl font-bold text-brand-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-800">{t('not_found.title')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('not_found.message')}</p>
      <Link to={paths.home.getHref()} className={`${buttonStyles.primary} mt-8`}>
        {t('not_found.back_home')}
      </Link>
    </section>
  );
}
