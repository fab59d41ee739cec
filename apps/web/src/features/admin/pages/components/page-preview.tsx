// The page as a visitor reading in one language would see it, drawn from the server's preview answer
// (the sanitised fields GET /pages/{slug} would serve), in the look of the public about page.
//
// The same reading (managedContent) and paragraph component (PageHtml) as the public page, so the
// preview cannot drift from it; the staff member's own draft never reaches it, only the server's answer.
import { isRtl, type Language, type SitePage } from '@wefe/contract';
import { PageHtml } from '@/components/ui/page-html';
import { LANGUAGE_NAMES, useTranslation } from '@/lib/i18n';
import { managedContent } from '@/lib/site/managed-content';

export interface PagePreviewProps {
  page: SitePage;
  language: Language;
  onClose: () => void;
}

/** The preview panel, in the language's direction. */
export function PagePreview({ page, language, onClose }: PagePreviewProps) {
  const { t, i18n } = useTranslation('admin');
  // The band and the empty message speak the previewed language, as the public page would.
  const visitorT = i18n.getFixedT(language, 'translation');
  const content = managedContent(page, language);
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  const fellBack = content.paragraphs.language !== language || (content.title !== undefined && content.title.language !== language);

  return (
    <section aria-labelledby="page-preview-heading" className="mt-8 overflow-hidden rounded-2xl border-2 border-dashed border-brand-700">
      <div className="flex flex-wrap items-center justify-between gap-2 bg-brand-50 px-4 py-2">
        <h2 id="page-preview-heading" className="font-bold text-brand-800">
          {t('pages.preview_heading', { language: LANGUAGE_NAMES[language] })}
        </h2>
        <button type="button" onClick={onClose} className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-white">
          {t('pages.close_preview')}
        </button>
      </div>
      {fellBack && <p className="bg-amber-50 px-4 py-2 text-sm text-amber-900">{t('pages.preview_fallback', { language: LANGUAGE_NAMES[language] })}</p>}
      <div dir={dir} lang={language} data-testid="page-preview">
        <div className="bg-gradient-to-b from-brand-700 to-brand-800 px-6 py-10 text-white">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{visitorT('pages.about')}</p>
          <p lang={content.title?.language} className="mt-2 text-3xl font-bold sm:text-4xl">
            {content.title?.text}
          </p>
        </div>
        <div className="mx-auto max-w-4xl space-y-6 px-6 py-10">
          {content.paragraphs.fields.length === 0 ? (
            <p className="text-slate-600">{visitorT('about.hub.empty')}</p>
          ) : (
            content.paragraphs.fields.map((field, n) => <PageHtml key={n} field={field} lang={content.paragraphs.language} />)
          )}
        </div>
      </div>
    </section>
  );
}
