// SQL of contact messages, and who on the staff receives them.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages, users } from '../../db/schema.ts';

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
  };
}
export type ContactRepo = ReturnType<typeof createContactRepo>;
