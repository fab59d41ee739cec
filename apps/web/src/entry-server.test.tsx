// @vitest-environment node
// The server's render of pages (entry-server.tsx), run as the hub runs it: in Node, with no DOM, the
// API answering through the transport. What the browser then does with it is the journeys' part
// (e2e/server-rendering.spec.ts).
import type { Story } from '@wefe/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_WAITING_RENDERS, PREFETCH_DEADLINE_MS, renderPage } from './entry-server';
import type { ServerState } from './lib/server-state';
import { SECTORS, WATER_MAPS } from './features/maps/test/map-fixtures';
import { sampleNewsEvent, samplePublication, sampleStory } from './test/factories';

interface Call {
  url: string;
  method: string;
  language: string | null;
}

/** A transport that answers the story calls and logs every call; anything else is a 404. */
function storyApi(story: Story, { status = 200 }: { status?: number } = {}) {
  const calls: Call[] = [];
  const transport = async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({ url, method: init.method ?? 'GET', language: headers.get('lang') });
    if (url === `/api/stories/${story.id}` && status === 200) return Response.json({ success: true, message: 'OK', data: story });
    return Response.json({ success: false, message: 'No', data: null }, { status: url.startsWith('/api/stories/') ? status : 404 });
  };
  return { calls, transport };
}

/** A transport that answers the global map's calls: two sectors, Water's two maps, years 2021-2023, no points. */
async function mapApi(url: string): Promise<Response> {
  const answers: Record<string, unknown> = {
    '/api/sectors/type/interactive-maps': SECTORS,
    '/api/maps/sector/1': WATER_MAPS,
    '/api/maps/10/keys': [],
    '/api/interactive-maps/years?map_id=10': [2021, 2023, 2022],
  };
  const path = url.replace(/\?lang=\w+$/, '');
  if (path in answers) return Response.json({ success: true, message: 'OK', data: answers[path] });
  if (path.startsWith('/api/interactive-maps/map/10')) return Response.json({ success: true, message: 'OK', data: [] });
  return Response.json({ success: false, message: 'No', data: null }, { status: 404 });
}

const stateOf = (text: string) => JSON.parse(text) as ServerState;

afterEach(() => {
  vi.useRealTimers();
});

/** A transport answering one GET with `data`; anything else is a 404. */
function oneCallApi(path: string, data: unknown) {
  return async (url: string) =>
    url === path ? Response.json({ success: true, message: 'OK', data }) : Response.json({ success: false, message: 'No', data: null }, { status: 404 });
}

/** The JSON-LD blocks of rendered markup, parsed. */
function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);
}

describe('the structured data of a rendered page (issue 30)', () => {
  it('describes an approved publication for Google Scholar (its citation tags) and as a schema.org report, with its trail', async () => {
    const publication = samplePublication({ id: 12, title: 'Shared aquifers </script><b>', publication_type_id: 1, publication_author: 'Amal Haddad, Water Lab', publication_date: '2024-03-05', document_name: 'report.pdf', document_url: '/api/media/121', has_document: true, image_url: null });
    const page = await renderPage({ url: '/publications/12', language: 'fr', transport: oneCallApi('/api/publications/12', publication), origin: 'https://hub.example.org' });
    if (page.kind !== 'page') throw new Error('expected a rendered page');
    expect(page.head).toContain('<meta name="citation_title" content="Shared aquifers &lt;/script&gt;&lt;b&gt;"/>');
    expect([...page.head.matchAll(/<meta name="citation_author" content="([^"]*)"/g)].map(([, name]) => name)).toEqual(['Amal Haddad', 'Water Lab']);
    expect(page.head).toContain('<meta name="citation_publication_date" content="2024/03/05"/>');
    expect(page.head).toContain('<meta name="citation_pdf_url" content="https://hub.example.org/api/media/121"/>');
    // Without a picture of its own, the card the hub draws, in the page's language.
    expect(page.head).toContain('<meta property="og:image" content="https://hub.example.org/api/share-cards/publication/12.png?lang=fr"/>');
    const [data] = structuredData(page.html);
    expect(data?.['@context']).toBe('https://schema.org');
    const [report, trail] = data?.['@graph'] as Array<Record<string, unknown>>;
    expect(report).toMatchObject({ '@type': 'Report', name: 'Shared aquifers </script><b>', url: 'https://hub.example.org/publications/12', datePublished: '2024-03-05', inLanguage: publication.content_language });
    expect(report?.author).toEqual([{ '@type': 'Person', name: 'Amal Haddad' }, { '@type': 'Person', name: 'Water Lab' }]);
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1, name: 'Publications', item: 'https://hub.example.org/publications' }, { position: 2, item: 'https://hub.example.org/publications/12' }] });
  });

  it('describes an approved event as a schema.org Event with its dates and place', async () => {
    const event = sampleNewsEvent({ id: 31, type: 'event', title: 'Irrigation workshop', starting_date: '2031-05-04', end_date: '2031-05-05', location: 'Amman', is_online: false, status: 'approved' });
    const page = await renderPage({ url: '/news-events/31', language: 'en', transport: oneCallApi('/api/news-events/31', event), origin: 'https://hub.example.org' });
    if (page.kind !== 'page') throw new Error('expected a rendered page');
    const [data] = structuredData(page.html);
    const [main] = data?.['@graph'] as Array<Record<string, unknown>>;
    expect(main).toMatchObject({
      '@type': 'Event',
      name: 'Irrigation workshop',
      startDate: '2031-05-04',
      endDate: '2031-05-05',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Amman' },
      url: 'https://hub.example.org/news-events/31',
    });
  });
});

describe('the server render of a page', () => {
  it('writes a story with its text, its title in the head, and the answers it used in the state', async () => {
    const story = sampleStory({ id: 7, title: 'Solar pumps in the Jordan Valley', desc: 'Farmers replaced diesel pumps.' });
    const api = storyApi(story);
    const page = await renderPage({ url: '/wefe-stories/7', language: 'en', transport: api.transport, origin: 'https://hub.example.org/' });
    if (page.kind !== 'page') throw new Error('expected a rendered page');
    expect(page.status).toBe(200);
    // The head: the title first, then what search engines, feed readers and share cards read.
    expect(page.head.startsWith('<title>Solar pumps in the Jordan Valley | WEFE Nexus Hub</title>')).toBe(true);
    // Each <meta> and <link> of the head as its attributes (names lowercased, as HTML reads them).
    const tags = [...page.head.matchAll(/<(meta|link) ([^>]*?)\/?>/g)].map(([, tag, attributes]) => ({
      tag,
      ...Object.fromEntries([...attributes!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value])),
    })) as Array<Record<string, string>>;
    const find = (wanted: Record<string, string>) => tags.find((found) => Object.entries(wanted).every(([name, value]) => found[name] === value));
    expect(find({ name: 'description' })?.content).toBe('Farmers replaced diesel pumps.');
    expect(find({ rel: 'canonical' })?.href).toBe('https://hub.example.org/wefe-stories/7?lang=en');
    expect(tags.filter((found) => found.hreflang).map((link) => [link.hreflang, link.href])).toEqual([
      ['en', 'https://hub.example.org/wefe-stories/7?lang=en'],
      ['ar', 'https://hub.example.org/wefe-stories/7?lang=ar'],
      ['fr', 'https://hub.example.org/wefe-stories/7?lang=fr'],
      ['x-default', 'https://hub.example.org/wefe-stories/7'],
    ]);
    expect(find({ property: 'og:title' })?.content).toBe('Solar pumps in the Jordan Valley');
    expect(find({ property: 'og:type' })?.content).toBe('article');
    expect(find({ property: 'og:url' })?.content).toBe('https://hub.example.org/wefe-stories/7?lang=en');
    expect(find({ type: 'application/atom+xml', title: 'New stories' })?.href).toBe('https://hub.example.org/feeds/stories.atom?lang=en');
    // The story's own picture is its card's.
    expect(find({ property: 'og:image' })?.content).toBe('https://hub.example.org/api/media/711?w=800');
    expect(find({ name: 'twitter:card' })?.content).toBe('summary_large_image');
    expect(page.html).not.toMatch(/<meta |<link rel="canonical"/);
    expect(page.html).toContain('Solar pumps in the Jordan Valley');
    expect(page.html).toContain('Farmers replaced diesel pumps.');
    expect(page.html).not.toContain('<title>');
    expect(api.calls).toEqual([{ url: '/api/stories/7', method: 'GET', language: 'en' }]);
    const state = stateOf(page.state);
    expect(state.language).toBe('en');
    expect(state.queries.queries.map((query) => query.queryKey)).toEqual([['stories', 'en', 'detail', '7']]);
    // The layout, the pages' boundary and the story page: the browser loads their code by these ids.
    expect(state.routeIds).toEqual(['root', 'pages', expect.stringMatching(/^0-0-\d+$/)]);
  });

  it('renders in the language asked for, one render at a time when several arrive together', async () => {
    const story = sampleStory({ id: 7 });
    const arabic = storyApi(story);
    const french = storyApi(story);
    const [ar, fr] = await Promise.all([
      renderPage({ url: '/wefe-stories/7', language: 'ar', transport: arabic.transport }),
      renderPage({ url: '/wefe-stories/7', language: 'fr', transport: french.transport }),
    ]);
    if (ar.kind !== 'page' || fr.kind !== 'page') throw new Error('expected rendered pages');
    expect(ar.html).toContain('انتقل إلى المحتوى الرئيسي');
    expect(fr.html).toContain('Aller au contenu principal');
    expect(arabic.calls.map((call) => call.language)).toEqual(['ar']);
    expect(french.calls.map((call) => call.language)).toEqual(['fr']);
    expect(stateOf(ar.state).language).toBe('ar');
    expect(stateOf(fr.state).queries.queries[0]?.queryKey).toEqual(['stories', 'fr', 'detail', '7']);
  });

  it('keeps text a member wrote from ending the state block early', async () => {
    const title = '</script><script>alert(1)</script><!-- & \u2028';
    const page = await renderPage({ url: '/wefe-stories/7', language: 'en', transport: storyApi(sampleStory({ id: 7, title })).transport });
    if (page.kind !== 'page') throw new Error('expected a rendered page');
    expect(page.state).not.toMatch(/[<>&\u2028]/);
    const [query] = stateOf(page.state).queries.queries;
    expect((query?.state.data as Story).title).toBe(title);
    expect(page.html).not.toContain('<script>alert(1)</script>');
  });

  it('renders a page whose call failed without its answer, asking once, for the browser to ask again', async () => {
    const api = storyApi(sampleStory({ id: 7 }), { status: 503 });
    const page = await renderPage({ url: '/wefe-stories/7', language: 'en', transport: api.transport });
    if (page.kind !== 'page') throw new Error('expected a rendered page');
    expect(api.calls).toHaveLength(1);
    expect(stateOf(page.state).queries.queries).toEqual([]);
  });

  it('renders without an answer that is later than the deadline', async () => {
    vi.useFakeTimers();
    const transport = () => new Promise<Response>(() => undefined);
    const rendering = renderPage({ url: '/wefe-stories/7', language: 'en', transport });
    await vi.advanceTimersByTimeAsync(PREFETCH_DEADLINE_MS);
    const page = await rendering;
    if (page.kind !== 'page') throw new Error('expected a rendered page');
    expect(stateOf(page.state).queries.queries).toEqual([]);
  });

  it('sends pages beyond the renders already waiting to the browser at once, and renders again once they are done', async () => {
    vi.useFakeTimers();
    const hanging = () => new Promise<Response>(() => undefined);
    const queued = Array.from({ length: MAX_WAITING_RENDERS }, () => renderPage({ url: '/wefe-stories/7', language: 'en', transport: hanging }));
    expect(await renderPage({ url: '/wefe-stories/7', language: 'en', transport: hanging })).toEqual({ kind: 'app-only' });
    await vi.advanceTimersByTimeAsync(PREFETCH_DEADLINE_MS * MAX_WAITING_RENDERS);
    expect((await Promise.all(queued)).every((page) => page.kind === 'page')).toBe(true);
    const next = await renderPage({ url: '/wefe-stories/7', language: 'en', transport: storyApi(sampleStory({ id: 7 })).transport });
    expect(next.kind).toBe('page');
  });

  it("writes the office's days, hours and languages on the contact page, in Arabic too, and leaves 'open now' to the reader's clock", async () => {
    const transport = storyApi(sampleStory()).transport;
    const english = await renderPage({ url: '/about/contact-us', language: 'en', transport });
    const arabic = await renderPage({ url: '/about/contact-us', language: 'ar', transport });
    if (english.kind !== 'page' || arabic.kind !== 'page') throw new Error('expected rendered pages');
    expect(english.html).toContain('Sunday to Thursday');
    expect(english.html).toContain('English and Arabic');
    expect(english.html).not.toMatch(/Open now|Closed now|in Amman\./);
    expect(arabic.html).toContain('الأحد');
    expect(arabic.html).toContain('الإنجليزية والعربية');
  });

  it.each([
    ['a malformed escape in the path', '/wefe-stories/%E0%A4%A'],
    ['markup in the query', '/publications?search=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&page=-1'],
    ['a path of 3,000 characters', `/wefe-stories/${'9'.repeat(3000)}`],
    ['a NUL byte', '/publications?search=%00'],
  ])('renders %s without throwing, and writes no markup from the address', async (_case, url) => {
    const page = await renderPage({ url, language: 'en', transport: storyApi(sampleStory()).transport });
    if (page.kind === 'page') {
      expect(page.html).not.toContain('<script>alert(1)</script>');
      expect(page.state).not.toContain('</script>');
    }
  });

  it('answers 404 with the not-found page for an address no page has', async () => {
    const page = await renderPage({ url: '/no-such-page', language: 'en', transport: storyApi(sampleStory()).transport });
    if (page.kind !== 'page') throw new Error('expected a rendered page');
    expect(page.status).toBe(404);
    expect(page.head).toContain('Page Not Found');
  });

  it('hands over the address with the map it chose for the reader, so the browser need not navigate to it', async () => {
    const arrival = await renderPage({ url: '/interactive-maps/global-level?from=home', language: 'en', transport: mapApi });
    if (arrival.kind !== 'page') throw new Error('expected a rendered page');
    expect(arrival.html).toContain('Water Score');
    expect(stateOf(arrival.state).address).toBe('/interactive-maps/global-level?from=home&sector=1&map=10&year=2023');

    const chosen = await renderPage({ url: '/interactive-maps/global-level?sector=1&map=10&year=2023', language: 'en', transport: mapApi });
    if (chosen.kind !== 'page') throw new Error('expected a rendered page');
    expect(stateOf(chosen.state).address).toBeUndefined();
  });

  it('leaves a members-only page to the browser, which knows whether the reader is signed in', async () => {
    const page = await renderPage({ url: '/profile', language: 'en', transport: storyApi(sampleStory()).transport });
    expect(page).toEqual({ kind: 'app-only' });
  });
});
