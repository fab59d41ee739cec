// The client side of the crash test: a mixed stream of writes (registrations, story submissions with
// uploads, approvals) against a real server, several in flight at once, recording what each write
// sent and whether its 2xx answer arrived. A write whose answer never came (the server was killed)
// is kept too: after the restart it must be wholly there or wholly absent.
import { createHash, randomBytes } from 'node:crypto';
import { makeJpeg, makePdf, multipart, type Part } from '../../src/modules/media/media.fixtures.ts';
import type { Mailbox } from '../mailbox.ts';

/** A seeded pseudo-random source (mulberry32), so a failing run's kill schedule can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export const MEMBER_PASSWORD = 'Nexus-Water-2026!';

export interface Registration {
  email: string;
  /** Sent a profile picture with the first step (multipart). */
  withPicture: boolean;
  userId?: number;
  token?: string;
  /** The last step whose 2xx answer arrived: 1 (started), 2 (verified), 3 (career), 4 (complete). */
  ackedStep: number;
  /** A bearer token from an acknowledged sign-in. */
  bearer?: string;
  submissions: number;
}

export interface StorySubmission {
  title: string;
  description: string;
  location: string;
  owner: Registration;
  documentSha: string;
  documentName: string;
  withImage: boolean;
  acked: boolean;
  id?: number;
  /** An approval was sent; it is sent once, so a second answer (409) would be a defect. */
  approving: boolean;
  approvalAcked: boolean;
}

/** Everything the client wrote, across every cycle of one engine. */
export interface Ledger {
  registrations: Registration[];
  stories: StorySubmission[];
  /** Answers that were neither 2xx nor expected (a 5xx, an unexpected 4xx), with what was asked. */
  unexpected: string[];
  counts: { requests: number; acked: number; lost: number };
}

/** An empty ledger. */
export const newLedger = (): Ledger => ({ registrations: [], stories: [], unexpected: [], counts: { requests: 0, acked: 0, lost: 0 } });

interface Workload {
  url: string;
  mailbox: Mailbox;
  adminBearer: string;
  countryId: number;
  label: string;
  random: () => number;
  ledger: Ledger;
}

/** Thrown when the server stops answering: the worker stops. */
class ServerGone extends Error {}

let addresses = 0;
/** A client address of its own per registration (TRUST_PROXY is on), so per-address throttles stay out of the way. */
const nextAddress = () => {
  addresses += 1;
  return `10.77.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/**
 * Runs `workers` clients until the server stops answering; each loops over registering a member,
 * submitting a story with a PDF (and half the time a JPEG) and approving an acknowledged story.
 */
export async function runWorkload(workload: Workload, workers: number): Promise<void> {
  const images = [await makeJpeg(96, 64), await makeJpeg(64, 96)];
  await Promise.all(Array.from({ length: workers }, (_, index) => worker(workload, index, images)));
}

async function worker(workload: Workload, index: number, images: Buffer[]): Promise<void> {
  let sequence = 0;
  for (;;) {
    sequence += 1;
    try {
      const roll = workload.random();
      const members = workload.ledger.registrations.filter((r) => r.bearer && r.submissions < 20);
      const approvable = workload.ledger.stories.filter((s) => s.acked && !s.approving);
      if (members.length === 0 || roll < 0.25) await register(workload, images);
      else if (approvable.length > 0 && roll < 0.45) await approve(workload, approvable[Math.floor(workload.random() * approvable.length)]!);
      else await submitStory(workload, members[Math.floor(workload.random() * members.length)]!, images, `${index}.${sequence}`);
    } catch (error) {
      if (error instanceof ServerGone) return;
      throw error;
    }
  }
}

/** One request; answers the status and JSON body, or throws ServerGone when no answer arrives. */
async function call(workload: Workload, method: string, path: string, init: { body?: Buffer | string; headers?: Record<string, string> } = {}) {
  workload.ledger.counts.requests += 1;
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${workload.url}${path}`, { method, body: init.body, headers: init.headers });
    text = await response.text();
  } catch {
    workload.ledger.counts.lost += 1;
    throw new ServerGone();
  }
  const body = text ? (JSON.parse(text) as { data?: unknown }) : {};
  if (response.ok) workload.ledger.counts.acked += 1;
  return { status: response.status, data: body.data as Record<string, unknown> | undefined };
}

const json = (payload: object, headers: Record<string, string> = {}) => ({ body: JSON.stringify(payload), headers: { 'content-type': 'application/json', ...headers } });

function expectOk(workload: Workload, what: string, status: number): boolean {
  if (status >= 200 && status < 300) return true;
  workload.ledger.unexpected.push(`${what}: HTTP ${status}`);
  return false;
}

async function register(workload: Workload, images: Buffer[]): Promise<void> {
  const email = `crash.${workload.label}.${randomBytes(5).toString('hex')}@example.org`;
  const registration: Registration = { email, withPicture: workload.random() < 0.35, ackedStep: 0, submissions: 0 };
  workload.ledger.registrations.push(registration);
  const fields = {
    first_name: 'Amal',
    last_name: 'Haddad',
    phone: '+962791234567',
    email,
    country_id: String(workload.countryId),
    gender: 'female',
    birth_date: '1990-05-17',
    password: MEMBER_PASSWORD,
    password_confirmation: MEMBER_PASSWORD,
  };
  const forwarded = { 'x-forwarded-for': nextAddress() };
  let started;
  if (registration.withPicture) {
    const parts: Part[] = [...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'profile_picture', filename: 'me.jpg', content: images[0]!, contentType: 'image/jpeg' }];
    const { payload, headers } = multipart(parts);
    started = await call(workload, 'POST', '/api/register/step1-personal-info', { body: payload, headers: { ...headers, ...forwarded } });
  } else {
    started = await call(workload, 'POST', '/api/register/step1-personal-info', json(fields, forwarded));
  }
  if (!expectOk(workload, 'register step 1', started.status)) return;
  registration.userId = started.data!.user_id as number;
  registration.token = started.data!.registration_token as string;
  registration.ackedStep = 1;

  // The code was mailed before the first step answered, so it is in the mailbox already or arriving.
  const mail = await workload.mailbox.waitFor((m) => m.to.includes(email) && /\b\d{6}\b/.test(m.subject), 10_000);
  const otp = /\b(\d{6})\b/.exec(mail.text)![1]!;
  const headers = { 'x-registration-token': registration.token };
  const steps: Array<[string, object]> = [
    ['/api/register/step2-verify-account', { user_id: registration.userId, otp }],
    ['/api/register/step3-career', { user_id: registration.userId, organization: 'Water Lab', organization_type_id: 3, organization_short_name: 'WL', position: 'Researcher' }],
    ['/api/register/step4-additional-info', { user_id: registration.userId, education_level_id: 3, field_of_study: 'Hydrology', experience_years: 8 }],
  ];
  for (const [index, [path, payload]] of steps.entries()) {
    const answer = await call(workload, 'POST', path, json(payload, headers));
    if (!expectOk(workload, `register step ${index + 2}`, answer.status)) return;
    registration.ackedStep = index + 2;
  }
  // From the member's own address, as in life: a kill between counting a sign-in and clearing it leaves
  // the attempt counted, and five such on one shared address would lock everyone out for a minute.
  const login = await call(workload, 'POST', '/api/login', json({ email, password: MEMBER_PASSWORD }, forwarded));
  if (!expectOk(workload, 'sign in', login.status)) return;
  registration.bearer = login.data!.token as string;
}

async function submitStory(workload: Workload, owner: Registration, images: Buffer[], tag: string): Promise<void> {
  const title = `Crash ${workload.label} ${tag} ${randomBytes(3).toString('hex')}`;
  const document = makePdf(title);
  const story: StorySubmission = {
    title,
    description: `Solar pumps replaced diesel ones (${title}).`,
    location: `Deir Alla ${tag}`,
    owner,
    documentSha: sha256(document),
    documentName: `report-${tag}.pdf`,
    withImage: workload.random() < 0.5,
    acked: false,
    approving: false,
    approvalAcked: false,
  };
  workload.ledger.stories.push(story);
  owner.submissions += 1;
  const parts: Part[] = [
    ...Object.entries({
      title,
      country_id: String(workload.countryId),
      location: story.location,
      implementing_leader: 'Jordan Valley Farmers Cooperative',
      contact_name: 'Amal Haddad',
      contact_email: 'amal@example.org',
      contact_position: 'Programme officer',
      desc: story.description,
      background: 'Diesel pumping was expensive and drew down the aquifer.',
      main_components: 'Solar pumps, drip lines and farmer field schools.',
      sustainability_status_id: '1',
    }).map(([name, value]) => ({ name, value })),
    { name: 'documents', filename: story.documentName, content: document, contentType: 'application/pdf' },
    ...(story.withImage ? [{ name: 'featured_image', filename: 'cover.jpg', content: images[1]!, contentType: 'image/jpeg' }] : []),
  ];
  const { payload, headers } = multipart(parts);
  const answer = await call(workload, 'POST', '/api/stories', { body: payload, headers: { ...headers, authorization: `Bearer ${owner.bearer}` } });
  if (!expectOk(workload, 'submit story', answer.status)) return;
  story.id = answer.data!.id as number;
  story.acked = true;
}

async function approve(workload: Workload, story: StorySubmission): Promise<void> {
  story.approving = true;
  const answer = await call(workload, 'POST', `/api/admin/stories/${story.id}/approve`, { headers: { authorization: `Bearer ${workload.adminBearer}` } });
  if (!expectOk(workload, 'approve story', answer.status)) return;
  story.approvalAcked = true;
}
