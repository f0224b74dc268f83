import { legalVersion } from '@kundenportal/domain/legal/legal-documents';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
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
import type { MailPayload } from '../../lib/outbox/outbox-repository';
import type { CodePurpose } from './codes';

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
        .where(sql`lower(${agents.signupCode}) = ${code.trim().toLowerCase()}`)
        .limit(1);
      return rows[0] ?? null;
    },

    async findAgent(idOrSignupCode: string) {
      const condition = /^\d+$/.test(idOrSignupCode)
        ? eq(agents.id, Number(idOrSignupCode))
        : sql`lower(${agents.signupCode}) = ${idOrSignupCode.toLowerCase()}`;
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

    async insertSmsCode(tx: Executor, input: { phone: string; codeHash: string; expiresAt: Date }) {
      await tx.insert(smsCodes).values(input);
    },

    /**
     * Spends one attempt on the newest unexpired, unused SMS code of the phone; null when there is none or
     * its attempts are used up. One statement, so parallel guesses cannot exceed the limit.
     */
    async takeSmsAttempt(phone: string, maxAttempts: number) {
      const newest = db
        .select({ id: smsCodes.id })
        .from(smsCodes)
        .where(and(eq(smsCodes.phone, phone), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, sql`now()`)))
        .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
        .limit(1);
      const rows = await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(and(eq(smsCodes.id, sql`(${newest})`), lt(smsCodes.attempts, maxAttempts)))
        .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
      return rows[0] ?? null;
    },

    /** Marks the SMS code used; false when a parallel request was first. */
    async useSmsCode(tx: Executor, id: number): Promise<boolean> {
      const rows = await tx
        .update(smsCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id });
      return rows.length === 1;
    },

    async insertCode(
      tx: Executor,
      input: {
        userId: number;
        purpose: CodePurpose;
        codeHash: string;
        expiresAt: Date;
        data?: Record<string, unknown>;
      },
    ) {
      await tx.insert(accountCodes).values(input);
    },

    /** A code that is still usable (not used, not expired), with its user. */
    async findUsableCode(purpose: CodePurpose, codeHash: string) {
      const rows = await db
        .select({
          userId: accountCodes.userId,
          data: accountCodes.data,
          email: users.email,
          firstName: users.firstName,
          active: users.active,
          role: users.role,
        })
        .from(accountCodes)
        .innerJoin(users, eq(users.id, accountCodes.userId))
        .where(
          and(
            eq(accountCodes.codeHash, codeHash),
            eq(accountCodes.purpose, purpose),
            isNull(accountCodes.usedAt),
            gt(accountCodes.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /** Uses a code up (single use even under parallel requests); null when unknown, used or expired. */
    async consumeCode(tx: Executor, purpose: CodePurpose, codeHash: string) {
      const rows = await tx
        .update(accountCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountCodes.codeHash, codeHash),
            eq(accountCodes.purpose, purpose),
            isNull(accountCodes.usedAt),
            gt(accountCodes.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: accountCodes.userId, data: accountCodes.data });
      return rows[0] ?? null;
    },

    /** Retires every open code of a purpose (a newer one replaces them, or the flow is done). */
    async retireCodes(tx: Executor, userId: number, purpose: CodePurpose) {
      await tx
        .update(accountCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountCodes.userId, userId),
            eq(accountCodes.purpose, purpose),
            isNull(accountCodes.usedAt),
          ),
        );
    },

    /**
     * The forgot-password request in one statement that does the same work whether or not the address
     * belongs to an active account: the code row and the mail are written only when it does.
     */
    async createResetCodeIfAccount(input: {
      email: string;
      /** Only an account of this side gets the link (the workspace has its own reset page). */
      role: 'customer' | 'adviser';
      codeHash: string;
      expiresAt: Date;
      mail: Omit<MailPayload, 'to'>;
    }) {
      await db.execute(sql`
        with account as (
          select id, email from users
          where lower(email) = ${input.email.trim().toLowerCase()} and active and role = ${input.role} limit 1
        ), code as (
          insert into account_codes (user_id, purpose, code_hash, expires_at)
          select id, 'password_reset', ${input.codeHash}, ${input.expiresAt.toISOString()}::timestamptz from account
          returning user_id
        )
        insert into outbox (channel, payload)
        select 'mail', jsonb_build_object('to', account.email, 'subject', ${input.mail.subject}::text, 'text', ${input.mail.text}::text)
          from account join code on code.user_id = account.id`);
    },

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

/** Whether a database error is a unique violation (e.g. an e-mail taken by a parallel request). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
