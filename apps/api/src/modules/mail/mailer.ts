// Sends the hub's mail: through SMTP when SMTP_URL is set, otherwise as .eml files in
// DATA_DIR/outbox so a person on a fresh machine can read their code. Bodies and subjects are never logged.
//
// Two ways to send. `send` sends at once and only logs a failure: for mail that carries a code or a
// sign-in link, which is never stored and which the person can ask for again. `queue` stores the mail
// in the transaction of the change it tells of (a decision, a reply); `deliverQueued` sends it after
// the commit, and a timer sends whatever a crash or an SMTP failure left, so a committed change is
// never without its mail. A mail is sent at least once: a crash between sending and forgetting it
// sends it twice.
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { createMailQueueRepo } from './mail-queue.repo.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes (a contact message's sender), when not to the hub's own address. */
  replyTo?: string;
  /** Which of the hub's mails this is: what the log names, since a subject may carry a code. */
  template?: string;
  /** The address that unsubscribes the recipient in one click: sent as List-Unsubscribe with List-Unsubscribe-Post (RFC 8058). */
  listUnsubscribe?: string;
}

export interface Mailer {
  /** Sends now; a failure is logged, not thrown. */
  send(message: MailMessage): Promise<void>;
  /** Stores the mail on the caller's transaction, to be sent once it commits. Refuses mail that carries a secret. */
  queue(tx: Db, message: MailMessage): Promise<void>;
  /** Sends the queued mail that is due; a failure puts that mail off. Never throws. */
  deliverQueued(): Promise<void>;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Templates whose mail holds a code or a link that signs in: kept out of the database and its backups. */
export const SECRET_TEMPLATES: ReadonlySet<string> = new Set(['verificationCode', 'passwordReset', 'emailChangeCode', 'signInLink']);

/**
 * How long one process holds a mail it is sending before another may take it: far longer than an SMTP
 * server takes to answer, so a slow send is not sent twice (MAIL_CLAIM_SECONDS sets it).
 */
export const DEFAULT_MAIL_CLAIM_MS = 2 * 60_000;
const BATCH = 50;
/** A mail still failing after this many attempts (about a day and a half of back-off) is given up. */
export const MAX_ATTEMPTS = 40;

/** The longest failure reason kept with a mail. */
const ERROR_MAX = 500;

/**
 * Why a send failed, for the administrators' console: the mail server's answer or the network error,
 * never the transport's settings (the SMTP URL holds a password).
 */
export function describeMailError(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  const parts = [typeof code === 'string' ? code : undefined, typeof responseCode === 'number' ? String(responseCode) : undefined, error.message].filter(Boolean);
  return parts.join(' · ').slice(0, ERROR_MAX);
}

/** The wait before attempt `attempts + 1`: one minute, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Builds the mailer the configuration asks for; queued mail lives in `db`. `onlyProcess` says no other
 * process can use the database (PGlite, under the data-directory lock): a claim found by its first
 * delivery was left by a killed process, and is released rather than waited out.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string; log: Log; db: Db; onlyProcess?: boolean; claimMs?: number }): Mailer {
  const claimMs = options.claimMs ?? DEFAULT_MAIL_CLAIM_MS;
  const smtp: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const outbox = smtp ? undefined : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const queue = createMailQueueRepo(options.db);

  /** Sends or writes one mail; throws what the transport threw. */
  async function transmit(message: MailMessage): Promise<void> {
    // Base64 bodies survive any transport and are easy to decode for anyone reading the outbox.
    const mail = {
      from: options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      textEncoding: 'base64' as const,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      // A mail client offers "Unsubscribe" and POSTs `List-Unsubscribe=One-Click` to the address (RFC 8058).
      ...(message.listUnsubscribe ? { list: { unsubscribe: message.listUnsubscribe }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
    };
    if (smtp) {
      await smtp.sendMail(mail);
      options.log.info({ template: message.template }, 'mail sent');
      return;
    }
    const info = await outbox!.sendMail(mail);
    fs.mkdirSync(options.outboxDir, { recursive: true });
    const recipient = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 100);
    const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${recipient}.eml`);
    fs.writeFileSync(file, info.message as Buffer);
    options.log.info({ template: message.template, file: path.basename(file) }, 'mail written to the outbox');
  }

  let delivering: Promise<void> | undefined;
  let again = false;
  let staleClaims = options.onlyProcess ?? false;

  async function deliverDue(): Promise<void> {
    for (;;) {
      const due = await queue.claimDue(BATCH, claimMs);
      for (const mail of due) {
        try {
          await transmit({
            to: mail.toAddress,
            subject: mail.subject,
            text: mail.body,
            template: mail.template,
            ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
            ...(mail.listUnsubscribe ? { listUnsubscribe: mail.listUnsubscribe } : {}),
          });
          await queue.remove(mail.id);
        } catch (error) {
          if (mail.attempts >= MAX_ATTEMPTS) {
            options.log.error({ err: error, template: mail.template, attempts: mail.attempts }, 'queued mail given up');
            await queue.giveUp(mail.id, describeMailError(error));
          } else {
            options.log.warn({ err: error, template: mail.template, attempts: mail.attempts }, 'queued mail could not be sent; will try again');
            await queue.putOff(mail.id, retryDelayMs(mail.attempts), describeMailError(error));
          }
        }
      }
      if (due.length < BATCH) return;
    }
  }

  return {
    async send(message) {
      try {
        await transmit(message);
      } catch (error) {
        // A lost mail must not fail the request that caused it: codes can be sent again.
        options.log.error({ err: error, template: message.template }, 'mail could not be sent');
      }
    },

    async queue(tx, message) {
      if (!message.template || SECRET_TEMPLATES.has(message.template)) throw new Error(`mail ${message.template ?? 'without a template'} may not be stored`);
      await createMailQueueRepo(tx).insert({
        template: message.template,
        toAddress: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        body: message.text,
        listUnsubscribe: message.listUnsubscribe ?? null,
      });
    },

    deliverQueued() {
      // One delivery at a time in this process; a call during one runs another pass after it, so mail
      // committed meanwhile is not left for the timer.
      if (delivering) {
        again = true;
        return delivering;
      }
      const run = async () => {
        if (staleClaims) {
          staleClaims = false;
          await queue.releaseAllClaims();
        }
        do {
          again = false;
          await deliverDue();
        } while (again);
      };
      delivering = run()
        .catch((error: unknown) => options.log.error({ err: error }, 'queued mail could not be read'))
        .finally(() => {
          delivering = undefined;
        });
      return delivering;
    },
  };
}
