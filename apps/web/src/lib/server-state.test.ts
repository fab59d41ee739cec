// The state the server's render hands to the browser: what the browser reads back, and what it refuses.
import { afterEach, describe, expect, it } from 'vitest';
import { readServerState, serializeServerState, SERVER_STATE_ELEMENT_ID, type ServerState } from './server-state';

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
