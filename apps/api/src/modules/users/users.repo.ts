// SQL of accounts: users, their tokens, codes and reset links.
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { authTokens, countries, educationLevels, mediaFiles, organizationTypes, passwordResets, signInLinks, users, verificationCodes } from '../../db/schema.ts';

const proofDocument = alias(mediaFiles, 'proof_document');

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
type Named = { nameEn: string; nameAr: string; nameFr: string } | null;
/** A user with the names of what it refers to, as profiles show them. */
export type UserProfileRow = {
  user: UserRow;
  country: (Named & { id: number }) | null;
  organizationType: (Named & { id: number }) | null;
  educationLevel: (Named & { id: number }) | null;
  proofDocument: { id: number; originalName: string } | null;
};

/** Builds the users repository over a database (or a transaction). */
export function createUsersRepo(db: Db) {
  const voidCodes = async (userId: number, purpose: string) => {
    await db
      .update(verificationCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumedAt)));
  };

  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(emailNormalized: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.emailNormalized, emailNormalized));
      return row;
    },

    async findProfile(id: number): Promise<UserProfileRow | undefined> {
      const [row] = await db
        .select({
          user: users,
          country: { id: countries.id, nameEn: countries.nameEn, nameAr: countries.nameAr, nameFr: countries.nameFr },
          organizationType: { id: organizationTypes.id, nameEn: organizationTypes.nameEn, nameAr: organizationTypes.nameAr, nameFr: organizationTypes.nameFr },
          educationLevel: { id: educationLevels.id, nameEn: educationLevels.nameEn, nameAr: educationLevels.nameAr, nameFr: educationLevels.nameFr },
          proofDocument: { id: proofDocument.id, originalName: proofDocument.originalName },
        })
        .from(users)
        .leftJoin(countries, eq(countries.id, users.countryId))
        .leftJoin(organizationTypes, eq(organizationTypes.id, users.organizationTypeId))
        .leftJoin(educationLevels, eq(educationLevels.id, users.educationLevelId))
        .leftJoin(proofDocument, eq(proofDocument.id, users.verificationDocumentId))
        .where(eq(users.id, id));
      return row;
    },

    async insert(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<NewUser>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Updates only when the user is in the expected state; answers undefined when it was not (a race or a replay). */
    async updateWhen(id: number, expected: { status?: UserRow['status']; registrationStep?: number; accountType?: UserRow['accountType'] }, values: Partial<NewUser>) {
      const conditions = [eq(users.id, id)];
      if (expected.status) conditions.push(eq(users.status, expected.status));
      if (expected.registrationStep !== undefined) conditions.push(eq(users.registrationStep, expected.registrationStep));
      if (expected.accountType) conditions.push(eq(users.accountType, expected.accountType));
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(...conditions))
        .returning();
      return row;
    },

    /**
     * Makes the user's profile picture public. Until then it is private to its owner and staff: ids are
     * sequential, and a picture of an unfinished registration was anonymous image hosting (issue 28).
     */
    async publishProfilePicture(userId: number): Promise<void> {
      await db
        .update(mediaFiles)
        .set({ visibility: 'public' })
        .where(sql`${mediaFiles.id} = (select ${users.profilePictureId} from ${users} where ${users.id} = ${userId})`);
    },

    async staffEmails(): Promise<Array<{ email: string; language: UserRow['language'] }>> {
      return db
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(and(inArray(users.role, ['admin', 'reviewer']), eq(users.status, 'active')));
    },

    async listByStatus(accountType: UserRow['accountType'], status: UserRow['status']) {
      return db.select().from(users).where(and(eq(users.accountType, accountType), eq(users.status, status))).orderBy(users.createdAt);
    },

    async countActiveAdmins(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
      return row?.n ?? 0;
    },

    // ---- tokens ----
    async insertToken(userId: number, tokenHash: string, expiresAt: Date) {
      await db.insert(authTokens).values({ userId, tokenHash, expiresAt });
    },

    async findByToken(tokenHash: string) {
      const [row] = await db
        .select({ user: users, tokenId: authTokens.id })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, sql`now()`)));
      return row;
    },

    async revokeToken(tokenId: number) {
      await db.update(authTokens).set({ revokedAt: sql`now()` }).where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
    },

    async revokeAllTokens(userId: number) {
      await db.update(authTokens).set({ revokedAt: sql`now()` }).where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
    },

    // ---- verification codes ----
    async insertCode(userId: number, purpose: string, codeHash: string, expiresAt: Date, detail: string | null = null) {
      // A new code voids the earlier ones: only the latest mail's code works.
      await voidCodes(userId, purpose);
      await db.insert(verificationCodes).values({ userId, purpose, codeHash, expiresAt, detail });
    },

    /** Voids the live codes of a purpose (a cancelled change). */
    voidCodes,

    async latestCode(userId: number, purpose: string) {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
        .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
        .limit(1);
      return row;
    },

    /**
     * Spends one guess on a live code, atomically: concurrent guesses cannot exceed the limit.
     * Answers the code's hash when a guess was available, undefined when the code is used up.
     */
    async spendGuess(codeId: number, maxAttempts: number): Promise<{ codeHash: string; attempts: number } | undefined> {
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.id, codeId),
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, sql`now()`),
            sql`${verificationCodes.attempts} < ${maxAttempts}`,
          ),
        )
        .returning({ codeHash: verificationCodes.codeHash, attempts: verificationCodes.attempts });
      return row;
    },

    /** Marks a code used; false when another request used it first. */
    async consumeCode(codeId: number): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },

    // ---- password resets ----
    // ---- sign-in links ----
    async insertSignInLink(userId: number, tokenHash: string, expiresAt: Date) {
      await db.insert(signInLinks).values({ userId, tokenHash, expiresAt });
    },

    /** Uses a live sign-in link once; answers its user id, or undefined when invalid, used or expired. */
    async consumeSignInLink(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .update(signInLinks)
        .set({ usedAt: sql`now()` })
        .where(and(eq(signInLinks.tokenHash, tokenHash), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, sql`now()`)))
        .returning({ userId: signInLinks.userId });
      return row?.userId;
    },

    async insertReset(userId: number, tokenHash: string, expiresAt: Date) {
      await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
    },

    /** Uses a live reset link once; answers its user id, or undefined when invalid, used or expired. */
    async consumeReset(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },

    /** Whether a reset link can still be used (not used, not expired), without using it. */
    async isResetUsable(tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ id: passwordResets.userId })
        .from(passwordResets)
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
        .limit(1);
      return row !== undefined;
    },

    async voidResets(userId: number) {
      await db.update(passwordResets).set({ usedAt: sql`now()` }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
