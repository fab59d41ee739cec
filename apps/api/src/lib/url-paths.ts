// Where a request goes: the API under /api, or the web app beside it.

/** The path of a request URL, without its query. */
export function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

/** Whether a path belongs to the API rather than to the web app. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
