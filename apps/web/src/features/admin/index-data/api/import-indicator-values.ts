// POST /admin/indicator-imports/preview and /commit: a CSV or XLSX file of indicator values sent with
// upload progress. The preview (staff) changes nothing; the commit (administrators) writes every row
// and recomputes the index, or answers 422 with the report and writes nothing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IndicatorImportCommit, IndicatorImportReport } from '@wefe/contract';
import { isApiError, type ApiAnswer } from '@/lib/api-client';
import { uploadRequest, type UploadProgress } from '@/lib/upload';
import { RECOMPUTE_TIMEOUT_MS } from './recompute-timeout';

export const IMPORT_PREVIEW_PATH = '/admin/indicator-imports/preview';
export const IMPORT_COMMIT_PATH = '/admin/indicator-imports/commit';

const asForm = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** Uploads the file for checking; resolves with the report. */
export async function previewImport(file: File, onProgress?: (progress: UploadProgress) => void): Promise<IndicatorImportReport> {
  return (await uploadRequest<ApiAnswer<IndicatorImportReport>>(IMPORT_PREVIEW_PATH, asForm(file), { onProgress, idleTimeoutMs: RECOMPUTE_TIMEOUT_MS })).data;
}

/** Uploads the file to import; resolves with the report and what the recomputation wrote. */
export async function commitImport(file: File, onProgress?: (progress: UploadProgress) => void): Promise<IndicatorImportCommit> {
  return (await uploadRequest<ApiAnswer<IndicatorImportCommit>>(IMPORT_COMMIT_PATH, asForm(file), { onProgress, idleTimeoutMs: RECOMPUTE_TIMEOUT_MS })).data;
}

/** The report of a refused commit (422 with the rows read), or null for any other failure. */
export function refusedReport(error: unknown): IndicatorImportReport | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const data = (error.body as { data?: unknown } | undefined)?.data;
  return data && typeof data === 'object' && 'errors' in data ? (data as IndicatorImportReport) : null;
}

/** Checks a file, reporting upload progress. */
export function usePreviewImport(onProgress: (progress: UploadProgress) => void) {
  return useMutation({ mutationFn: (file: File) => previewImport(file, onProgress) });
}

/** Imports a file, reporting upload progress; every index and map answer is stale afterwards. */
export function useCommitImport(onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => commitImport(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
