import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { isUnreachableAddress } from '../unreachable-address';

/** An attached file, base64 in the stored message (a signed form's PDF: some 100 KB). */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string };
export type MailPayload = {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** Where the recipient's answer goes (a customer's question to the adviser). */
  replyTo?: string;
  /** Delivered or given up, the message goes whole, its address too (the erased account's mail, ADR 240). */
  removeWhenSent?: boolean;
  /**
   * The customer a mail to someone else is about (the agency, an insurer, a referrer): their erasure
   * removes it by this id, never by a name another person may share (ADR 242).
   */
  customerId?: number;
};
export type SmsPayload = { to: string; text: string };
/** A Web Push notification for one stored subscription (lib/push). */
export type PushOutboxPayload = {
  subscriptionId: number;
  notice: { title: string; body: string; url: string; tag: string };
};
export type OutboxMessage =
  | { channel: 'mail'; payload: MailPayload }
  | { channel: 'sms'; payload: SmsPayload }
  | { channel: 'push'; payload: PushOutboxPayload };

/** A transaction or the database: enqueue inside the transaction of the change that causes the message. */
type Executor = Pick<Db, 'insert'>;

export async function enqueue(db: Executor, message: OutboxMessage): Promise<void> {
  if (message.channel === 'mail' && isUnreachableAddress(message.payload.to)) return;
  await db.insert(outbox).values({ channel: message.channel, payload: message.payload });
}

/** Lease of a claimed message: another process may take it over only after this. */
const LEASE_SECONDS = 300;

export function createOutboxRepository(db: Db) {
  return {
    /** Claims due messages (pending, or sending with an expired lease) in one atomic statement. */
    async claim(limit: number) {
      const result = (await db.execute(sql`
        update outbox set status = 'sending', attempts = attempts + 1,
               next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
         where id in (
           select id from outbox
            where status in ('pending', 'sending') and next_attempt_at <= now()
            order by id
            limit ${limit}
            for update skip locked)
        returning id, channel, payload, attempts`)) as unknown as {
        rows: { id: number | string; channel: string; payload: Record<string, unknown>; attempts: number }[];
      };
      return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
    },

    /** The text goes once delivered (it holds codes and links); recipient and subject stay for the record. */
    async markSent(id: number) {
      if (await removeIfAsked(db, id)) return;
      await db
        .update(outbox)
        .set({
          status: 'sent',
          sentAt: new Date(),
          lastError: null,
          payload: sql`${outbox.payload} - 'text'`,
        })
        .where(eq(outbox.id, id));
    },

    async markFailed(id: number, error: string, retryAt: Date | null) {
      if (!retryAt && (await removeIfAsked(db, id))) return;
      await db
        .update(outbox)
        .set(
          retryAt
            ? { status: 'pending', nextAttemptAt: retryAt, lastError: error }
            : { status: 'failed', lastError: error, payload: sql`${outbox.payload} - 'text'` },
        )
        .where(and(eq(outbox.id, id), inArray(outbox.status, ['sending'])));
    },

    /** Messages not yet delivered, and those of them due now (metrics). */
    async backlog() {
      const rows = await db
        .select({
          pending: sql<number>`count(*)::int`,
          due: sql<number>`(count(*) filter (where ${outbox.nextAttemptAt} <= now()))::int`,
        })
        .from(outbox)
        .where(inArray(outbox.status, ['pending', 'sending']));
      return rows[0] ?? { pending: 0, due: 0 };
    },

    async countPending() {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(inArray(outbox.status, ['pending', 'sending']));
      return rows[0]?.n ?? 0;
    },
  };
}

/** Deletes a claimed message that asked to go once sent (`removeWhenSent`); answers whether it did. */
async function removeIfAsked(db: Db, id: number): Promise<boolean> {
  const removed = await db
    .delete(outbox)
    .where(
      and(
        eq(outbox.id, id),
        eq(outbox.status, 'sending'),
        sql`${outbox.payload} @> '{"removeWhenSent":true}'`,
      ),
    )
    .returning({ id: outbox.id });
  return removed.length > 0;
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
