// Placeholder for screens that later issues build: it names the screen so every route is reachable.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { ArrowEndIcon } from '@/components/ui/icons';
import type { MessageKey } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** A translated "coming soon" page titled with the screen's name. */
export function ComingSoonPage({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <DocumentTitle page={title} />
      <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('coming_soon.message')}</p>
      <Link
        to={paths.home.getHref()}
        className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {t('coming_soon.back_home')}
        <ArrowEndIcon className="size-4" />
      </Link>
    </section>
  );
}
