// Several machines (issue 11, part 8; issue 31): two API processes that share nothing but one
// PostgreSQL database and one S3 bucket (each its own DATA_DIR), behind Debian's nginx on loopback, as
// a deployment on two machines would run. A member signs in on one and acts on the other, the sign-in
// throttle counts across both, a story with a PDF and an image submitted on one is reviewed on the
// other, its files are served by both, a submission is decided once when two reviewers approve it on
// the two instances at the same moment, and a deletion on one removes its objects from the bucket.
// Needs TEST_DATABASE_URL (.ci/run sets it, and installs nginx; without it vitest.config.ts leaves this
// file out and scripts/test.mjs says so); PGlite has one process per data directory by design.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf, makePng, multipart } from '../../src/modules/media/media.fixtures.ts';
import { databaseUrl, scratchDatabase } from '../engine.ts';
import { startMailbox, type Mailbox } from '../mailbox.ts';
import { bucketKeys, s3Client, s3Environment, startS3Server, testBucket } from '../s3-server.ts';
import { children, listening, startServer } from './server-process.ts';

const NGINX = '/usr/sbin/nginx';
const ADMIN = { email: 'two-instances-admin@example.org', password: 'Two-instances-2026!' };
const PASSWORD = 'Nexus-Water-2026!';

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A free loopback port (nginx needs one named in its configuration). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts nginx in the foreground with `upstreams` behind one loopback port; answers its URL. */
async function startNginx(upstreams: string[]): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-nginx-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const port = await freePort();
  const conf = `
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 60m;
  upstream hub { ${upstreams.map((upstream) => `server ${upstream.replace('http://', '')};`).join(' ')} }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://hub;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: 'ignore' });
  cleanups.push(() => void child.kill('SIGQUIT'));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 200; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.status === 200) return url;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nginx did not start');
}

interface Answer {
  status: number;
  data: Record<string, unknown> | undefined;
}

async function call(url: string, method: string, pathname: string, { json, body, headers = {} }: { json?: unknown; body?: Buffer; headers?: Record<string, string> } = {}): Promise<Answer> {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: { lang: 'en', ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: json === undefined ? body : JSON.stringify(json),
  });
  const text = await response.text();
  return { status: response.status, data: text ? ((JSON.parse(text) as { data?: Record<string, unknown> }).data ?? undefined) : undefined };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers a member through `url` (each step may reach either instance) and answers the email. */
async function register(url: string, mailbox: Mailbox, countryId: number): Promise<string> {
  const email = `member-${randomBytes(4).toString('hex')}@example.org`;
  const started = await call(url, 'POST', '/api/register/step1-personal-info', {
    json: { first_name: 'Amal', last_name: 'Haddad', phone: '+962791234567', email, country_id: String(countryId), gender: 'female', birth_date: '1990-05-17', password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(started.status).toBe(201);
  const userId = started.data!.user_id as number;
  const headers = { 'x-registration-token': started.data!.registration_token as string };
  const mail = await mailbox.waitFor((m) => m.to.includes(email) && /\b\d{6}\b/.test(m.subject), 10_000);
  const otp = /\b(\d{6})\b/.exec(mail.text)![1]!;
  for (const [pathname, json] of [
    ['/api/register/step2-verify-account', { user_id: userId, otp }],
    ['/api/register/step3-career', { user_id: userId, organization: 'Water Lab', organization_type_id: 3, organization_short_name: 'WL', position: 'Researcher' }],
    ['/api/register/step4-additional-info', { user_id: userId, education_level_id: 3, field_of_study: 'Hydrology', experience_years: 8 }],
  ] as const) {
    expect((await call(url, 'POST', pathname, { json, headers })).status, pathname).toBeLessThan(300);
  }
  return email;
}

async function signIn(url: string, email: string, password: string, address = '203.0.113.20'): Promise<Answer> {
  return call(url, 'POST', '/api/login', { json: { email, password }, headers: { 'x-forwarded-for': address } });
}

/** The bytes of a file the hub serves, or the status when it does not serve it. */
async function download(url: string, pathname: string, headers: Record<string, string> = {}): Promise<Buffer | number> {
  const response = await fetch(`${url}${new URL(pathname, 'http://hub.local').pathname}`, { headers });
  return response.status === 200 ? Buffer.from(await response.arrayBuffer()) : response.status;
}

describe('two machines behind nginx, sharing one PostgreSQL database and one S3 bucket', () => {
  it('shares sessions, the sign-in throttle, review decisions and uploaded files between the instances', async () => {
    expect(fs.existsSync(NGINX), 'Debian nginx (.ci/run installs it)').toBe(true);
    const { name, drop } = await scratchDatabase('wefe_two');
    cleanups.push(drop);
    const mailbox = await startMailbox();
    cleanups.push(() => mailbox.close());
    const s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const bucket = await testBucket(s3.endpoint, 'wefe-two');
    cleanups.push(() => bucket.drop());
    const objects = s3Client(s3.endpoint);
    cleanups.push(() => objects.destroy());
    const env = { DATABASE_URL: databaseUrl(name), SMTP_URL: mailbox.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: '1', ...s3Environment(bucket.settings) };
    // One migrates and seeds first; the second then starts on the same database, as a rolling start does.
    const dataDirs = [fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-two-a-')), fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-two-b-'))];
    for (const dir of dataDirs) cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const first = startServer(dataDirs[0]!, env);
    const a = await listening(first);
    const second = startServer(dataDirs[1]!, env);
    const b = await listening(second);
    const proxy = await startNginx([a, b]);

    // nginx shares the requests between the two.
    const before = [first.output().length, second.output().length];
    for (let i = 0; i < 10; i++) expect((await call(proxy, 'GET', '/api/countries?per_page=1')).status).toBe(200);
    expect(first.output().slice(before[0]).includes('incoming request')).toBe(true);
    expect(second.output().slice(before[1]).includes('incoming request')).toBe(true);

    // A member registered through the proxy signs in on one instance and acts on the other.
    const countryId = ((await call(a, 'GET', '/api/countries?per_page=1')).data as unknown as Array<{ id: number }>)[0]!.id;
    const email = await register(proxy, mailbox, countryId);
    const login = await signIn(a, email, PASSWORD);
    expect(login.status).toBe(200);
    const token = login.data!.token as string;
    expect((await call(b, 'PUT', '/api/profile', { json: { position: 'Hydrologist on instance B' }, headers: bearer(token) })).status).toBe(200);
    expect((await call(a, 'GET', '/api/profile', { headers: bearer(token) })).data).toMatchObject({ position: 'Hydrologist on instance B' });
    // Signing out on B ends the session on A too.
    expect((await call(b, 'POST', '/api/logout', { headers: bearer(token) })).status).toBe(200);
    expect((await call(a, 'GET', '/api/profile', { headers: bearer(token) })).status).toBe(401);

    // A submission, and two reviewers deciding it on the two instances at the same moment.
    const memberToken = (await signIn(proxy, email, PASSWORD)).data!.token as string;
    const pdf = makePdf('Solar pumps');
    const { payload, headers } = multipart([
      ...Object.entries({
        title: 'Solar pumps in the Jordan Valley',
        country_id: String(countryId),
        location: 'Deir Alla',
        implementing_leader: 'Jordan Valley Farmers Cooperative',
        contact_name: 'Amal Haddad',
        contact_email: 'amal@example.org',
        contact_position: 'Programme officer',
        desc: 'Solar pumps replaced diesel ones.',
        background: 'Diesel pumping was expensive.',
        main_components: 'Solar pumps and drip lines.',
        sustainability_status_id: '1',
      }).map(([field, value]) => ({ name: field, value })),
      { name: 'documents', filename: 'report.pdf', content: pdf, contentType: 'application/pdf' },
      { name: 'featured_image', filename: 'pumps.png', content: await makePng(900, 600), contentType: 'image/png' },
    ]);
    const keysBefore = await bucketKeys(objects, bucket.settings.bucket);
    const story = await call(a, 'POST', '/api/stories', { body: payload, headers: { ...headers, ...bearer(memberToken) } });
    expect(story.status).toBe(201);
    const storyId = story.data!.id as number;
    // The PDF, the image and its variants went to the bucket, and nothing to either machine's folder.
    const storyKeys = (await bucketKeys(objects, bucket.settings.bucket)).filter((key) => !keysBefore.includes(key));
    expect(storyKeys.length).toBeGreaterThanOrEqual(3);
    for (const dir of dataDirs) expect(fs.readdirSync(path.join(dir, 'uploads')), dir).toEqual(['tmp']);
    expect(fs.readdirSync(path.join(dataDirs[0]!, 'uploads', 'tmp'))).toEqual([]);

    // Submitted on A, reviewed on B: the reviewer opens the story and its files there.
    const staffToken = (await signIn(b, ADMIN.email, ADMIN.password, '203.0.113.30')).data!.token as string;
    const pending = (await call(b, 'GET', `/api/stories/${storyId}`, { headers: bearer(staffToken) })).data as { documents: Array<{ document_path: string }>; cover_image_url: string };
    const pdfPath = pending.documents[0]!.document_path;
    const imagePath = pending.cover_image_url;
    expect(await download(b, pdfPath, bearer(staffToken))).toEqual(pdf);
    const image = await download(b, imagePath, bearer(staffToken));
    expect(Buffer.isBuffer(image) && image.subarray(1, 4).toString()).toBe('PNG');
    // Under review, its files are nobody else's to read, on either machine.
    for (const instance of [a, b]) expect(await download(instance, pdfPath), instance).toBe(404);
    // Both keep the public list for a visitor, without the story (kept answers live 10 s).
    const listed = async (instance: string) => ((await call(instance, 'GET', '/api/stories?per_page=5')).data as unknown as Array<{ id: number }>).map((item) => item.id);
    for (const instance of [a, b]) expect(await listed(instance)).not.toContain(storyId);
    const decisions = await Promise.all([a, b].map((instance) => call(instance, 'POST', `/api/admin/stories/${storyId}/approve`, { headers: bearer(staffToken) })));
    expect(decisions.map((decision) => decision.status).sort()).toEqual([200, 409]);
    // The instance that refused (409) changed nothing and emptied nothing itself: it hears of the
    // other's approval (LISTEN/NOTIFY), and both list the story within a second.
    for (const instance of [a, b]) await expect.poll(() => listed(instance), { timeout: 1_000, interval: 50 }).toContain(storyId);
    // One decision recorded, in the hub's own database.
    const hub = new pg.Client({ connectionString: databaseUrl(name) });
    await hub.connect();
    const audit = await hub.query(`SELECT after FROM audit_log WHERE entity_id = $1 AND entity_type LIKE '%stor%'`, [storyId]);
    await hub.end();
    expect(audit.rows).toEqual([{ after: { status: 'approved' } }]);
    const published = await call(b, 'GET', `/api/stories/${storyId}`);
    expect(published.status).toBe(200);
    expect(published.data).toMatchObject({ id: storyId, status: 'approved' });
    // Approved on one machine, its files are public on both.
    for (const instance of [a, b]) {
      expect(await download(instance, pdfPath), instance).toEqual(pdf);
      expect(await download(instance, imagePath), instance).toEqual(image);
    }

    // Deleted on B: its objects leave the bucket, and neither machine serves the files any more.
    expect((await call(b, 'DELETE', `/api/admin/stories/${storyId}`, { headers: bearer(staffToken) })).status).toBe(200);
    const keysAfter = await bucketKeys(objects, bucket.settings.bucket);
    expect(storyKeys.filter((key) => keysAfter.includes(key))).toEqual([]);
    for (const instance of [a, b]) expect(await download(instance, pdfPath), instance).toBe(404);

    // Failed sign-ins on both instances count together: after five from one address, the right
    // password from there is refused on either; the owner, from an address that never failed, gets in.
    for (let i = 0; i < 5; i++) expect((await signIn(i % 2 ? a : b, email, 'wrong-password', '198.51.100.40')).status).toBe(401);
    expect((await signIn(a, email, PASSWORD, '198.51.100.40')).status).toBe(429);
    expect((await signIn(b, email, PASSWORD, '198.51.100.40')).status).toBe(429);
    expect((await signIn(b, email, PASSWORD, '198.51.100.61')).status).toBe(200);

    // Through nginx, X-Forwarded-For made up by the client comes before the address nginx saw: the
    // per-address limit is keyed on the latter (issue 28), so made-up addresses do not reset it.
    const spoofed: number[] = [];
    for (let i = 0; i < 6; i++) spoofed.push((await signIn(proxy, `nobody-${i}-${name}@example.org`, 'wrong-password', `198.51.100.${100 + i}`)).status);
    expect(spoofed).toEqual([401, 401, 401, 401, 401, 429]);

    first.child.kill('SIGTERM');
    second.child.kill('SIGTERM');
    expect(await first.exited, first.output()).toBe(0);
    expect(await second.exited, second.output()).toBe(0);
  }, 180_000);
});
