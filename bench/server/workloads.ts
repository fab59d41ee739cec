// W0-W14 as autocannon request sequences. Each connection loops over its workload's sequence; the
// rotating parts (stories, countries, members, client addresses) are shared by all connections.
import { PUBLICATIONS_PAGE_SIZE } from '@wefe/contract';
import type { AutocannonRequest } from 'autocannon';
import type { Worker } from 'node:worker_threads';
import { DEFAULT_FLOOD_LIMITS } from '../../apps/api/src/lib/flood-guard/flood-guard.ts';
import { startTypeScriptWorker } from '../../apps/api/src/lib/typescript-worker.ts';
import { nextClientAddress } from './client-address.ts';
import { BROWSER_HEADERS, countryIndexPath, indexRankingPath, mapPointsPath, storyPath, W1_DEEP_PAGE, type BenchFixtures } from './fixtures.ts';
import type { FlooderReport, FlooderStart } from './flooder.ts';
import type { MemberPool, SignedInMember } from './members.ts';
import type { ServerBenchOptions, WorkloadId } from './options.ts';
import { uniqueListSearches, uniqueListSearchPath, uniqueSearchPath, uniqueSiteSearchPath, UNIQUE_SEARCHES, UNIQUE_SITE_SEARCHES, type SearchedList } from './unique-searches.ts';
import { COSTLY_STORY_TITLE, costlyStorySubmission, publicationSubmission, SUBMISSION_TITLE } from './upload.ts';

export const WORKLOAD_TITLES: Record<WorkloadId, string> = {
  W0: 'raw node:http, W1-sized JSON (baseline)',
  W1: 'publications: search + 2 filters + total, pages 1 and 500',
  W2: 'story detail',
  W3: 'index ranking of a year + country detail',
  W4: "a map's points of a year (up to 1,000)",
  W5: 'login',
  W6: '10 MB upload (publication PDF)',
  W7: 'mix: 90% reads (W1-W4), 10% writes (profile)',
  W8: 'story detail while 3 members upload stories of 12 pictures of 36 MP',
  W9: 'unique publication searches: a new word or year each request, with the total',
  W10: 'story detail while one address sends unique searches as fast as it is answered (far over the flood limits)',
  W11: 'unique story searches: a new word, region or sort each request, with the total',
  W12: 'unique news/event searches: a new word, region or sort each request, with the total',
  W14: 'unique site searches (GET /api/search): a new term, kind or page each request, every kind counted',
  W13: "story detail while one address sends unique searches at the flood guard's rate",
};

/** W10 and W13's flooding address: one client, several requests at a time (W10: as fast as it is answered). */
const FLOODER_CONCURRENCY = 8;
const FLOODER_ADDRESS = '192.0.2.66';

/** W8's members, each sending one costly story at the measure's start. */
const COSTLY_UPLOADERS = 3;

/** The hub's submission throttle per member (SUBMIT_RULE in the publications routes). */
const SUBMISSIONS_PER_MEMBER_HOUR = 30;
/** More uploads a second than a 2-core machine can take, to size W6's members generously. */
const UPLOADS_PER_SECOND_CEILING = 40;
/** Members whose profiles W7 writes to in turn, when W6 needs fewer. */
const W7_WRITERS = 20;
const PARALLEL_CLEANUP = 4;
// The web gives up on an upload only after 10 s without progress, which autocannon cannot see; a
// progressing 10 MB upload may take longer in all, so W6 allows a minute.
const UPLOAD_TIMEOUT_SECONDS = 60;
const UPLOAD_SETTLE_MS = 2000;

export interface WorkloadPlan {
  id: WorkloadId;
  title: string;
  /** W0 runs against the baseline server, every other workload against the hub. */
  server: 'hub' | 'baseline';
  requests: AutocannonRequest[];
  /** GET paths whose answers are measured once (bytes as sent, gzip) before the load. */
  probePaths: string[];
  notes: string[];
  /** Seconds before a request counts as timed out, when not the web client's 10 s. */
  timeoutSeconds?: number;
  /** Removes what the workload created, after it ran; answers how many items it removed. */
  cleanUp?: (baseUrl: string) => Promise<number>;
  /** Requests sent beside the measured load from its start (W8's uploads); `finish` waits for them and describes them. */
  background?: { start: (baseUrl: string) => void; finish: () => Promise<string[]> };
}

export interface WorkloadContext {
  fixtures: BenchFixtures;
  members: MemberPool | undefined;
}

/** How many members to sign in: enough submission quota for W6's warm-up and run at the ceiling rate. */
export function membersNeeded(options: ServerBenchOptions): number {
  const uploads = (options.warmupSeconds + options.seconds) * UPLOADS_PER_SECOND_CEILING;
  const spare = 5;
  return Math.max(W7_WRITERS, Math.ceil(uploads / SUBMISSIONS_PER_MEMBER_HOUR) + spare);
}

/** True for the workloads that act as signed-in members. */
export const needsMembers = (id: WorkloadId) => id === 'W5' || id === 'W6' || id === 'W7' || id === 'W8';

function cycle<T>(items: readonly T[]): () => T {
  if (!items.length) throw new Error('Nothing to rotate over.');
  let next = 0;
  return () => items[next++ % items.length]!;
}

/** A browser's GET of the path `nextPath` answers, from the next client address. */
function browserGet(nextPath: () => string): AutocannonRequest {
  return {
    method: 'GET',
    headers: BROWSER_HEADERS,
    setupRequest: (request) => ({ ...request, path: nextPath(), headers: { ...request.headers, 'x-forwarded-for': nextClientAddress() } }),
  };
}

function jsonWrite(method: string, path: string, nextBody: () => { token?: string; body: unknown }): AutocannonRequest {
  return {
    method,
    path,
    setupRequest: (request) => {
      const { token, body } = nextBody();
      const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      return { ...request, body: JSON.stringify(body), headers: { ...BROWSER_HEADERS, 'content-type': 'application/json', 'x-forwarded-for': nextClientAddress(), ...auth } };
    },
  };
}

function readRequests(fixtures: BenchFixtures) {
  const nextStory = cycle(fixtures.storyIds);
  const nextCountry = cycle(fixtures.countryIds);
  const [firstPage, deepPage] = fixtures.publicationPages;
  return {
    publicationsFirst: browserGet(() => firstPage),
    publicationsDeep: browserGet(() => deepPage),
    story: browserGet(() => storyPath(nextStory())),
    ranking: browserGet(() => indexRankingPath(fixtures)),
    country: browserGet(() => countryIndexPath(fixtures, nextCountry())),
    mapPoints: browserGet(() => mapPointsPath(fixtures)),
  };
}

function requireMembers(context: WorkloadContext, id: WorkloadId): MemberPool {
  if (!context.members?.members.length) throw new Error(`${id} needs signed-in members.`);
  return context.members;
}

/** Hands out members in turn, skipping those whose hourly submission quota this run has used up. */
function submitterRotation(members: SignedInMember[]): () => SignedInMember {
  const used = new Map<string, number>();
  const nextMember = cycle(members);
  return () => {
    for (let tried = 0; tried < members.length; tried++) {
      const member = nextMember();
      const count = used.get(member.token) ?? 0;
      if (count < SUBMISSIONS_PER_MEMBER_HOUR) {
        used.set(member.token, count + 1);
        return member;
      }
    }
    // Every quota is spent: the hub will answer 429, and the table counts it as an error.
    return nextMember();
  };
}

async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += PARALLEL_CLEANUP) await Promise.all(items.slice(start, start + PARALLEL_CLEANUP).map(work));
}

/** Removes every benchmark submission of the members (their own DELETE), answering how many. */
async function removeSubmissions(baseUrl: string, members: SignedInMember[]): Promise<number> {
  let removed = 0;
  await inBatches(members, async ({ token }) => {
    const headers = { ...BROWSER_HEADERS, authorization: `Bearer ${token}` };
    const mine = (await (await fetch(new URL('/api/my-publications', baseUrl), { headers })).json()) as { data: Array<{ id: number; title: string }> };
    for (const { id } of mine.data.filter((publication) => publication.title === SUBMISSION_TITLE)) {
      if ((await fetch(new URL(`/api/publications/${id}`, baseUrl), { method: 'DELETE', headers })).ok) removed += 1;
    }
  });
  return removed;
}

function uploadPlan(context: WorkloadContext): Pick<WorkloadPlan, 'requests' | 'cleanUp' | 'notes' | 'timeoutSeconds'> {
  const members = requireMembers(context, 'W6').members;
  const nextSubmitter = submitterRotation(members);
  const { contentType, body } = publicationSubmission(context.fixtures.publicationTypeId);
  const request: AutocannonRequest = {
    method: 'POST',
    path: '/api/publications',
    // The 10 MB body is set here, not in the options, so autocannon does not copy it per connection.
    setupRequest: (base) => ({
      ...base,
      body,
      headers: { ...BROWSER_HEADERS, 'content-type': contentType, authorization: `Bearer ${nextSubmitter().token}`, 'x-forwarded-for': nextClientAddress() },
    }),
  };
  const cleanUp = async (baseUrl: string) => {
    // Uploads cut off by the run's end may still be stored: let the hub finish them first.
    await new Promise((resolve) => setTimeout(resolve, UPLOAD_SETTLE_MS));
    return removeSubmissions(baseUrl, members);
  };
  return {
    requests: [request],
    cleanUp,
    timeoutSeconds: UPLOAD_TIMEOUT_SECONDS,
    notes: [
      `Timeout ${UPLOAD_TIMEOUT_SECONDS} s (the web client gives up after 10 s without upload progress, which a load generator cannot see).`,
      `${members.length} members take turns, at most ${SUBMISSIONS_PER_MEMBER_HOUR} submissions each (the hub's hourly quota); 429 answers would count as errors.`,
      'The submissions are removed by their owners after the run (not measured), so the data set and the disk stay as they were.',
    ],
  };
}

/** W8: the story reads of W2 while three members each upload a story of twelve 36-megapixel pictures. */
function costlyUploadsPlan(context: WorkloadContext): Pick<WorkloadPlan, 'requests' | 'background' | 'cleanUp' | 'notes' | 'probePaths'> {
  const uploaders = requireMembers(context, 'W8').members.slice(0, COSTLY_UPLOADERS);
  // Made once, while the warm-up runs: encoding a 36-megapixel PNG is itself seconds of work.
  const submission = costlyStorySubmission(context.fixtures.countryIds[0] ?? 1);
  let uploads: Array<Promise<{ status: number; ms: number }>> = [];
  const send = async (baseUrl: string, token: string) => {
    const { contentType, body } = await submission;
    const started = performance.now();
    const response = await fetch(new URL('/api/stories', baseUrl), {
      method: 'POST',
      headers: { ...BROWSER_HEADERS, 'content-type': contentType, authorization: `Bearer ${token}`, 'x-forwarded-for': nextClientAddress() },
      body: new Uint8Array(body),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: Math.round(performance.now() - started) };
  };
  const background = {
    start: (baseUrl: string) => {
      uploads = uploaders.map(({ token }) => send(baseUrl, token));
    },
    finish: async () => {
      const done = await Promise.all(uploads);
      const { body } = await submission;
      return [
        `${done.length} stories (${Math.round(body.length / 1024)} KB each) sent at the measure's start by ${done.length} members at once; answered ${done.map((upload) => `${upload.status} after ${(upload.ms / 1000).toFixed(1)} s`).join(', ')}.`,
        "Compare with W2, the same reads without the uploads: the difference is what a reader pays while the hub decodes the pictures, one at a time (media.image.ts).",
      ];
    },
  };
  const cleanUp = async (baseUrl: string) => {
    let removed = 0;
    for (const { token } of uploaders) {
      const headers = { ...BROWSER_HEADERS, authorization: `Bearer ${token}` };
      const mine = (await (await fetch(new URL('/api/my-stories', baseUrl), { headers })).json()) as { data: Array<{ id: number; title: string }> };
      for (const { id } of mine.data.filter((story) => story.title === COSTLY_STORY_TITLE)) {
        if ((await fetch(new URL(`/api/stories/${id}`, baseUrl), { method: 'DELETE', headers })).ok) removed += 1;
      }
    }
    return removed;
  };
  return { requests: [readRequests(context.fixtures).story], probePaths: [], background, cleanUp, notes: [`${context.fixtures.storyIds.length} stories read in turn.`] };
}

// One counter for W9 and W10 across the run, so no search repeats one made before (until the run has
// made UNIQUE_SEARCHES of them); W10's thread starts at it and adds what it made.
let searchesMade = 0;
const nextUniqueSearch = () => uniqueSearchPath(searchesMade++);

/** W11 and W12: unique searches of the stories or news/events list, each from its own client address. */
function listSearchPlan(list: SearchedList): Pick<WorkloadPlan, 'requests' | 'notes'> {
  let made = 0;
  return {
    requests: [browserGet(() => uniqueListSearchPath(list, made++))],
    notes: [`Searches in turn over ${uniqueListSearches(list)} distinct word, region and sort combinations (W9's words), each from its own client address.`],
  };
}

/**
 * W10 and W13: W2's story reads while one address floods the hub with unique searches, from a thread of
 * its own (flooder.ts): as fast as it is answered, or at `ratePerSecond` (W13: the flood guard's rate,
 * the issue's "at the flood guard's limit").
 */
function floodedReadsPlan(context: WorkloadContext, ratePerSecond?: number): Pick<WorkloadPlan, 'requests' | 'background' | 'notes'> {
  let flooder: Worker | undefined;
  const background = {
    start: (baseUrl: string) => {
      flooder = startTypeScriptWorker(new URL('./flooder.ts', import.meta.url), {
        workerData: { baseUrl, address: FLOODER_ADDRESS, concurrency: FLOODER_CONCURRENCY, firstSearch: searchesMade, ratePerSecond } satisfies FlooderStart,
      });
    },
    finish: async () => {
      const thread = flooder!;
      const report = await new Promise<FlooderReport>((resolve, reject) => {
        thread.once('message', resolve);
        thread.once('error', reject);
        thread.postMessage('stop');
      });
      await thread.terminate();
      searchesMade += report.made;
      const sorted = [...report.searchMs].sort((a, b) => a - b);
      const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0) : 'n/a');
      return [
        `The flooding address (${FLOODER_ADDRESS}, ${FLOODER_CONCURRENCY} requests at a time${ratePerSecond ? `, ${ratePerSecond} started a second` : ', as fast as answered'}, on a thread of the load generator's own) got ${JSON.stringify(report.statuses)} by status; its answered searches took p50 ${at(0.5)} ms, p99 ${at(0.99)} ms.`,
        'Compare with W2, the same reads without the flood: the reader should pay at most twice its quiet p99 (issue 29).',
      ];
    },
  };
  return { requests: [readRequests(context.fixtures).story], background, notes: [`${context.fixtures.storyIds.length} stories read in turn, from other addresses.`] };
}

function mixPlan(context: WorkloadContext): WorkloadPlan['requests'] {
  const reads = readRequests(context.fixtures);
  const nextWriter = cycle(requireMembers(context, 'W7').members);
  let edits = 0;
  const profileWrite = jsonWrite('PUT', '/api/profile', () => ({ token: nextWriter().token, body: { position: `Water analyst ${(edits += 1) % 1000}` } }));
  // Ten requests a turn, one of them a write: 90% reads and 10% writes on every connection.
  return [reads.publicationsFirst, reads.story, reads.ranking, reads.mapPoints, reads.story, reads.publicationsDeep, reads.country, reads.story, reads.mapPoints, profileWrite];
}

/** The request sequence and the probes of one workload. */
export function planWorkload(id: WorkloadId, context: WorkloadContext): WorkloadPlan {
  const { fixtures } = context;
  const reads = readRequests(fixtures);
  const plan = { id, title: WORKLOAD_TITLES[id], server: 'hub' as const, probePaths: [] as string[], notes: [] as string[] };
  switch (id) {
    case 'W0':
      return { ...plan, server: 'baseline', requests: [{ method: 'GET', path: '/', headers: BROWSER_HEADERS }], notes: ["Answers a copy of W1's page-1 answer (same bytes and encoding)."] };
    case 'W1': {
      const deep = fixtures.publicationsTotal <= (W1_DEEP_PAGE - 1) * PUBLICATIONS_PAGE_SIZE ? `; page ${W1_DEEP_PAGE} is past the last page (${fixtures.publicationsTotal} matches)` : '';
      return { ...plan, requests: [reads.publicationsFirst, reads.publicationsDeep], probePaths: [...fixtures.publicationPages], notes: [`Publications matching: ${fixtures.publicationsTotal}${deep}.`] };
    }
    case 'W2':
      return { ...plan, requests: [reads.story], probePaths: [storyPath(fixtures.storyIds[0]!)], notes: [`${fixtures.storyIds.length} stories in turn.`] };
    case 'W3':
      return {
        ...plan,
        requests: [reads.ranking, reads.country],
        probePaths: [indexRankingPath(fixtures), countryIndexPath(fixtures, fixtures.countryIds[0]!)],
        notes: [`Year ${fixtures.indexYear}; ${fixtures.countryIds.length} ranked countries in turn.`],
      };
    case 'W4':
      return { ...plan, requests: [reads.mapPoints], probePaths: [mapPointsPath(fixtures)], notes: [`Map ${fixtures.map.id}, year ${fixtures.map.year}: ${fixtures.map.points} points.`] };
    case 'W5': {
      const pool = requireMembers(context, 'W5');
      const nextEmail = cycle(pool.loginEmails);
      return { ...plan, requests: [jsonWrite('POST', '/api/login', () => ({ body: { email: nextEmail(), password: pool.password } }))], notes: [`${pool.loginEmails.length} members sign in in turn, each from its own client address.`] };
    }
    case 'W6':
      return { ...plan, ...uploadPlan(context) };
    case 'W7':
      return { ...plan, requests: mixPlan(context), notes: [`Writes: profile updates by ${requireMembers(context, 'W7').members.length} members in turn.`] };
    case 'W8':
      return { ...plan, ...costlyUploadsPlan(context) };
    case 'W9':
      return {
        ...plan,
        requests: [browserGet(nextUniqueSearch)],
        notes: [`Searches in turn over ${UNIQUE_SEARCHES} distinct word-and-year pairs (vocabulary in three languages, places, misspellings), each from its own client address.`],
      };
    case 'W10':
      return { ...plan, ...floodedReadsPlan(context) };
    case 'W13':
      return { ...plan, ...floodedReadsPlan(context, DEFAULT_FLOOD_LIMITS.ratePerSecond) };
    case 'W11':
      return { ...plan, ...listSearchPlan('stories') };
    case 'W12':
      return { ...plan, ...listSearchPlan('news-events') };
    case 'W14': {
      let made = 0;
      return {
        ...plan,
        requests: [browserGet(() => uniqueSiteSearchPath(made++))],
        notes: [`Site searches in turn over ${UNIQUE_SITE_SEARCHES} distinct term, kind and page combinations (W9's words, then two words of one language), each from its own client address.`],
      };
    }
  }
}
