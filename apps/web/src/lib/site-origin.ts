// The hub's public origin (https://hub.example.org), for the absolute addresses a page's head carries
// (canonical, language alternates, share cards): the browser's own, or on the server the one the hub
// renders for (PUBLIC_URL, given with each render: renders take turns, entry-server.tsx).
let renderOrigin = '';

/** Sets the origin the server's next render writes into absolute addresses. */
export function setRenderOrigin(origin: string): void {
  renderOrigin = origin.replace(/\/+$/, '');
}

/** The origin of the hub's addresses: the page's own in a browser, the render's on the server. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? renderOrigin : window.location.origin;
}
