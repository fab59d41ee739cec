// One paragraph of a managed page (the public page and the console's preview), shown as the HTML staff wrote (links, lists, emphasis).
//
// Why innerHTML is safe here: the API sanitises every managed paragraph (sanitize-html, an allow-list
// of tags and attributes) and answers the result as the field's `value`; `raw_value` is the editor's
// copy and is never rendered. This component takes a whole page field and renders only its `value`,
// so no other string can reach innerHTML through it.
import type { PageField } from '@/lib/site/managed-content';

export interface PageHtmlProps {
  field: PageField;
  /** The language of the text (English when the page fell back to it). */
  lang: string;
}

/** The paragraph; its direction follows its own text (dir="auto"), so Arabic reads right to left. */
export function PageHtml({ field, lang }: PageHtmlProps) {
  return (
    <div
      dir="auto"
      lang={lang}
      className="text-lg leading-relaxed text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-800 [&_h3]:mt-4 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-brand-800 [&_img]:my-4 [&_img]:max-w-full [&_img]:rounded-xl [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_p+p]:mt-4 [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:ps-6"
      dangerouslySetInnerHTML={{ __html: field.value }}
    />
  );
}
