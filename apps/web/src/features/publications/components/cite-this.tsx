// "Cite this" on a publication's page (issue 30): the APA text to copy, and BibTeX and RIS files for
// reference managers.
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { SkeletonLine } from '@/components/ui/skeleton-line';
import { useTranslation } from '@/lib/i18n';
import { citationFileHref, usePublicationCitation } from '../api/get-publication-citation';

/** The citation section. */
export function CiteThis({ publicationId }: { publicationId: number }) {
  const { t } = useTranslation();
  const citation = usePublicationCitation(publicationId);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section aria-labelledby="publication-cite" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2 id="publication-cite" className="text-xl font-bold text-brand-800">
        {t('publications.cite.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('publications.cite.apa')}</p>
      {citation.isPending && <SkeletonLine className="mt-2 w-full" />}
      {citation.isError && (
        <p role="alert" className="mt-2 text-red-800">
          {t('publications.cite.failed')}
        </p>
      )}
      {citation.data && (
        <p dir="ltr" className="mt-2 rounded-lg border border-slate-200 bg-white p-3 text-start break-words text-slate-800" data-testid="apa-citation">
          {citation.data}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {citation.data && (
          <button type="button" className={buttonStyles.secondary} onClick={() => void copy(citation.data)}>
            {t('publications.cite.copy')}
          </button>
        )}
        <a className={buttonStyles.ghost} href={citationFileHref(publicationId, 'bib')} download>
          {t('publications.cite.bibtex')}
        </a>
        <a className={buttonStyles.ghost} href={citationFileHref(publicationId, 'ris')} download>
          {t('publications.cite.ris')}
        </a>
        <span aria-live="polite" className="text-sm text-slate-700">
          {copied === 'yes' ? t('publications.cite.copied') : copied === 'failed' ? t('publications.cite.copy_failed') : ''}
        </span>
      </div>
    </section>
  );
}
