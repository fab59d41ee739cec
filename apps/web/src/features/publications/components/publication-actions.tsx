// The two ways to a publication's content: its link (a new tab, no opener or referrer) and its
// document (a download, with the file's size; fetched with the session while it is under review).
import type { Publication } from '@wefe/contract';
import { DownloadLink } from '@/components/ui/download-link';
import { ArrowEndIcon, DocumentIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n';

const actionClass = (large: boolean) =>
  `inline-flex items-center gap-1.5 rounded-lg font-semibold transition-colors ${large ? 'px-5 py-2.5 text-base' : 'px-3 py-2 text-sm'}`;

/** 'View Link', opening publication_link in a new tab; nothing when there is no link. */
export function ViewLinkAction({ publication, large = false }: { publication: Publication; large?: boolean }) {
  const { t } = useTranslation();
  if (!publication.has_link || !publication.publication_link) return null;
  return (
    <a
      href={publication.publication_link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('app.opens_in_new_tab', { label: t('publications.actions.view_link_named', { title: publication.title }) })}
      className={`${actionClass(large)} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`}
    >
      {t('publications.actions.view_link')}
      <ArrowEndIcon className="size-4 -rotate-45 rtl:rotate-45" />
    </a>
  );
}

/** 'Download (size)', saving the document; nothing when there is none. */
export function DownloadAction({ publication, large = false }: { publication: Publication; large?: boolean }) {
  const { t } = useTranslation();
  if (!publication.has_document || !publication.document_url) return null;
  const size = publication.formatted_file_size;
  const label = size
    ? t('publications.actions.download_named_size', { title: publication.title, size })
    : t('publications.actions.download_named', { title: publication.title });
  const className = `${actionClass(large)} bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60`;
  const content = (
    <>
      <DocumentIcon className="size-4" />
      {t('publications.actions.download')}
      {/* A space in the text, not only the flex gap: the visible words must read "Download (1.2 MB)",
          as the accessible name begins, for assistive technology matching the two (WCAG 2.5.3). */}
      {size && ' '}
      {size && (
        <span dir="ltr" className="font-normal opacity-90">
          ({size})
        </span>
      )}
    </>
  );
  // Under review, the file is its owner's alone: a plain link would carry no token and be refused.
  return (
    <DownloadLink
      url={publication.document_url}
      filename={publication.document_name ?? 'document'}
      label={label}
      className={className}
      withSession={publication.status !== 'approved'}
    >
      {content}
    </DownloadLink>
  );
}

/** True when the document is a spreadsheet (CSV or XLSX), whose formulas and links run in the reader's program. */
export function isSpreadsheet(publication: Publication): boolean {
  return /\.(?:csv|xlsx)$/i.test(publication.document_name ?? '');
}

/**
 * The warning beside a member's spreadsheet: the hub checks a document's type and structure, but a
 * spreadsheet's formulas and links run when it is opened (issue 28). Reviewers read it too: their
 * screen shows the public page.
 */
export function MemberSpreadsheetNote({ publication, className = '' }: { publication: Publication; className?: string }) {
  const { t } = useTranslation();
  if (!publication.has_document || !isSpreadsheet(publication)) return null;
  return (
    <p role="note" className={`text-sm text-amber-900 ${className}`}>
      {t('publications.actions.member_spreadsheet')}
    </p>
  );
}
