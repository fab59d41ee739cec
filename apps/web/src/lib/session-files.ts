// Files only their owner (and staff) may fetch: the document and cover of a submission under review.
// A plain link or <img> sends no bearer token, so these are fetched with the API client's headers and
// handed to the browser as blob: URLs (allowed by the content security policy for images).
import { apiRequestHeaders, defaultApiError, parseAnswerText, settleAnswer } from './api-client';

/** Fetches a file of the API with the session's headers; rejects with an ApiError when refused. */
export async function fetchWithSession(url: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { headers: apiRequestHeaders(), signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw defaultApiError('network', 0);
  }
  if (!response.ok) {
    // The failure is the API's usual JSON answer: normalise it like any other call.
    settleAnswer(url, response.status, parseAnswerText(await response.text()), response.headers.get('Retry-After'));
  }
  return response.blob();
}

/** Saves a blob under `filename` through a temporary download link. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
