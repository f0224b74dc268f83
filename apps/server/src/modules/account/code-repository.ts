import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountCodes, smsCodes, users } from '../../db/schema';
import type { MailPayload } from '../../lib/outbox/outbox-repository';
import type { CodePurpose } from './codes';
import type { Executor } from './repository';

/** SQL of the single-use codes: the sign-up's SMS codes and the codes sent by mail (spread into the account repository). */
export function createCodeRepository(db: Db) {
  return {
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
  };
}
