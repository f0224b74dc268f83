import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passkeys, users, webauthnChallenges } from '../../db/schema';

/** An action a signed-in customer confirms with a passkey (ADR 246). */
export type ConfirmAction = 'konto-loeschen';
export type ChallengePurpose = 'register' | 'login' | `confirm:${ConfirmAction}`;

export function createPasskeysRepository(db: Db) {
  return {
    async findUser(userId: number) {
      const rows = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Stores a challenge; expired ones of anybody are dropped on the way (the table stays small). */
    async saveChallenge(input: {
      id: string;
      userId: number | null;
      purpose: ChallengePurpose;
      challenge: string;
      expiresAt: Date;
    }) {
      await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
      await db.insert(webauthnChallenges).values(input);
    },

    /**
     * Takes a challenge out (single use): deleted in the same statement that reads it, so two answers
     * to one challenge cannot both succeed. Null when unknown, expired, of another purpose or user.
     */
    async consumeChallenge(id: string, purpose: ChallengePurpose, userId: number | null) {
      const owner =
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId);
      const rows = await db
        .delete(webauthnChallenges)
        .where(and(eq(webauthnChallenges.id, id), eq(webauthnChallenges.purpose, purpose), owner))
        .returning({ challenge: webauthnChallenges.challenge, expiresAt: webauthnChallenges.expiresAt });
      const row = rows[0];
      return row && row.expiresAt > new Date() ? row.challenge : null;
    },

    async listByUser(userId: number) {
      return db
        .select({
          id: passkeys.id,
          transports: passkeys.transports,
          createdAt: passkeys.createdAt,
          lastUsedAt: passkeys.lastUsedAt,
        })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(asc(passkeys.createdAt));
    },

    async findById(id: string) {
      const rows = await db
        .select({
          id: passkeys.id,
          userId: passkeys.userId,
          publicKey: passkeys.publicKey,
          counter: passkeys.counter,
          transports: passkeys.transports,
          active: users.active,
          role: users.role,
        })
        .from(passkeys)
        .innerJoin(users, eq(users.id, passkeys.userId))
        .where(eq(passkeys.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    /** False when the credential id is taken (registered before, by anybody). */
    async insert(input: {
      id: string;
      userId: number;
      publicKey: string;
      counter: number;
      transports: string[];
    }) {
      const rows = await db
        .insert(passkeys)
        .values(input)
        .onConflictDoNothing()
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    /** Records a login; the counter only moves forward (a parallel older answer cannot lower it). */
    async markUsed(id: string, counter: number) {
      const rows = await db
        .update(passkeys)
        .set({ counter, lastUsedAt: new Date() })
        .where(and(eq(passkeys.id, id), sql`${passkeys.counter} <= ${counter}`))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    async deleteOne(userId: number, id: string) {
      const rows = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    async deleteAll(userId: number) {
      const rows = await db
        .delete(passkeys)
        .where(eq(passkeys.userId, userId))
        .returning({ id: passkeys.id });
      return rows.length;
    },
  };
}

export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
