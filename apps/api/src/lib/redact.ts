// Keeps secrets out of logs: query values whose names suggest a credential are masked.
const SECRET_PARAM = /token|code|otp|password|secret|key|signature/i;

/** The URL with the values of credential-like query parameters replaced by [redacted]. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAM.test(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}
