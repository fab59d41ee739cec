// Reads the mail the journeys server writes to `${E2E_DATA_DIR}/outbox/*.eml` (no SMTP in tests):
// parses each message, decodes its text (base64 or quoted-printable, multipart or not) and finds a
// verification code or a password-reset link in the newest mail sent to an address.
import fs from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from '../../playwright.config';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** The List-Unsubscribe header (alert digests), when the mail has one. */
  listUnsubscribe?: string;
}

const outboxDir = () => path.join(E2E_DATA_DIR, 'outbox');

function splitHeadersAndBody(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const char = joined[index]!;
    const hex = joined.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

/** RFC 2047 words in headers, e.g. =?UTF-8?B?...?= or =?UTF-8?Q?...?=. */
function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_match, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** The plain text of a MIME entity: its own body, or its first text part (plain preferred over HTML). */
function textOf(raw: string): string {
  const { headers, body } = splitHeadersAndBody(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => part.replace(/^\r?\n/, ''));
    const plain = parts.find((part) => /^text\/plain/i.test(splitHeadersAndBody(part).headers.get('content-type') ?? 'text/plain'));
    return textOf(plain ?? parts[0] ?? '');
  }
  const text = decodeBody(body, headers.get('content-transfer-encoding'));
  return /text\/html/i.test(contentType) ? text.replace(/<[^>]+>/g, ' ') : text;
}

/** Parses one .eml file. */
export function parseMail(file: string): OutboxMail {
  const raw = fs.readFileSync(file, 'utf8');
  const { headers } = splitHeadersAndBody(raw);
  const listUnsubscribe = headers.get('list-unsubscribe');
  return { file, to: decodeHeader(headers.get('to') ?? ''), subject: decodeHeader(headers.get('subject') ?? ''), text: textOf(raw), ...(listUnsubscribe ? { listUnsubscribe } : {}) };
}

/** Every mail sent to `address`, oldest first (file names start with the time of sending). */
export function mailsTo(address: string): OutboxMail[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  const wanted = address.toLowerCase();
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => path.join(dir, name))
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs || a.localeCompare(b))
    .map(parseMail)
    .filter((mail) => mail.to.toLowerCase().includes(wanted));
}

async function waitFor<T>(find: () => T | undefined, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`No ${what} arrived in the outbox ${outboxDir()} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The newest mail to `address` after the first `skip` ones (how many there were before the action). */
export function waitForMail(address: string, skip = 0): Promise<OutboxMail> {
  return waitFor(() => mailsTo(address).slice(skip).at(-1), `mail to ${address}`);
}

/** The 6-digit code of the newest verification mail to `address` (after the first `skip` mails). */
export async function verificationCodeFor(address: string, skip = 0): Promise<string> {
  return waitFor(() => {
    const mail = mailsTo(address)
      .slice(skip)
      .filter((candidate) => /\b\d{6}\b/.test(candidate.text))
      .at(-1);
    return mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
  }, `verification code for ${address}`);
}

/** The password-reset link of the newest reset mail to `address`. */
export async function resetLinkFor(address: string, skip = 0): Promise<string> {
  return waitFor(() => {
    const mail = mailsTo(address)
      .slice(skip)
      .filter((candidate) => /\/reset-password\?token=/.test(candidate.text))
      .at(-1);
    return mail ? /(https?:\/\/\S+\/reset-password\?token=[^\s"'<>]+)/.exec(mail.text)?.[1] : undefined;
  }, `password-reset link for ${address}`);
}

/** The one-time sign-in link of the newest sign-in-link mail to `address`. */
export async function signInLinkFor(address: string, skip = 0): Promise<string> {
  return waitFor(() => {
    const mail = mailsTo(address)
      .slice(skip)
      .filter((candidate) => /\/login\/link\?token=/.test(candidate.text))
      .at(-1);
    return mail ? /(https?:\/\/\S+\/login\/link\?token=[^\s"'<>]+)/.exec(mail.text)?.[1] : undefined;
  }, `sign-in link for ${address}`);
}
