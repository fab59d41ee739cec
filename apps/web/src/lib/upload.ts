// Multipart uploads with progress (spec part 1: the publication form's progress bar). fetch cannot
// report upload progress, so this sends the request with XMLHttpRequest, with the same headers as the
// API client (bearer token, Accept-Language and lang, XSRF) and the same answer normalisation: it
// resolves with the parsed answer or rejects with the same ApiError apiRequest would give.
//
// Timeout: a 10 MB document can take longer than the client's 10 s on a slow line, so the 10 s count
// here is time without progress: every progress event (and the end of the upload) restarts it.
import { REQUEST_TIMEOUT_MS } from '@wefe/contract';
import { API_BASE_URL, apiRequestHeaders, defaultApiError, parseAnswerText, settleAnswer, unexpectedError } from './api-client';

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send, when the browser knows it. */
  total: number | undefined;
  /** 0 to 100, or undefined when the total is unknown. */
  percent: number | undefined;
}

export interface UploadOptions {
  /** POST unless told otherwise (Laravel-style edits send POST with `_method=PUT` in the body). */
  method?: 'POST' | 'PUT' | 'PATCH';
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Milliseconds without progress before giving up; the client's request timeout by default. */
  idleTimeoutMs?: number;
}

/** Sends `body` (multipart) to the API path, reporting upload progress; resolves with the parsed answer. */
export function uploadRequest<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const { signal } = options;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const idleTimeout = options.idleTimeoutMs ?? REQUEST_TIMEOUT_MS;
    const restartTimer = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, idleTimeout);
    };
    const onAbortSignal = () => xhr.abort();
    const finish = () => {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbortSignal);
    };

    xhr.upload.addEventListener('progress', (event: ProgressEvent) => {
      restartTimer();
      const total = event.lengthComputable && event.total > 0 ? event.total : undefined;
      options.onProgress?.({ loaded: event.loaded, total, percent: total ? Math.min(100, Math.round((event.loaded / total) * 100)) : undefined });
    });
    // The bytes are all sent; the server may still take a moment (images are re-encoded).
    xhr.upload.addEventListener('load', restartTimer);
    xhr.addEventListener('progress', restartTimer);

    xhr.addEventListener('load', () => {
      finish();
      try {
        resolve(settleAnswer<T>(path, xhr.status, parseAnswerText(xhr.responseText), xhr.getResponseHeader('Retry-After')));
      } catch (error) {
        reject(error);
      }
    });
    // No answer at all: offline, refused, or dropped.
    xhr.addEventListener('error', () => {
      finish();
      reject(defaultApiError('network', 0));
    });
    xhr.addEventListener('abort', () => {
      finish();
      if (timedOut) reject(defaultApiError('network', 0));
      else reject(signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
    });

    try {
      xhr.open(options.method ?? 'POST', `${API_BASE_URL}${path}`);
      // The browser writes the multipart boundary into Content-Type itself.
      apiRequestHeaders().forEach((value, name) => xhr.setRequestHeader(name, value));
      signal?.addEventListener('abort', onAbortSignal, { once: true });
      restartTimer();
      xhr.send(body);
    } catch (error) {
      finish();
      reject(unexpectedError(error));
    }
  });
}
