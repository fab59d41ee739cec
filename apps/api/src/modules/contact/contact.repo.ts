// SQL of contact messages, who on the staff receives them, and the staff console's inbox.
import type { ContactMessagesQuery } from '@wefe/contract';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { contactMessages, users } from '../../db/schema.ts';

const handler = alias(users, 'handler');
const replier = alias(users, 'replier');
const inboxColumns = {
  message: contactMessages,
  handler: { id: handler.id, firstName: handler.firstName, lastName: handler.lastName, email: handler.email },
  replier: { id: replier.id, firstName: replier.firstName, lastName: replier.lastName, email: replier.email },
};

/** A staff member named on a message, while their account exists. */
export interface StaffRef {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/** A message with the staff who handled and answered it. */
export interface InboxRow {
  message: ContactMessageRow;
  handler: StaffRef | null;
  replier: StaffRef | null;
}

const stateCondition = (status: ContactMessagesQuery['status']) =>
  status === 'open' ? isNull(contactMessages.handledAt) : status === 'handled' ? isNotNull(contactMessages.handledAt) : undefined;

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

/** Builds the contact repository over a database or transaction. */
export function createContactRepo(db: Db) {
  return {
    async insert(values: NewContactMessage): Promise<ContactMessageRow> {
      const [row] = await db.insert(contactMessages).values(values).returning();
      return row!;
    },

    /** Active administrators, who answer contact messages (reviewers only review submissions). */
    async adminRecipients(): Promise<Array<{ email: string; language: 'en' | 'ar' | 'fr' }>> {
      return db
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
    },

    /** A page of messages, newest first, narrowed to open or handled ones. */
    async list(query: ContactMessagesQuery): Promise<{ rows: InboxRow[]; total: number }> {
      const where = stateCondition(query.status);
      const [rows, [counted]] = await Promise.all([
        db
          .select(inboxColumns)
          .from(contactMessages)
          .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
          .leftJoin(replier, eq(replier.id, contactMessages.repliedBy))
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ total: count() }).from(contactMessages).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async find(id: number): Promise<InboxRow | undefined> {
      const [row] = await db
        .select(inboxColumns)
        .from(contactMessages)
        .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
        .leftJoin(replier, eq(replier.id, contactMessages.repliedBy))
        .where(eq(contactMessages.id, id));
      return row;
    },

    /** How many messages are open and handled. */
    async counts(): Promise<{ open: number; handled: number }> {
      const [row] = await db
        .select({
          open: sql<number>`count(*) filter (where ${contactMessages.handledAt} is null)::int`,
          handled: sql<number>`count(*) filter (where ${contactMessages.handledAt} is not null)::int`,
        })
        .from(contactMessages);
      return { open: row?.open ?? 0, handled: row?.handled ?? 0 };
    },

    /** Stores a reply and marks the message handled (a handled message keeps its first handling). */
    async saveReply(id: number, body: string, staffId: number): Promise<void> {
      await db
        .update(contactMessages)
        .set({
          replyBody: body,
          repliedAt: sql`now()`,
          repliedBy: staffId,
          handledAt: sql`coalesce(${contactMessages.handledAt}, now())`,
          handledBy: sql`case when ${contactMessages.handledAt} is null then ${staffId} else ${contactMessages.handledBy} end`,
        })
        .where(eq(contactMessages.id, id));
    },

    /** Marks an open message handled; false when it was handled already (by someone else, perhaps). */
    async markHandled(id: number, staffId: number): Promise<boolean> {
      const rows = await db
        .update(contactMessages)
        .set({ handledAt: sql`now()`, handledBy: staffId })
        .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
        .returning({ id: contactMessages.id });
      return rows.length === 1;
    },

    /** Opens a handled message again; false when it was open. */
    async reopen(id: number): Promise<boolean> {
      const rows = await db
        .update(contactMessages)
        .set({ handledAt: null, handledBy: null })
        .where(and(eq(contactMessages.id, id), isNotNull(contactMessages.handledAt)))
        .returning({ id: contactMessages.id });
      return rows.length === 1;
    },
  };
}
export type ContactRepo = ReturnType<typeof createContactRepo>;
