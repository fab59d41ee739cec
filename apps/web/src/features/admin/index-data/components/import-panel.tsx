// The Import tab: choose a CSV or XLSX file, check it (upload progress, then the server's report),
// and, when every row is valid, import it (administrators) and see that the index was recomputed.
import { INDICATOR_IMPORT_MAX_BYTES, type IndicatorImportCommit, type IndicatorImportReport } from '@wefe/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { isAdminUser } from '@/components/staff/staff-access';
import { buttonStyles } from '@/components/ui/button-styles';
import { FileField } from '@/components/ui/file-field';
import { FormAlert, FormSuccess } from '@/components/ui/form';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { UploadProgress } from '@/lib/upload';
import { refusedReport, useCommitImport, usePreviewImport } from '../api/import-indicator-values';
import { ImportReport } from './import-report';
import { WorkStatus } from './work-status';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file's own problem before sending it: a type other than CSV or XLSX, or more than the size limit. */
function fileProblem(file: File): 'type' | 'size' | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'type';
  if (file.size > INDICATOR_IMPORT_MAX_BYTES) return 'size';
  return null;
}

/** The file's field message of a refused call ('The file is larger than 5 MB.'). */
const fileErrors = (error: unknown) => (isApiError(error) ? (error.errors?.file ?? error.errors?.csv) : undefined);

/** The import form with its report. */
export function ImportPanel() {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const isAdmin = isAdminUser(useSession()?.user);
  const [file, setFile] = useState<File | null>(null);
  const [clientError, setClientError] = useState<string | undefined>();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [report, setReport] = useState<IndicatorImportReport | null>(null);
  const [committed, setCommitted] = useState<IndicatorImportCommit | null>(null);
  const preview = usePreviewImport(setProgress);
  const commit = useCommitImport(setProgress);
  const busy = preview.isPending || commit.isPending;

  const choose = (next: File | null) => {
    setFile(next);
    setReport(null);
    setCommitted(null);
    setClientError(undefined);
    preview.reset();
    commit.reset();
  };

  const check = () => {
    if (!file) return setClientError(t('indexData.import.file_required'));
    const problem = fileProblem(file);
    if (problem) return setClientError(t(problem === 'type' ? 'indexData.import.file_type' : 'indexData.import.file_size', { maximum: INDICATOR_IMPORT_MAX_BYTES / (1024 * 1024) }));
    setClientError(undefined);
    setReport(null);
    setCommitted(null);
    commit.reset();
    setProgress(null);
    preview.mutate(file, { onSuccess: setReport });
  };

  const runImport = () => {
    if (!file) return;
    setProgress(null);
    commit.mutate(file, {
      onSuccess: (result) => {
        setCommitted(result);
        setReport(result);
      },
      onError: (error) => {
        const refused = refusedReport(error);
        if (refused) setReport(refused);
      },
    });
  };

  const failed = preview.error ?? commit.error;
  const fieldError = clientError ?? fileErrors(failed);
  // A refused commit shows its report; other failures (a lost connection, a refused file) say why here.
  const failure = failed && !fieldError && !refusedReport(failed) ? apiErrorMessage(failed, tApp) : undefined;
  const importable = report !== null && committed === null && report.errors.length === 0 && report.errors_omitted === 0 && report.valid > 0;

  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-700">{t('indexData.import.lead')}</p>
      <div className="max-w-2xl space-y-4">
        <FileField
          label={t('indexData.import.file')}
          name="file"
          accept={ACCEPT}
          file={file}
          onChange={choose}
          error={fieldError}
          hint={t('indexData.import.file_hint', { maximum: INDICATOR_IMPORT_MAX_BYTES / (1024 * 1024) })}
          required
          disabled={busy}
        />
        <button type="button" className={buttonStyles.secondary} onClick={check} disabled={busy}>
          {t('indexData.import.check')}
        </button>
        {preview.isPending && <WorkStatus progress={progress} processing={t('indexData.import.checking')} />}
        {commit.isPending && <WorkStatus progress={progress} processing={t('indexData.import.importing')} />}
        {failure && <FormAlert>{failure}</FormAlert>}
      </div>

      {committed && (
        <FormSuccess>
          <p className="font-semibold">{t('indexData.import.recomputed')}</p>
          <p className="mt-1">
            {t('indexData.import.recomputed_detail', { count: committed.valid, years: committed.recompute.years })}{' '}
            <Link to={paths.wefeIndex.getHref()} className="font-semibold underline">
              {t('indexData.import.see_ranking')}
            </Link>
          </p>
        </FormSuccess>
      )}

      {report && <ImportReport report={report} />}

      {report && !committed && !importable && !busy && <p className="font-semibold text-slate-800">{t('indexData.import.fix_first')}</p>}
      {importable &&
        (isAdmin ? (
          <button type="button" className={buttonStyles.primary} onClick={runImport} disabled={busy}>
            {t('indexData.import.commit', { count: report.valid })}
          </button>
        ) : (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">{t('indexData.import.reviewer_note')}</p>
        ))}
    </div>
  );
}
