// /about/wefe-hub (spec part 1, 'About'): the page staff manage (GET /pages/about-us), its title and
// paragraphs in the current language (English where that language has none yet), or 'No content
// available at the moment.' when there is no page or no text.
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { ArrowEndIcon } from '@/components/ui/icons';
import { PageHero } from '@/components/ui/page-hero';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { ABOUT_US_SLUG, useSitePage } from '../api/get-site-page';
import { PageHtml } from '@/components/ui/page-html';
import { managedContent } from '@/lib/site/managed-content';

/** The about-the-hub page (route module: React Router reads `Component`). */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = useSitePage(ABOUT_US_SLUG);
  const content = page.isSuccess ? managedContent(page.data, language) : undefined;

  let body;
  if (page.isPending) {
    body = (
      <div className="flex justify-center py-12">
        <Spinner label={t('about.hub.loading')} />
      </div>
    );
  } else if (page.isError) {
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center text-red-800">
        <p>{t('about.hub.failed')}</p>
        <button type="button" onClick={() => void page.refetch()} className={`${buttonStyles.primary} mt-4`}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (!content || content.paragraphs.fields.length === 0) {
    body = <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-600">{t('about.hub.empty')}</p>;
  } else {
    body = (
      <div className="space-y-6">
        {content.paragraphs.fields.map((field, index) => (
          <PageHtml key={index} field={field} lang={content.paragraphs.language} />
        ))}
      </div>
    );
  }

  return (
    <>
      <PageHero title={content?.title?.text ?? t('pages.wefe_hub')} eyebrow={t('pages.about')} width="max-w-4xl" />
      <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        {body}
        <Link to={paths.about.root.getHref()} className="mt-10 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
          <ArrowEndIcon className="size-4 rotate-180" />
          {t('about.hub.back')}
        </Link>
      </article>
    </>
  );
}
