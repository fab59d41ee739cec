// Accounts and files the journeys need: unique people, complete members made through the API (codes
// read from the outbox), the administrator's token, and small valid PDF and PNG files.
import zlib from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { verificationCodeFor } from './outbox';

export const PASSWORD = 'Cedar-River-Lantern-2026!';

/** A unique address for this run and journey. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e-accounts.example.org`;
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

export function newPerson(label: string): Person {
  return { firstName: 'Layla', lastName: 'Haddad', email: uniqueEmail(label) };
}

/** Signs the journeys' administrator in through the API and answers its bearer token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/login', { data: E2E_ADMIN });
  expect(answer.ok(), await answer.text()).toBe(true);
  const body = (await answer.json()) as { data: { token: string } };
  return body.data.token;
}

/** Signs a member in through the API (the password every journey member has) and answers their bearer token. */
export async function memberToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/** A tiny valid PDF (one empty page) with a correct cross-reference table. */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG (8-bit RGB, a colour gradient) the server's image decoder accepts; `width` × `height`
 * pixels. Covers of 400 px or more get the server's 400 px variant.
 */
export function tinyPng(width = 2, height = width): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then pixels
    for (let x = 0; x < width; x += 1) {
      row[1 + x * 3] = 15 + Math.round((x / Math.max(1, width - 1)) * 200);
      row[2 + x * 3] = 76 + Math.round((y / Math.max(1, height - 1)) * 150);
      row[3 + x * 3] = 92;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Lookup {
  id: number;
  name: string;
}

/** A complete individual member made through the API (for journeys that only need an account). */
export async function createMemberThroughApi(request: APIRequestContext, person: Person) {
  const countries = (await (await request.get('/api/countries?per_page=1000')).json()) as { data: { id: number; code: string }[] };
  const jordan = countries.data.find((country) => country.code === 'JO');
  const types = (await (await request.get('/api/register/organization-types')).json()) as { data: Lookup[] };
  const levels = (await (await request.get('/api/register/education-levels')).json()) as { data: Lookup[] };
  // Each member made here is a client of their own, as a real member is (X-Forwarded-For, trusted by
  // the journeys' server): the per-address limit of 10 registrations an hour is not what these test.
  const started = await request.post('/api/register/step1-personal-info', {
    headers: { 'X-Forwarded-For': `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` },
    data: {
      first_name: person.firstName,
      last_name: person.lastName,
      phone: '+962791234567',
      email: person.email,
      country_id: jordan?.id,
      gender: 'female',
      birth_date: '1990-04-12',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { user_id, registration_token } = ((await started.json()) as { data: { user_id: number; registration_token: string } }).data;
  const headers = { 'X-Registration-Token': registration_token };
  const otp = await verificationCodeFor(person.email);
  for (const [path, data] of [
    ['/api/register/step2-verify-account', { user_id, otp }],
    ['/api/register/step3-career', { user_id, organization: 'Hub', organization_type_id: types.data[0]?.id, organization_short_name: 'HUB', position: 'Analyst' }],
    ['/api/register/step4-additional-info', { user_id, education_level_id: levels.data[0]?.id, field_of_study: 'Energy', experience_years: 3 }],
  ] as const) {
    const answer = await request.post(path, { data, headers });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  }
}

/** Signs a member made by `createMemberThroughApi` in through the sign-in form. */
export async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Account: Layla Haddad' })).toBeVisible();
}

/** Signs the journeys' administrator in through the sign-in form. */
export async function signInAdmin(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email Address' }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}
