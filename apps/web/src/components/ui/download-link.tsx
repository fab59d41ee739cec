// A link that downloads a file of the API. A public file is a plain download link; a private one (a
// submission under review, seen by its owner) is fetched with the session's token, since a plain link
// would carry none and be refused, and saved from a blob.
import { useState, type ReactNode } from 'react';
import { apiErrorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { fetchWithSession, saveBlob } from '@/lib/session-files';

export interface DownloadLinkProps {
  url: string;
  filename: string;
  /** The accessible name, e.g. 'Download (1.2 MB): report.pdf': it starts with the visible text (WCAG 2.5.3, label in name). */
  label: string;
  className: string;
  /** Fetch the file with the session (it is not public yet). */
  withSession?: boolean;
  children: ReactNode;
}

/** A download link, or a button that downloads with the session. */
export function DownloadLink({ url, filename, label, className, withSession = false, children }: DownloadLinkProps) {
  if (!withSession) {
    return (
      <a href={url} download={filename} aria-label={label} className={className}>
        {children}
      </a>
    );
  }
  return (
    <SessionDownload url={url} filename={filename} label={label} className={className}>
      {children}
    </SessionDownload>
  );
}

function SessionDownload({ url, filename, label, className, children }: Omit<DownloadLinkProps, 'withSession'>) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [message, setMessage] = useState('');
  const download = async () => {
    setState('busy');
    try {
      saveBlob(await fetchWithSession(url), filename);
      setState('idle');
    } catch (error) {
      setState('failed');
      setMessage(apiErrorMessage(error, t));
    }
  };
  return (
    <span className="inline-flex flex-col gap-1">
      <button type="button" onClick={() => void download()} disabled={state === 'busy'} aria-label={label} className={className}>
        {children}
      </button>
      {state === 'failed' && (
        <span role="alert" className="text-sm text-red-700">
          {message}
        </span>
      )}
    </span>
  );
}
