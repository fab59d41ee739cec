// The page as a visitor reading in one language would see it, drawn from the server's preview answer
// (the sanitised fields GET /pages/{slug} would serve), in the look of the public about page.
//
// Why innerHTML is safe here: only the `value` of the server's answer is rendered, which the API
// sanitised with its allow-list; the staff member's own draft never reaches this component.
import { isRtl, type Language, type SitePage } from '@wefe/contract';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { previewContent } from './page-draft';

// The public about page's paragraph style (features/about PageHtml), repeated: features do not share code.
const paragraphClass =
  'text-lg leading-relaxed text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-800 [&_h3]:mt-4 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-brand-800 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_p+p]:mt-4 [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:ps-6';

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
  const content = previewContent(page, language);
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
          {content.paragraphs.html.length === 0 ? (
            <p className="text-slate-600">{visitorT('about.hub.empty')}</p>
          ) : (
            content.paragraphs.html.map((html, n) => (
              <div key={n} dir="auto" lang={content.paragraphs.language} className={paragraphClass} dangerouslySetInnerHTML={{ __html: html }} />
            ))
          )}
        </div>
      </div>
    </section>
  );
}
