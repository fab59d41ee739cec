// SQL of the staff console's people list and of role and status changes made by administrators.
import type { PeopleQuery } from '@wefe/contract';
import { and, count, desc, eq, ilike, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema.ts';

// Any fixed number: role and suspension changes take turns, so two administrators demoting each
// other at once cannot both pass the last-admin check.
const ADMIN_CHANGES_LOCK_ID = 9_100_417;

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One account as the list shows it; `lastLogin` is the newest sign-in token's creation. */
export interface PersonRow {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  entityName: string | null;
  accountType: 'individual' | 'entity';
  role: 'member' | 'reviewer' | 'admin';
  status: 'registering' | 'pending_approval' | 'active' | 'rejected' | 'suspended';
  language: 'en' | 'ar' | 'fr';
  createdAt: Date;
  lastLogin: Date | string | null;
}

const personColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: users.displayName,
  entityName: users.entityName,
  accountType: users.accountType,
  role: users.role,
  status: users.status,
  language: users.language,
  createdAt: users.createdAt,
};

/** Builds the people repository over a database or a transaction. */
export function createPeopleRepo(db: Db) {
  const lastLogins = db.select({ userId: authTokens.userId, lastLogin: max(authTokens.createdAt).as('last_login') }).from(authTokens).groupBy(authTokens.userId).as('last_logins');

  return {
    /** A page of accounts matching the search and filters, newest first. */
    async list(query: PeopleQuery): Promise<{ rows: PersonRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.q) {
        const text = likeText(query.q);
        conditions.push(
          or(
            ilike(users.email, text),
            ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, text),
            ilike(users.displayName, text),
            ilike(users.entityName, text),
            ilike(users.entityShortName, text),
          )!,
        );
      }
      if (query.role) conditions.push(eq(users.role, query.role));
      if (query.status) conditions.push(eq(users.status, query.status));
      if (query.account_type) conditions.push(eq(users.accountType, query.account_type));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select({ ...personColumns, lastLogin: lastLogins.lastLogin })
          .from(users)
          .leftJoin(lastLogins, eq(lastLogins.userId, users.id))
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** One account with its latest sign-in. */
    async find(id: number): Promise<PersonRow | undefined> {
      const [row] = await db
        .select({ ...personColumns, lastLogin: lastLogins.lastLogin })
        .from(users)
        .leftJoin(lastLogins, eq(lastLogins.userId, users.id))
        .where(eq(users.id, id));
      return row;
    },

    /** Serialises role and status changes until the transaction ends. */
    async lockAdminChanges(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGES_LOCK_ID})`);
    },

    async setRole(id: number, role: PersonRow['role']): Promise<void> {
      await db.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, id));
    },

    /** Changes the status only from the expected one; false when the account was elsewhere (a race). */
    async setStatusWhen(id: number, from: PersonRow['status'], to: PersonRow['status']): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(users.id, id), eq(users.status, from)))
        .returning({ id: users.id });
      return rows.length === 1;
    },
  };
}
export type PeopleRepo = ReturnType<typeof createPeopleRepo>;
