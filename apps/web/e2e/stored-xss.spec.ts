// Stored XSS (issue 11): the payloads of support/xss-payloads.ts (OWASP's filter-evasion cheat sheet,
// DOMPurify's tests) go in through every text field a member or staff member fills that the hub shows:
// stories, publications, news and events, a member's and an entity's profile, contact messages, and
// the managed page's rich text, the one HTML field. Then Chromium opens every page that shows them,
// the public's (written by the server, taken over by the app, and read without JavaScript), the
// member's and the staff console's, and finds each payload shown as text, none run (the trap) and no
// markup that could run (the DOM audit).
//
// The Content-Security-Policy (script-src 'self') is bypassed in these browsers: a payload that reached
// the markup runs and is caught, instead of being blocked by the header alone, so the journey proves
// the markup clean and a CSP regression could not hide a sanitising defect (the header has its own test).
import { expect, test, type APIRequestContext, type APIResponse, type Browser, type Locator, type Page } from '@playwright/test';
import { personName, POST_TYPE_IDS, publicationCreateSchema } from '@wefe/contract';
import { failOnConsoleErrors } from './support/console';
import { adminToken, createMemberThroughApi, newPerson, PASSWORD, signIn, signInAdmin, tinyPdf, tinyPng, uniqueEmail, type Person } from './support/members';
import { verificationCodeFor } from './support/outbox';
import { expectCleanDom, expectNoXss, expectShownAsText, installXssTrap, MARKUP_URLS, PayloadDealer, SCRIPT_URLS, XSS_PAYLOADS, type XssTrap } from './support/xss-payloads';

const consoleCheck = failOnConsoleErrors(test);
test.use({ bypassCSP: true });
// Its own client address (a documentation range; the journeys server trusts the proxy header): the
// other journeys' registrations from 127.0.0.1 have used most of that address's hourly allowance.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.23' } });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The payload whose text contains `part` (so the journey names payloads by what they are, not by number). */
const payloadWith = (part: string) => XSS_PAYLOADS.find((payload) => payload.includes(part))!;

async function ok<T>(answer: APIResponse, status = 200): Promise<T> {
  expect(answer.status(), `${answer.url()}: ${await answer.text()}`).toBe(status);
  return ((await answer.json()) as { data: T }).data;
}

/** The API refused `field` with 422: the value never reached the database. */
async function expectRefused(answer: APIResponse, field: string) {
  expect(answer.status(), `${field}: ${await answer.text()}`).toBe(422);
  expect(Object.keys(((await answer.json()) as { errors: Record<string, unknown> }).errors)).toContain(field);
}

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  return (await ok<{ token: string }>(await request.post('/api/login', { data: { email, password: PASSWORD } }))).token;
}

type Row = Record<string, string>;
type FormValue = string | number | File | readonly string[] | readonly File[] | readonly Row[] | undefined;

/** Fields as a multipart form: lists as `name[]`, rows as `name[i][field]`, like the hub's own forms. */
function formOf(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (!Array.isArray(value)) form.append(name, value instanceof File ? value : String(value));
    else
      (value as readonly (string | File | Row)[]).forEach((entry, index) => {
        if (typeof entry === 'string' || entry instanceof File) form.append(`${name}[]`, entry);
        else for (const [key, text] of Object.entries(entry)) form.append(`${name}[${index}][${key}]`, text);
      });
  }
  return form;
}

const pdfNamed = (name: string) => new File([new Uint8Array(tinyPdf())], name, { type: 'application/pdf' });
const pngNamed = (name: string) => new File([new Uint8Array(tinyPng(480, 320))], name, { type: 'image/png' });

/** An item the journey made, with the texts its page must show. */
interface Item {
  id: number;
  title: string;
  shown: string[];
  /** What its page shows in Arabic (stories: the Arabic title and description). */
  shownInArabic?: string[];
}

interface Hub {
  run: string;
  member: Person;
  memberToken: string;
  /** The member's profile texts the profile page shows. */
  profileShown: string[];
  entity: { id: number; email: string; name: string; shown: string[] };
  stories: Item[];
  pendingStory: Item;
  publications: Item[];
  pendingPublication: Item;
  /** Approved: three news items (the home page's latest) and an event. */
  news: Item[];
  pendingNews: Item;
}

interface Lookups {
  jordan: number;
  organizationType: number;
  postType: number;
  publicationType: number;
}

async function lookupsOf(request: APIRequestContext): Promise<Lookups> {
  const countries = await ok<{ id: number; code: string }[]>(await request.get('/api/countries?per_page=1000'));
  const first = async (path: string) => (await ok<{ id: number }[]>(await request.get(path)))[0]!.id;
  return {
    jordan: countries.find((country) => country.code === 'JO')!.id,
    organizationType: await first('/api/register/organization-types'),
    postType: await first('/api/post-types'),
    publicationType: await first('/api/publication-types'),
  };
}

/** Names refuse markup; the member's other profile texts take the payloads. */
async function fillProfile(request: APIRequestContext, token: string): Promise<string[]> {
  for (const payload of XSS_PAYLOADS) {
    expect(personName.safeParse(payload).success, payload).toBe(false);
    await expectRefused(await request.put('/api/profile', { headers: bearer(token), data: { first_name: payload } }), 'first_name');
  }
  const dealer = new PayloadDealer();
  const texts = {
    display_name: dealer.text(100),
    organization: dealer.text(255),
    organization_short_name: dealer.text(50),
    position: dealer.text(255),
    field_of_study: dealer.text(255),
  };
  await ok(await request.put('/api/profile', { headers: bearer(token), data: texts }));
  return [texts.organization, texts.position];
}

/** An entity (its name shows in the header and the console) registered through the API; left pending. */
async function registerEntity(request: APIRequestContext, lookups: Lookups) {
  const email = uniqueEmail('xss-entity');
  // A name that breaks out of an attribute, one of a template and one of markup.
  const name = [payloadWith('"><img src=x onerror'), payloadWith('{{constructor'), payloadWith('<svg onload=')].join(' ');
  const dealer = new PayloadDealer();
  const texts = { entity_short_name: dealer.text(50), field_of_expertise: dealer.text(255), address: dealer.text(255), location: dealer.text(255) };
  const started = await ok<{ user_id: number; registration_token: string }>(
    await request.post('/api/register/entity/step1', {
      multipart: formOf({
        entity_name: name,
        ...texts,
        entity_type: 'ngo',
        country_id: lookups.jordan,
        website: MARKUP_URLS[0],
        email,
        years_of_operation: 5,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        verification_document: pdfNamed('proof.pdf'),
      }),
    }),
    201,
  );
  const headers = { 'X-Registration-Token': started.registration_token };
  const otp = await verificationCodeFor(email);
  await ok(await request.post('/api/register/step2-verify-account', { headers, data: { user_id: started.user_id, otp } }));
  await ok(await request.post('/api/register/entity/step3', { headers, data: { user_id: started.user_id, number_of_employees: 3, main_programs: 1, main_projects: 1 } }));
  return { id: started.user_id, email, name, shown: [name, texts.field_of_expertise, texts.address, texts.location] };
}

/** Stories: four approved and one left for review; the first with an image and a document named by payloads. */
async function shareStories(request: APIRequestContext, hub: { run: string; token: string; email: string; staff: string; lookups: Lookups }) {
  const dealer = new PayloadDealer();
  for (const address of SCRIPT_URLS) {
    const refused = await request.post('/api/stories', {
      headers: bearer(hub.token),
      multipart: formOf({ title: `${hub.run} refused`, story_link: address }),
    });
    await expectRefused(refused, 'story_link');
  }
  const items: Item[] = [];
  // News items carry fewer fields than events: more events are made until every payload is placed.
  for (let k = 0; k < 5 || dealer.missing().length > 0; k += 1) {
    const paragraphs = (max: number) => dealer.text(max, { separator: '\n' });
    const fields = {
      title: dealer.text(255, { prefix: `${hub.run} story ${k}` }),
      title_ar: dealer.text(255),
      location: dealer.text(255),
      implementing_leader: dealer.text(255),
      contact_name: dealer.text(255),
      contact_position: dealer.text(255),
      excerpt: dealer.text(500),
      excerpt_ar: dealer.text(500),
      // Every payload, in the field the detail page shows first.
      desc: `${hub.run}\n${XSS_PAYLOADS.join('\n')}`,
      content_ar: paragraphs(1500),
      background: paragraphs(1500),
      main_components: paragraphs(1500),
      achievements: paragraphs(1500),
      additional_info: paragraphs(1500),
      sustainability_status_desc: paragraphs(1500),
      donor: dealer.list(8, 255),
      partners: [0, 1, 2, 3].map(() => ({ sector: dealer.text(255), organization: dealer.text(255) })),
      story_link: MARKUP_URLS[k % MARKUP_URLS.length]!,
    };
    const files =
      k === 0
        ? { visuals: [pngNamed('visual.png')], visual_alt_text: dealer.list(1, 255), documents: [pdfNamed(`${payloadWith('<img src=x onerror=__xss')}.pdf`)] }
        : {};
    const created = await ok<{ id: number; documents: { document_name: string }[] }>(
      await request.post('/api/stories', {
        headers: bearer(hub.token),
        multipart: formOf({ ...fields, ...files, country_id: hub.lookups.jordan, contact_email: hub.email, sustainability_status_id: 1 }),
      }),
      201,
    );
    const { title_ar: _ar, content_ar: _contentAr, excerpt: _excerpt, excerpt_ar: _excerptAr, donor, partners, ...shownFields } = fields;
    items.push({
      id: created.id,
      title: fields.title,
      shown: [...Object.values(shownFields), ...donor, ...partners.flatMap((row) => Object.values(row)), ...created.documents.map((document) => document.document_name)],
      shownInArabic: [fields.title_ar, fields.content_ar],
    });
  }
  expect(dealer.missing()).toEqual([]);
  const pending = items.pop()!;
  for (const item of items) await ok(await request.post(`/api/admin/stories/${item.id}/approve`, { headers: bearer(hub.staff) }));
  return { stories: items, pendingStory: pending };
}

/**
 * Publications: titles take the payloads their pattern allows (markup is refused), the other fields
 * any; as many as it takes for the fields between them to carry every payload, the last left pending.
 */
async function sharePublications(request: APIRequestContext, hub: { run: string; token: string; staff: string; lookups: Lookups }) {
  const titleField = publicationCreateSchema.shape.title;
  const refusedTitle = await request.post('/api/publications', {
    headers: bearer(hub.token),
    multipart: formOf({ title: payloadWith('<script>__xss'), publication_type_id: hub.lookups.publicationType, publication_author: 'x', publication_date: '2026-01-15' }),
  });
  await expectRefused(refusedTitle, 'title');
  for (const address of SCRIPT_URLS) {
    const refused = await request.post('/api/publications', {
      headers: bearer(hub.token),
      multipart: formOf({ title: `${hub.run} refused`, publication_type_id: hub.lookups.publicationType, publication_author: 'x', publication_date: '2026-01-15', publication_link: address }),
    });
    await expectRefused(refused, 'publication_link');
  }
  const dealer = new PayloadDealer();
  const items: Item[] = [];
  for (let k = 0; k < 3 || dealer.missing().length > 0; k += 1) {
    const keywords = dealer.list(6, 80, (payload) => !/[,،]/.test(payload));
    const fields = {
      title: dealer.text(255, { prefix: `${hub.run} publication ${k}`, accepts: (payload) => titleField.safeParse(payload).success }),
      publication_author: dealer.text(500),
      publication_sector: dealer.text(100),
      summary: dealer.text(500),
      keywords: keywords.join(', '),
      publication_link: MARKUP_URLS[k % MARKUP_URLS.length],
    };
    const created = await ok<{ id: number }>(
      await request.post('/api/publications', {
        headers: bearer(hub.token),
        multipart: formOf({
          ...fields,
          publication_type_id: hub.lookups.publicationType,
          publication_date: '2026-01-15',
          region: 'MENA',
          // Its name is the download's file name, an attribute of the link.
          publication_document: k === 0 ? pdfNamed(`${payloadWith("'><svg onload")}.pdf`) : undefined,
        }),
      }),
      201,
    );
    const { keywords: _keywords, publication_link: _link, ...shownFields } = fields;
    items.push({ id: created.id, title: fields.title, shown: [...Object.values(shownFields), ...keywords] });
  }
  const pending = items.pop()!;
  for (const item of items) await ok(await request.post(`/api/admin/publications/${item.id}/approve`, { headers: bearer(hub.staff) }));
  return { publications: items, pendingPublication: pending };
}

/** News and events: three news items and an event approved, one event left for review. */
async function shareNews(request: APIRequestContext, hub: { run: string; token: string; staff: string; lookups: Lookups }) {
  const today = new Date().toISOString().slice(0, 10);
  // The post type decides the kind: News (1) asks for no event field, Event (2) for a leader and a start.
  const required = { organization_type_id: hub.lookups.organizationType, country_id: hub.lookups.jordan };
  const asNews = { ...required, post_type_id: POST_TYPE_IDS.news };
  const asEvent = { ...required, post_type_id: POST_TYPE_IDS.event, starting_date: today };
  for (const address of SCRIPT_URLS) {
    const refused = await request.post('/api/news-events', {
      headers: bearer(hub.token),
      multipart: formOf({ ...asEvent, title: `${hub.run} refused`, location: 'x', implementing_leader: 'x', post_link: address, website_url: address, registration_url: address }),
    });
    for (const field of ['post_link', 'website_url', 'registration_url']) await expectRefused(refused, field);
  }
  const dealer = new PayloadDealer();
  const items: Item[] = [];
  // News items carry fewer fields than events: more events are made until every payload is placed.
  for (let k = 0; k < 5 || dealer.missing().length > 0; k += 1) {
    const paragraphs = (max: number) => dealer.text(max, { separator: '\n' });
    const agenda = dealer.list(4, 500);
    const speakers = [0, 1].map(() => ({ name: dealer.text(255), title: dealer.text(255), organization: dealer.text(255), bio: paragraphs(1000) }));
    const partners = [0, 1].map(() => ({ organization: dealer.text(255), contact_person: dealer.text(255) }));
    const event = k >= 3;
    const eventFields = event ? { implementing_leader: dealer.text(255), duration: dealer.text(100), organizer: dealer.text(255) } : {};
    const fields = {
      title: dealer.text(255, { prefix: `${hub.run} ${event ? 'event' : 'news'} ${k}` }),
      location: dealer.text(255),
      ...eventFields,
      contact_name: dealer.text(255),
      contact_position: dealer.text(255),
      desc: `${hub.run}\n${XSS_PAYLOADS.join('\n')}`,
      background: paragraphs(1500),
      impact: paragraphs(1500),
      key_learnings: paragraphs(1500),
      quantitative_metrics: paragraphs(1500),
      quantitative_metrics_desc: paragraphs(1500),
      additional_info: paragraphs(1500),
    };
    const created = await ok<{ id: number }>(
      await request.post('/api/news-events', {
        headers: bearer(hub.token),
        multipart: formOf({
          ...fields,
          ...(event ? { ...asEvent, agenda_outlines: agenda, speakers, registration_url: MARKUP_URLS[2] } : asNews),
          partners,
          post_link: MARKUP_URLS[0],
          website_url: MARKUP_URLS[1],
          contact_email: 'events@example.org',
          contact_phone: '+962 6 535 5000',
          ...(k === 0 ? { images: [pngNamed('forum.png')], image_alt_text: dealer.list(1, 255) } : {}),
        }),
      }),
      201,
    );
    items.push({
      id: created.id,
      title: fields.title,
      shown: [...Object.values(fields), ...(event ? [...agenda, ...speakers.flatMap((speaker) => Object.values(speaker))] : []), ...partners.flatMap((partner) => Object.values(partner))],
    });
  }
  expect(dealer.missing()).toEqual([]);
  const pending = items.pop()!;
  // Approved in the order made: the third news item is the newest.
  for (const item of items) await ok(await request.post(`/api/admin/news-events/${item.id}/approve`, { headers: bearer(hub.staff) }));
  return { news: items, pendingNews: pending };
}

/**
 * Contact messages: three carry every payload. The hub takes five an hour from one address, so they are
 * sent by the one test that reads them, not with the rest (remade when a failure restarts the worker).
 */
async function sendMessages(request: APIRequestContext, run: string) {
  const dealer = new PayloadDealer();
  const messages: { summary: string; shown: string[] }[] = [];
  for (let k = 0; k < 3; k += 1) {
    const summary = `${run} message ${k}`;
    const fields = { name: dealer.text(100), phone: dealer.text(30), location: dealer.text(100), body: dealer.text(2000, { prefix: `${summary}\n`, separator: '\n' }) };
    await ok(await request.post('/api/contact-messages', { data: { ...fields, email: uniqueEmail('xss-contact') } }));
    messages.push({ summary, shown: Object.values(fields) });
  }
  expect(dealer.missing()).toEqual([]);
  return messages;
}

async function makeHub(request: APIRequestContext): Promise<Hub> {
  const run = `xss${Date.now().toString(36)}`;
  const member = newPerson('xss-member');
  await createMemberThroughApi(request, member);
  const token = await tokenOf(request, member.email);
  const staff = await adminToken(request);
  const lookups = await lookupsOf(request);
  const shared = { run, token, staff, lookups, email: member.email };
  return {
    run,
    member,
    memberToken: token,
    profileShown: await fillProfile(request, token),
    entity: await registerEntity(request, lookups),
    ...(await shareStories(request, shared)),
    ...(await sharePublications(request, shared)),
    ...(await shareNews(request, shared)),
  };
}

// Made once per worker, by the first test that needs it (a worker that restarts after a failure makes its own).
let hubPromise: Promise<Hub> | undefined;
const theHub = (request: APIRequestContext) => (hubPromise ??= makeHub(request));

/** True once React has taken the page's content over (hydrated it, or rendered it). */
const appHolds = (page: Page) => page.locator('main').evaluate((main) => Object.keys(main).some((key) => key.startsWith('__reactFiber')));

/**
 * Opens `path` (or stays, when null), waits until the app holds the page and `texts` are shown in
 * `area` (the page's main content unless told), and checks that nothing ran and nothing could.
 */
async function expectSafe(page: Page, trap: XssTrap, path: string | null, texts: readonly string[], area?: Locator) {
  if (path !== null) await page.goto(path);
  const where = area ?? page.locator('main');
  await expect.poll(() => appHolds(page)).toBe(true);
  // Checked as soon as the page settles (a payload that ran is reported before any missing text),
  // and again once every text is there.
  await expectNoXss(page, trap);
  if (texts[0] !== undefined) await expect(where).toContainText(normalise(texts[0]));
  await expectShownAsText(where, texts);
  await expectNoXss(page, trap);
}

/** A new signed-out browser page with the trap installed and its console watched. */
async function visitorPage(browser: Browser, options: { javaScriptEnabled?: boolean; language?: string } = {}) {
  const context = await browser.newContext({ bypassCSP: true, javaScriptEnabled: options.javaScriptEnabled ?? true });
  const page = await context.newPage();
  consoleCheck.watch(page);
  const trap = options.javaScriptEnabled === false ? undefined : await installXssTrap(page);
  if (options.language) {
    const language = options.language;
    await context.addCookies([{ name: 'language', value: language, url: test.info().project.use.baseURL! }]);
    await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
  }
  return { context, page, trap };
}

test.describe('stored XSS: no payload runs', () => {
  test('the public lists, detail pages, search and home page show every payload as text and run none', async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const hub = await theHub(request);
    const trap = await installXssTrap(page);
    // A search for the run's mark lists exactly the journey's approved items, as cards.
    await expectSafe(page, trap, `/wefe-stories?search=${hub.run}`, hub.stories.map((item) => item.title));
    await expect(page.getByRole('article')).toHaveCount(hub.stories.length);
    for (const story of hub.stories) await expectSafe(page, trap, `/wefe-stories/${story.id}`, story.shown);

    await expectSafe(page, trap, `/publications?search=${hub.run}`, hub.publications.map((item) => item.title));
    await expect(page.getByRole('article')).toHaveCount(hub.publications.length);
    for (const publication of hub.publications) await expectSafe(page, trap, `/publications/${publication.id}`, publication.shown);

    await expectSafe(page, trap, `/news-events?search=${hub.run}`, hub.news.map((item) => item.title));
    await expect(page.getByRole('article')).toHaveCount(hub.news.length);
    for (const item of hub.news) await expectSafe(page, trap, `/news-events/${item.id}`, item.shown);

    // The home page's latest news: the journey's three news items, the newest made.
    const latest = hub.news.slice(0, 3).reverse();
    await expectSafe(page, trap, '/', latest.map((item) => item.title), page.getByRole('region', { name: 'Latest news' }));

    // The Arabic page of a story shows its Arabic texts, which take payloads too.
    const arabic = await visitorPage(browser, { language: 'ar' });
    await expectSafe(arabic.page, arabic.trap!, `/wefe-stories/${hub.stories[0]!.id}`, hub.stories[0]!.shownInArabic!);
    await expect(arabic.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await arabic.context.close();
  });

  test('pages written by the server, read without JavaScript, carry the payloads as text only', async ({ browser, request }) => {
    test.setTimeout(90_000);
    const hub = await theHub(request);
    const { context, page } = await visitorPage(browser, { javaScriptEnabled: false });
    // The pages the server writes with their content (a searched list it leaves to the browser).
    const pages: Array<[string, readonly string[]]> = [
      [`/wefe-stories/${hub.stories[0]!.id}`, hub.stories[0]!.shown],
      [`/publications/${hub.publications[0]!.id}`, hub.publications[0]!.shown],
      [`/news-events/${hub.news[3]!.id}`, hub.news[3]!.shown],
      ['/', hub.news.slice(0, 3).map((item) => item.title)],
    ];
    const markup = XSS_PAYLOADS.filter((payload) => /[<>]/.test(payload));
    for (const [path, texts] of pages) {
      // The server's bytes: no payload's markup as written (text is escaped, the state block's JSON too).
      const html = await (await request.get(path)).text();
      expect(markup.filter((payload) => html.includes(payload)), `payloads in the markup of ${path}`).toEqual([]);
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(200);
      const main = page.locator('main');
      await expectShownAsText(main, texts);
      await expectCleanDom(page);
      // Nothing but the server's markup: the app never ran.
      expect(await appHolds(page)).toBe(false);
    }
    // The document's title holds the story's title as text.
    await page.goto(`/wefe-stories/${hub.stories[0]!.id}`);
    expect(await page.title()).toContain(normalise(hub.stories[0]!.title));
    await context.close();
  });

  test('a member’s and an entity’s own pages: the header’s name, the profile and the edit forms run no payload', async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const hub = await theHub(request);
    const trap = await installXssTrap(page);
    await signIn(page, hub.member.email);
    await expectSafe(page, trap, '/profile', hub.profileShown);
    const tabs: Array<[string, Item[]]> = [
      ['stories', [...hub.stories, hub.pendingStory]],
      ['publications', [...hub.publications, hub.pendingPublication]],
      ['news-events', [...hub.news, hub.pendingNews]],
    ];
    for (const [tab, items] of tabs) await expectSafe(page, trap, `/profile?tab=${tab}`, items.map((item) => item.title), page.getByRole('tabpanel'));
    // The edit forms hold the texts as field values (a `</textarea>` in one stays inside it).
    await page.goto(`/wefe-stories/edit/${hub.pendingStory.id}`);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(hub.pendingStory.title);
    await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue(`${hub.run}\n${XSS_PAYLOADS.join('\n')}`);
    await expectNoXss(page, trap);
    await page.goto(`/publications/edit/${hub.pendingPublication.id}`);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(hub.pendingPublication.title);
    await expectNoXss(page, trap);

    // The entity's name is the header's account button and heads its profile.
    const entity = await visitorPage(browser);
    await entity.page.goto('/login');
    await entity.page.getByRole('textbox', { name: 'Email Address' }).fill(hub.entity.email);
    await entity.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await entity.page.getByRole('button', { name: 'Sign In' }).click();
    const account = entity.page.getByRole('button', { name: `Account: ${normalise(hub.entity.name)}`, exact: true });
    await expect(account).toBeVisible();
    await expect(entity.page).toHaveURL(/\/$/);
    await account.click();
    await expect(entity.page.getByRole('menu')).toBeVisible();
    await expectNoXss(entity.page, entity.trap);
    await expectSafe(entity.page, entity.trap!, '/profile', hub.entity.shown);
    await entity.context.close();
  });

  test('the staff console: review queue, review pages, content lists, people and inbox run no payload', async ({ page, request }) => {
    test.setTimeout(150_000);
    const hub = await theHub(request);
    const messages = await sendMessages(request, hub.run);
    const trap = await installXssTrap(page);
    await signInAdmin(page);

    const pending = [hub.pendingStory, hub.pendingPublication, hub.pendingNews].map((item) => item.title);
    await expectSafe(page, trap, '/admin/review', [...pending, hub.entity.name]);
    await expectSafe(page, trap, `/admin/review/stories/${hub.pendingStory.id}`, hub.pendingStory.shown);
    await expectSafe(page, trap, `/admin/review/publications/${hub.pendingPublication.id}`, hub.pendingPublication.shown);
    await expectSafe(page, trap, `/admin/review/news-events/${hub.pendingNews.id}`, hub.pendingNews.shown);
    await expectSafe(page, trap, `/admin/review/entities/${hub.entity.id}`, hub.entity.shown);

    await expectSafe(page, trap, `/admin/content?type=stories&q=${hub.run}`, [...hub.stories, hub.pendingStory].map((item) => item.title));
    await expectSafe(page, trap, `/admin/content?q=${hub.run}`, [...hub.publications, hub.pendingPublication].map((item) => item.title));
    await expectSafe(page, trap, `/admin/content?type=news-events&q=${hub.run}`, [...hub.news, hub.pendingNews].map((item) => item.title));
    // Staff correct a story's texts in the console's form.
    await expectSafe(page, trap, `/admin/content/stories/${hub.stories[1]!.id}/edit`, []);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(hub.stories[1]!.title);
    await expectNoXss(page, trap);

    await expectSafe(page, trap, `/admin/people?q=${encodeURIComponent(hub.entity.email)}`, [hub.entity.name]);
    await expectSafe(page, trap, `/admin/people?q=${encodeURIComponent(hub.member.email)}`, ['Layla Haddad']);

    // The inbox: each message opens to the sender's details and the whole text.
    await page.goto('/admin/messages');
    for (const message of messages) {
      const item = page.getByRole('listitem').filter({ hasText: message.summary });
      await item.locator('button[aria-expanded="false"]').first().click();
      await expectSafe(page, trap, null, message.shown, item);
    }
  });

  test('the managed page keeps none of the payloads once sanitised; the public page and the editor run none', async ({ page, request }) => {
    test.setTimeout(120_000);
    const hub = await theHub(request);
    const staff = await adminToken(request);
    const slug = 'about-us';
    const mark = `${hub.run}-page`;
    // Every payload, a handful to a paragraph, each paragraph opened by the mark (before any payload could swallow it).
    const paragraphs: string[] = [];
    const marks: string[] = [];
    for (let start = 0; start < XSS_PAYLOADS.length; start += 10) {
      marks.push(`${mark} ${start}`);
      paragraphs.push(`<p>${marks.at(-1)}</p>${XSS_PAYLOADS.slice(start, start + 10).join('')}`);
    }
    marks.push(`${mark} links`);
    paragraphs.push(`<p>${marks.at(-1)}: ${SCRIPT_URLS.map((address, n) => `<a href="${address.replace(/"/g, '&quot;')}">l${n}</a>`).join(' ')}</p>`);

    type Stored = { title: Record<'en' | 'ar' | 'fr', string>; paragraphs: Record<'en' | 'ar' | 'fr', string[]> };
    const save = async (change: (stored: Stored) => Stored['paragraphs']) => {
      // Read just before writing, so a journey editing the page beside this one loses as little as possible.
      const stored = await ok<Stored>(await request.get(`/api/admin/pages/${slug}`, { headers: bearer(staff) }));
      return ok<Stored>(await request.put(`/api/admin/pages/${slug}`, { headers: bearer(staff), data: { title: stored.title, paragraphs: change(stored) } }));
    };
    const mine = (paragraph: string) => paragraph.includes(mark);
    try {
      const saved = await save((stored) => ({ ...stored.paragraphs, en: [...stored.paragraphs.en.filter((p) => !mine(p)), ...paragraphs] }));
      const kept = saved.paragraphs.en.filter(mine);
      expect(kept).toHaveLength(paragraphs.length);
      const answer = await ok<{ fields: Record<string, { value: string; raw_value: string }> }>(await request.get(`/api/pages/${slug}`));
      const served = Object.values(answer.fields).filter((field) => mine(field.value));
      expect(served).toHaveLength(paragraphs.length);
      for (const html of [...kept, ...served.flatMap((field) => [field.value, field.raw_value])]) {
        expect(html).not.toMatch(/<(script|iframe|object|embed|svg|math|style|img|video|audio|body|details|form|input|select|base|meta|noscript|xmp|noembed|template|textarea)\b/i);
        // Text may read 'onerror=' or 'javascript:' (escaped, it is only text); no tag may.
        for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag).not.toMatch(/\son\w+\s*=|javascript:|vbscript:|data:|srcdoc|formaction|xlink:|style=/i);
        expect(await page.evaluate(allowListProblems, html), html).toEqual([]);
      }

      // The public page (with the app, and as the server wrote it) and the console's editor and preview.
      const trap = await installXssTrap(page);
      // (The server writes this page without its paragraphs: the browser loads them.)
      await expectSafe(page, trap, '/about/wefe-hub', marks);

      await signInAdmin(page);
      await expectSafe(page, trap, '/admin/pages', []);
      await expect(page.getByRole('textbox', { name: /^Paragraph \d+$/ }).filter({ hasText: mark })).toHaveCount(paragraphs.length);
      await expectNoXss(page, trap);
      await page.getByRole('button', { name: 'Preview in English' }).click();
      await expectSafe(page, trap, null, marks, page.getByRole('region', { name: /^Preview:/ }));
    } finally {
      await save((stored) => ({ ...stored.paragraphs, en: stored.paragraphs.en.filter((p) => !mine(p)) }));
    }
  });
});

/** Elements and attributes outside the managed pages' allow-list, parsed as the browser parses HTML. Runs in the page. */
function allowListProblems(html: string): string[] {
  const tags = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'H2', 'H3', 'H4', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'A']);
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const problems: string[] = [];
  for (const element of Array.from(body.querySelectorAll('*'))) {
    if (!tags.has(element.tagName)) problems.push(`<${element.tagName.toLowerCase()}>`);
    for (const attribute of Array.from(element.attributes)) {
      const allowed = element.tagName === 'A' && ['href', 'title', 'target', 'rel'].includes(attribute.name);
      if (!allowed) problems.push(`${element.tagName.toLowerCase()}[${attribute.name}]`);
      if (attribute.name === 'href' && !/^(https?:\/\/|mailto:|\/(?![/\\]))/i.test(attribute.value)) problems.push(`href="${attribute.value}"`);
    }
  }
  return problems;
}
