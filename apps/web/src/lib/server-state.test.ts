// The state the server's render hands to the browser: what the browser reads back, and what it refuses.
import { afterEach, describe, expect, it } from 'vitest';
import { adoptServerAddress, readServerState, serializeServerState, SERVER_STATE_ELEMENT_ID, type ServerState } from './server-state';

function placeState(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SERVER_STATE_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => {
  document.getElementById(SERVER_STATE_ELEMENT_ID)?.remove();
});

describe('server state', () => {
  const state: ServerState = {
    language: 'ar',
    queries: { mutations: [], queries: [] },
    loaderData: { '0-0-17': null },
  };

  it('reads back what the server wrote, markup in the texts included', () => {
    const withMarkup = { ...state, loaderData: { note: '</script><b>x</b> & more' } };
    placeState(serializeServerState(withMarkup));
    expect(readServerState()).toEqual(withMarkup);
  });

  it('reads back the address the page asked for, and drops one that is not text', () => {
    placeState(serializeServerState({ ...state, address: '/interactive-maps/global-level?sector=1&map=10&year=2023' }));
    expect(readServerState()?.address).toBe('/interactive-maps/global-level?sector=1&map=10&year=2023');
    document.getElementById(SERVER_STATE_ELEMENT_ID)?.remove();
    placeState(JSON.stringify({ ...state, address: { href: '/x' } }));
    expect(readServerState()).toEqual(state);
  });

  it('reads back the ids of the routes the server matched, and drops a list that is not of ids', () => {
    placeState(serializeServerState({ ...state, routeIds: ['root', 'pages', '0-0-17'] }));
    expect(readServerState()?.routeIds).toEqual(['root', 'pages', '0-0-17']);
    document.getElementById(SERVER_STATE_ELEMENT_ID)?.remove();
    placeState(JSON.stringify({ ...state, routeIds: ['root', 17] }));
    expect(readServerState()).toEqual(state);
  });

  it('is absent from a page the server did not render', () => {
    expect(readServerState()).toBeUndefined();
  });

  it.each([
    ['text that is not JSON', '{"language":'],
    ['an unknown language', JSON.stringify({ ...state, language: 'de' })],
    ['no answers', JSON.stringify({ language: 'en', loaderData: {} })],
    ['null', 'null'],
  ])('is refused when it holds %s, and the browser renders the page itself', (_name, text) => {
    placeState(text);
    expect(readServerState()).toBeUndefined();
  });
});

describe('adopting the server’s address', () => {
  /** A window at `href` whose history records what replaced its entry. */
  function windowAt(href: string) {
    const replaced: { state: unknown; url: string }[] = [];
    const entryState = { idx: 0, key: 'first' };
    const win = {
      location: new URL(href) as unknown as Location,
      history: {
        state: entryState,
        replaceState: (state: unknown, _unused: string, url: string) => replaced.push({ state, url }),
      } as unknown as History,
    };
    return { win, replaced, entryState };
  }

  it('shows the chosen query in place of the arrival’s, keeping the entry’s state and the hash', () => {
    const { win, replaced, entryState } = windowAt('https://hub.example/interactive-maps/global-level?utm=x#points');
    adoptServerAddress('/interactive-maps/global-level?utm=x&sector=1&map=10&year=2023', win);
    expect(replaced).toEqual([{ state: entryState, url: '/interactive-maps/global-level?utm=x&sector=1&map=10&year=2023#points' }]);
  });

  it.each([
    ['no address', undefined],
    ['the same query', '/interactive-maps/global-level?sector=1'],
    ['another page', '/publications?sector=1'],
    ['another site', 'https://elsewhere.example/interactive-maps/global-level?sector=2'],
    ['a protocol-relative address', '//elsewhere.example/interactive-maps/global-level?sector=2'],
  ])('leaves the address alone given %s', (_name, address) => {
    const { win, replaced } = windowAt('https://hub.example/interactive-maps/global-level?sector=1');
    adoptServerAddress(address, win);
    expect(replaced).toEqual([]);
  });
});
