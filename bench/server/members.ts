// Signed-in members for the workloads that act as one (W5 sign-in, W6 upload, W7 writes). On the
// generated data they are the accounts of bench/data/accounts.ts; on a hub without them (a fresh
// start with sample data) they are registered through the API, reading each code from the outbox.
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_MEMBER_COUNT, BENCH_MEMBER_PASSWORD, BENCH_MEMBER_DOMAIN, benchMemberEmail } from '../data/accounts.ts';
import { nextClientAddress } from './client-address.ts';
import { BROWSER_HEADERS } from './fixtures.ts';

export interface SignedInMember {
  email: string;
  token: string;
}

export interface MemberPool {
  source: 'generated' | 'registered';
  password: string;
  /** Signed in, each with a token of its own. */
  members: SignedInMember[];
  /** Addresses W5 signs in with, in turn. */
  loginEmails: string[];
}

const PARALLEL_SIGN_INS = 4;
/** W5 rotates over this many generated accounts (on registered ones: over all of them). */
const LOGIN_ROTATION = 1000;

async function post(baseUrl: string, apiPath: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: { data?: Record<string, unknown> } }> {
  const response = await fetch(new URL(apiPath, baseUrl), {
    method: 'POST',
    headers: { ...BROWSER_HEADERS, 'content-type': 'application/json', 'x-forwarded-for': nextClientAddress(), ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { data?: Record<string, unknown> } };
}

/** Signs in and answers the bearer token, or undefined when the hub refuses the credentials. */
async function signIn(baseUrl: string, email: string): Promise<string | undefined> {
  const { status, json } = await post(baseUrl, '/api/login', { email, password: BENCH_MEMBER_PASSWORD });
  if (status === 401) return undefined;
  if (status !== 200) throw new Error(`Sign-in of ${email} answered ${status}.`);
  return String(json.data?.token);
}

/** Runs `work` over `items`, PARALLEL_SIGN_INS at a time (password hashing is the hub's costliest step). */
async function inParallel<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_SIGN_INS }, worker));
  return results;
}

async function signInAll(baseUrl: string, emails: string[]): Promise<SignedInMember[]> {
  return inParallel(emails, async (email) => {
    const token = await signIn(baseUrl, email);
    if (!token) throw new Error(`The hub refused the benchmark password for ${email}.`);
    return { email, token };
  });
}

/** The 6-digit code mailed to `email`, read from the hub's outbox (it has no SMTP server in the benchmark). */
async function codeFromOutbox(dataDir: string, email: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const recipient = email.replace(/[^a-zA-Z0-9@._-]/g, '_');
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const file = fs.existsSync(outbox) ? fs.readdirSync(outbox).find((name) => name.endsWith(`-${recipient}.eml`)) : undefined;
    if (file) {
      const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
      const body = raw.split(/\r?\n\r?\n/).slice(1).join('');
      const code = /\b(\d{6})\b/.exec(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'))?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No verification code for ${email} in ${outbox}.`);
}

async function firstId(baseUrl: string, apiPath: string): Promise<number> {
  const response = await fetch(new URL(apiPath, baseUrl), { headers: BROWSER_HEADERS });
  const { data } = (await response.json()) as { data: Array<{ id: number }> };
  if (!data[0]) throw new Error(`GET ${apiPath} lists nothing.`);
  return data[0].id;
}

/** Registers one individual member through the four steps a person goes through. */
async function registerMember(baseUrl: string, dataDir: string, email: string, refs: { countryId: number; organizationTypeId: number; educationLevelId: number }) {
  const started = await post(baseUrl, '/api/register/step1-personal-info', {
    first_name: 'Bench',
    last_name: 'Member',
    phone: '+962791234567',
    email,
    country_id: refs.countryId,
    gender: 'female',
    birth_date: '1990-05-17',
    password: BENCH_MEMBER_PASSWORD,
    password_confirmation: BENCH_MEMBER_PASSWORD,
  });
  if (started.status !== 201) throw new Error(`Registration of ${email} answered ${started.status}.`);
  const userId = Number(started.json.data?.user_id);
  const headers = { 'x-registration-token': String(started.json.data?.registration_token) };
  const steps: Array<[string, object]> = [
    ['/api/register/step2-verify-account', { user_id: userId, otp: await codeFromOutbox(dataDir, email) }],
    ['/api/register/step3-career', { user_id: userId, organization: 'Bench Lab', organization_type_id: refs.organizationTypeId, organization_short_name: 'BL', position: 'Analyst' }],
    ['/api/register/step4-additional-info', { user_id: userId, education_level_id: refs.educationLevelId, field_of_study: 'Hydrology', experience_years: 8 }],
  ];
  for (const [stepPath, body] of steps) {
    const { status } = await post(baseUrl, stepPath, body, headers);
    if (status !== 200) throw new Error(`${stepPath} for ${email} answered ${status}.`);
  }
}

async function registerMembers(baseUrl: string, dataDir: string, count: number): Promise<string[]> {
  const refs = {
    countryId: await firstId(baseUrl, '/api/countries?search=Jordan&per_page=1'),
    organizationTypeId: await firstId(baseUrl, '/api/register/organization-types'),
    educationLevelId: await firstId(baseUrl, '/api/register/education-levels'),
  };
  // Addresses of this run only, so a rerun on the same database starts with fresh submission quotas.
  const run = Date.now().toString(36);
  const emails = Array.from({ length: count }, (_, i) => `registered-${run}-${i + 1}@${BENCH_MEMBER_DOMAIN}`);
  await inParallel(emails, (email) => registerMember(baseUrl, dataDir, email, refs));
  return emails;
}

/** True when the hub knows the generated accounts (the data set of `npm run bench:data`). */
export async function hasGeneratedMembers(baseUrl: string): Promise<boolean> {
  return (await signIn(baseUrl, benchMemberEmail(1))) !== undefined;
}

/**
 * Signs in `count` members: generated ones from a random offset (so a rerun within the hour does not
 * meet the submission quotas of the last one), or, when the hub does not know them, newly registered ones.
 */
export async function prepareMembers(baseUrl: string, dataDir: string, count: number): Promise<MemberPool> {
  const span = Math.max(count, Math.min(LOGIN_ROTATION, BENCH_MEMBER_COUNT));
  const offset = 1 + Math.floor(Math.random() * Math.max(1, BENCH_MEMBER_COUNT - span));
  const generated = Array.from({ length: span }, (_, i) => benchMemberEmail(offset + i));
  if (await signIn(baseUrl, generated[0]!)) {
    return { source: 'generated', password: BENCH_MEMBER_PASSWORD, members: await signInAll(baseUrl, generated.slice(0, count)), loginEmails: generated };
  }
  const registered = await registerMembers(baseUrl, dataDir, count);
  return { source: 'registered', password: BENCH_MEMBER_PASSWORD, members: await signInAll(baseUrl, registered), loginEmails: registered };
}
