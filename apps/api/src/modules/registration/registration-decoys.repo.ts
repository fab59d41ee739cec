// SQL of the registrations started with an address that already has an account (issue 28).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { registrationDecoys, users } from '../../db/schema.ts';

export type DecoyRow = typeof registrationDecoys.$inferSelect;

/** Builds the decoys repository over a database. */
export function createDecoysRepo(db: Db) {
  return {
    /** Takes the next id of the users' sequence, so a decoy's id reads like a new account's. */
    async reserveUserId(): Promise<number> {
      const result = await db.execute(sql`select nextval(pg_get_serial_sequence('users', 'id')) as id`);
      // Both drivers answer raw queries with `{ rows }`; a bigint comes back as a string.
      return Number((result as unknown as { rows: Array<{ id: number | string }> }).rows[0]!.id);
    },

    async insert(values: typeof registrationDecoys.$inferInsert): Promise<void> {
      await db.insert(registrationDecoys).values(values);
    },

    async find(userId: number): Promise<DecoyRow | undefined> {
      const [row] = await db.select().from(registrationDecoys).where(eq(registrationDecoys.userId, userId));
      return row;
    },

    /** Counts a guess, atomically, while fewer than `max` were made; answers the count, or undefined. */
    async spendGuess(userId: number, max: number): Promise<number | undefined> {
      const [row] = await db
        .update(registrationDecoys)
        .set({ attempts: sql`${registrationDecoys.attempts} + 1` })
        .where(and(eq(registrationDecoys.userId, userId), sql`${registrationDecoys.attempts} < ${max}`))
        .returning({ attempts: registrationDecoys.attempts });
      return row?.attempts;
    },

    /** A 'new code' sent: the clock and the guesses start again, as for a real code. */
    async markSent(userId: number): Promise<void> {
      await db.update(registrationDecoys).set({ codeSentAt: sql`now()`, attempts: 0 }).where(eq(registrationDecoys.userId, userId));
    },

    /** The latest decoy started with an address: a sign-in with its password continues it. */
    async latestFor(emailNormalized: string): Promise<DecoyRow | undefined> {
      const [row] = await db
        .select()
        .from(registrationDecoys)
        .where(eq(registrationDecoys.emailNormalized, emailNormalized))
        .orderBy(desc(registrationDecoys.createdAt), desc(registrationDecoys.userId))
        .limit(1);
      return row;
    },

    /** A new registration token, as a sign-in gives a real unfinished registration. */
    async renewToken(userId: number, tokenHash: string): Promise<void> {
      await db.update(registrationDecoys).set({ tokenHash }).where(eq(registrationDecoys.userId, userId));
    },

    /** The owner of the address a decoy was started with. */
    async owner(decoy: DecoyRow) {
      const [row] = await db.select().from(users).where(eq(users.id, decoy.ownerId));
      return row;
    },
  };
}
export type DecoysRepo = ReturnType<typeof createDecoysRepo>;
