// The staff console's inbox of contact messages: staff read them, answer by mail in the language the
// sender wrote in (Reply-To the hub's CONTACT_EMAIL when set), and mark them handled or open again.
// Each change and its audit entry are committed together, a reply with its mail (queued, sent after the commit).
import { LANGUAGES, type ContactMessagesQuery, type Language, type StaffContactMessage } from '@wefe/contract';
import { inTransaction, type Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { composeMail } from '../mail/mail.templates.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createContactRepo, type InboxRow, type StaffRef } from './contact.repo.ts';
import { accountName } from '../../lib/account-names.ts';

/** The staff member acting, as the audit log names them. */
interface Staff {
  id: number;
  role: string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const staffRef = (ref: StaffRef | null) => (ref ? { id: ref.id, name: accountName(ref) } : null);

/** A message as the console shows it. */
export function presentInboxMessage({ message, handler, replier }: InboxRow): StaffContactMessage {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    phone: message.phone,
    location: message.location,
    body: message.body,
    language: message.language,
    created_at: iso(message.createdAt),
    handled_at: message.handledAt ? iso(message.handledAt) : null,
    handled_by: staffRef(handler),
    reply: message.replyBody && message.repliedAt ? { body: message.replyBody, sent_at: iso(message.repliedAt), by: staffRef(replier) } : null,
  };
}

/** Every line of the sender's message marked as quoted, as mail clients do. */
const quote = (body: string) =>
  body
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

const senderLanguage = (value: string): Language => ((LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en');

/** Builds the inbox service. */
export function createContactInboxService({ db, mailer, contactEmail }: { db: Db; mailer: Mailer; contactEmail?: string }) {
  const repo = createContactRepo(db);

  const present = async (id: number) => presentInboxMessage((await repo.find(id))!);

  /** Runs a change on an existing message with its audit entry, in one transaction. */
  const change = (id: number, work: (tx: Db, row: InboxRow) => Promise<void>) =>
    inTransaction(db, async (tx) => {
      const row = await createContactRepo(tx).find(id);
      if (!row) throw notFound();
      await work(tx, row);
      return row;
    });

  return {
    async list(query: ContactMessagesQuery) {
      const { rows, total } = await repo.list(query);
      return { items: rows.map(presentInboxMessage), total };
    },

    counts: () => repo.counts(),

    /** Mails the reply to the sender, keeps it with the message and marks the message handled. */
    async reply(id: number, body: string, staff: Staff): Promise<StaffContactMessage> {
      await change(id, async (tx, { message }) => {
        await createContactRepo(tx).saveReply(id, body, staff.id);
        await recordAudit(tx, {
          actor: staff,
          action: 'reply',
          entityType: 'contact-messages',
          entityId: id,
          before: { handled: message.handledAt !== null },
          after: { handled: true, reply: body },
        });
        const language = senderLanguage(message.language);
        const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(message.createdAt));
        const mail = composeMail('contactReply', language, message.email, { name: message.name.replace(/\s+/g, ' '), reply: body, quoted: quote(message.body), date });
        await mailer.queue(tx, contactEmail ? { ...mail, replyTo: contactEmail } : mail);
      });
      await mailer.deliverQueued();
      return present(id);
    },

    /** Marks an open message handled; a second staff member doing the same gets a conflict. */
    async markHandled(id: number, staff: Staff): Promise<StaffContactMessage> {
      await change(id, async (tx) => {
        if (!(await createContactRepo(tx).markHandled(id, staff.id))) throw conflict('contact.already_handled');
        await recordAudit(tx, { actor: staff, action: 'mark_handled', entityType: 'contact-messages', entityId: id, before: { handled: false }, after: { handled: true } });
      });
      return present(id);
    },

    /** Opens a handled message again, e.g. when the sender needs a follow-up. */
    async reopen(id: number, staff: Staff): Promise<StaffContactMessage> {
      await change(id, async (tx) => {
        if (!(await createContactRepo(tx).reopen(id))) throw conflict('contact.not_handled');
        await recordAudit(tx, { actor: staff, action: 'reopen', entityType: 'contact-messages', entityId: id, before: { handled: true }, after: { handled: false } });
      });
      return present(id);
    },
  };
}
export type ContactInboxService = ReturnType<typeof createContactInboxService>;
