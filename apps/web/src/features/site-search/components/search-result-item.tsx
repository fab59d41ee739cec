// One result of the search page: what kind of item it is, its title linking to its page, the passage
// that matched and its date.
import type { SiteSearchResult } from '@wefe/contract';
import { Link } from 'react-router';
import { SearchSnippet } from '@/components/ui/search-snippet';
import { formatDate } from '@/lib/dates';
import { useLanguage, useTranslation } from '@/lib/i18n';

/** A result as a list item. */
export function SearchResultItem({ result }: { result: SiteSearchResult }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = formatDate(result.date, language);
  return (
    <li className="border-b border-slate-200 py-5 last:border-b-0">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">{t(`search.types.${result.type}`)}</span>
        {date && <time dateTime={result.date ?? undefined}>{date}</time>}
      </p>
      <h2 className="mt-2 text-lg font-semibold">
        <Link to={result.url} className="text-brand-800 underline-offset-2 hover:underline" dir="auto">
          {result.title}
        </Link>
      </h2>
      <SearchSnippet parts={result.snippet} className="mt-1 text-slate-700" />
    </li>
  );
}
