import { legalVersion } from '@kundenportal/domain/legal/legal-documents';
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { agentWithIdOrSignupCode, agentWithSignupCode } from '../../db/agent-conditions';
import type { Db } from '../../db/client';
import {
  accountCodes,
  agents,
  persons,
  referrals,
  sessions,
  smsCodes,
  usedSsoTokens,
  users,
} from '../../db/schema';
import { createCodeRepository } from './code-repository';

/** The database or a transaction of it: writes that belong together take the transaction. */
export type Executor = Db;

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

export type NewCustomer = Omit<typeof users.$inferInsert, 'id' | 'createdAt'> & {
  person?: Partial<typeof persons.$inferInsert>;
};

/** SQL of the account flows (sign-up, activation, password reset and change, e-mail change). */
export function createAccountRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Executor));
    },

    /** The active customer whose referral link has this slug (issue 13), with what the rules need. */
    async findReferrer(slug: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          phone: users.phone,
          firstName: users.firstName,
          agentId: users.agentId,
        })
        .from(users)
        .where(and(eq(users.referralSlug, slug), eq(users.active, true)));
      return row ?? null;
    },

    /** Whether a mobile number is a customer's already (then its owner is no new referral). */
    async phoneKnown(digits: string): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.phone, digits)).limit(1);
      return rows.length > 0;
    },

    async insertReferral(
      ex: Executor,
      referral: { referrerUserId: number; referredUserId: number; agentId: number | null },
    ) {
      await ex.insert(referrals).values(referral);
    },

    async emailTaken(email: string, ex: Executor = db): Promise<boolean> {
      const rows = await ex.select({ id: users.id }).from(users).where(byEmail(email)).limit(1);
      return rows.length > 0;
    },

    async findUser(userId: number, ex: Executor = db) {
      const rows = await ex
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          passwordHash: users.passwordHash,
          active: users.active,
          role: users.role,
          config: users.config,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return rows[0] ?? null;
    },

    async findUserByEmail(email: string) {
      const rows = await db
        .select({ id: users.id, email: users.email, active: users.active })
        .from(users)
        .where(byEmail(email))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The adviser whose public sign-up code this is (case-insensitive), or null. */
    async findAgentBySignupCode(code: string) {
      const rows = await db
        .select({ id: agents.id })
        .from(agents)
        .where(agentWithSignupCode(code.trim()))
        .limit(1);
      return rows[0] ?? null;
    },

    async findAgent(idOrSignupCode: string) {
      const condition = agentWithIdOrSignupCode(idOrSignupCode);
      const rows = await db
        .select({
          id: agents.id,
          anrede: agents.anrede,
          vorname: agents.vorname,
          name: agents.name,
          firma: agents.firma,
        })
        .from(agents)
        .where(condition)
        .limit(1);
      return rows[0] ?? null;
    },

    /** A user with its main person (household of one). */
    async insertCustomer(tx: Executor, { person, ...user }: NewCustomer) {
      const [created] = await tx.insert(users).values(user).returning({ id: users.id });
      if (!created) throw new Error('user not created');
      await tx.insert(persons).values({
        firstname: user.firstName,
        lastname: user.lastName,
        email: user.email,
        ...person,
        userId: created.id,
        isMain: true,
      });
      return created;
    },

    ...createCodeRepository(db),

    async setPassword(
      tx: Executor,
      userId: number,
      passwordHash: string,
      options: { activate?: boolean } = {},
    ) {
      await tx
        .update(users)
        .set({ passwordHash, passwordChangedAt: sql`now()`, ...(options.activate ? { active: true } : {}) })
        .where(eq(users.id, userId));
    },

    /**
     * The terms and the privacy text accepted at `at` (sign-up, activation; issue 27): the versions are
     * those the customer's adviser shows (its own texts', else the default's).
     */
    async acceptLegalTexts(tx: Executor, userId: number, at: Date) {
      const [row] = await tx
        .select({ own: agents.legalDocuments })
        .from(users)
        .leftJoin(agents, eq(agents.id, users.agentId))
        .where(eq(users.id, userId));
      await tx
        .update(users)
        .set({
          agbAcceptedAt: at,
          datenschutzAcceptedAt: at,
          agbVersion: legalVersion(row?.own, 'nutzungsbedingungen'),
          datenschutzVersion: legalVersion(row?.own, 'datenschutz'),
        })
        .where(eq(users.id, userId));
    },

    async setEmail(tx: Executor, userId: number, email: string) {
      await tx.update(users).set({ email }).where(eq(users.id, userId));
    },

    /** Ends every open session of the user except `keepSessionId` (their tokens are refused from now on). */
    async endSessions(tx: Executor, userId: number, keepSessionId?: string) {
      await tx
        .update(sessions)
        .set({ endedAt: sql`now()` })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.endedAt),
            keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
          ),
        );
    },

    /** Drops codes nobody can use any more (kept a day after expiry for support questions). */
    async purgeExpired() {
      const dayAgo = sql`now() - interval '1 day'`;
      await db.delete(smsCodes).where(lt(smsCodes.expiresAt, dayAgo));
      await db.delete(accountCodes).where(lt(accountCodes.expiresAt, dayAgo));
      await db.delete(usedSsoTokens).where(lt(usedSsoTokens.expiresAt, sql`now()`));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
