import { accountErasureTexts } from '@kundenportal/domain/texts/account-erasure';
import type { AuditAction } from '@kundenportal/domain/workspace/audit-log';
import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { customerData } from '../../db/customer-data';
import { customerRows, schemaTables } from '../../db/customer-data-tables';
import {
  accountCodes,
  accountErasures,
  adviserAuditLog,
  bankAggregatorRemovals,
  bankAggregatorUsers,
  blobRemovals,
  inboxReads,
  loginFailures,
  outbox,
  passkeys,
  pushSubscriptions,
  sessions,
  smsCodes,
  unsentInvitations,
  users,
  webauthnChallenges,
} from '../../db/schema';

/** The erasure being run and the account it erases, read with the erasure's row locked. */
export type ClaimedErasure = {
  id: number;
  userId: number;
  dueAt: Date;
  email: string;
  phone: string | null;
  /** First and last name: a message about the customer written without the account's id (ADR 242). */
  name: string;
  agentId: number | null;
};

/** Keys queued per statement (one statement's parameters are limited to 65,535). */
const QUEUE_SLICE = 1000;

/**
 * The tables the erasure deletes from (ADR 221's scopes, the retained ones left to the retention), in an
 * order no foreign key refuses: a table before every table it refers to (so children before the parents
 * their scope goes through, the account last).
 */
const erasedTables = deletionOrder(
  Object.entries(customerData).flatMap(([table, entry]) => {
    if (entry.kind === 'none' || !entry.scope || (entry.kind === 'export' && entry.retained)) return [];
    return [{ table, files: entry.files ?? [] }];
  }),
);

function deletionOrder<T extends { table: string }>(tables: T[]): T[] {
  const names = new Set(tables.map((entry) => entry.table));
  const refersTo = new Map(
    tables.map(({ table }) => [
      table,
      new Set(
        getTableConfig(tableOf(table))
          .foreignKeys.map((key) => getTableConfig(key.reference().foreignTable).name)
          .filter((name) => name !== table && names.has(name)),
      ),
    ]),
  );
  const order: T[] = [];
  const remaining = [...tables];
  while (remaining.length > 0) {
    const index = remaining.findIndex(
      (entry) => !remaining.some((other) => refersTo.get(other.table)?.has(entry.table)),
    );
    // Tables referring to each other in a cycle: their foreign keys' cascades decide (the job's test fails
    // if one refuses); the server still starts.
    order.push(...remaining.splice(Math.max(index, 0), 1));
  }
  return order;
}

function tableOf(name: string) {
  const table = schemaTables.get(name);
  if (!table) throw new Error(`no table ${name}`);
  return table;
}

/**
 * The erasure job's SQL (issue 32, ADR 240). Every statement names the one account being erased; the
 * rows are found through the customer-data table's scopes (ADR 221), the unscoped ones (outbox, login
 * failures, SMS codes, unsent invitations) by the account's address and phone.
 */
export function createErasureRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /**
     * One erasure to run, its row locked (another process skips it): due by `now`, or started before (a
     * started one is finished whatever the clock says). `id` narrows it to one erasure.
     */
    async claim(tx: Db, now: Date, id?: number): Promise<ClaimedErasure | null> {
      const due = or(lte(accountErasures.dueAt, now), isNotNull(accountErasures.startedAt));
      const [row] = await tx
        .select({
          id: accountErasures.id,
          userId: accountErasures.userId,
          dueAt: accountErasures.dueAt,
          email: users.email,
          phone: users.phone,
          name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
          agentId: users.agentId,
        })
        .from(accountErasures)
        .innerJoin(users, eq(users.id, accountErasures.userId))
        .where(id === undefined ? due : and(due, eq(accountErasures.id, id)))
        .orderBy(accountErasures.dueAt, accountErasures.id)
        .limit(1)
        .for('update', { of: accountErasures, skipLocked: true });
      return row ?? null;
    },

    /** The first step: the erasure marked running, the account closed (no login, no session, no code). */
    async closeAccount(tx: Db, erasure: ClaimedErasure, now: Date): Promise<void> {
      await tx
        .update(accountErasures)
        .set({ startedAt: sql`coalesce(${accountErasures.startedAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(accountErasures.id, erasure.id));
      await tx.update(users).set({ active: false, passwordHash: null }).where(eq(users.id, erasure.userId));
      for (const table of [sessions, passkeys, webauthnChallenges, accountCodes])
        await tx.delete(table).where(eq(table.userId, erasure.userId));
    },

    /** The blob store keys of the account's files (the tables' `files` columns), read before the rows go. */
    async fileKeys(tx: Db, userId: number): Promise<string[]> {
      const keys: string[] = [];
      for (const { table: tableName, files } of erasedTables) {
        const table = tableOf(tableName);
        for (const name of files) {
          const column = getTableConfig(table).columns.find((c) => c.name === name);
          if (!column) throw new Error(`no column ${name}`);
          const rows = await tx.select({ key: column }).from(table).where(customerRows(tableName, userId));
          keys.push(...rows.flatMap((row) => (typeof row.key === 'string' ? [row.key] : [])));
        }
      }
      return keys;
    },

    /** Deletes every row of the account, the account itself last. */
    async deleteRows(tx: Db, erasure: ClaimedErasure): Promise<void> {
      const subscriptions = await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, erasure.userId));
      await deleteUnscoped(
        tx,
        erasure,
        subscriptions.map((row) => String(row.id)),
      );
      for (const { table } of erasedTables)
        await tx.delete(tableOf(table)).where(customerRows(table, erasure.userId));
    },

    /** The agency's read mark of the erasure's inbox item (the item itself goes with the account). */
    async forgetInboxItem(tx: Db, erasure: ClaimedErasure): Promise<void> {
      if (erasure.agentId === null) return;
      await tx
        .delete(inboxReads)
        .where(
          and(eq(inboxReads.agencyId, erasure.agentId), eq(inboxReads.itemKey, `loeschung:${erasure.id}`)),
        );
    },

    /**
     * The agency's own log (no customer: the account is gone) says an account was erased, and which day
     * it was due: no name, no address (ADR 240).
     */
    async logErased(tx: Db, agencyId: number, dueAt: Date): Promise<void> {
      const action: AuditAction = 'erasure_done';
      await tx.insert(adviserAuditLog).values({
        agencyId,
        adviserId: null,
        adviserName: accountErasureTexts.erasedBy,
        customerId: null,
        action,
        changes: [{ key: 'faellig_am', before: null, after: dueAt.toISOString() }],
      });
    },

    /** Files to remove from the blob store once the transaction that dropped their rows committed. */
    async queueRemovals(tx: Db, keys: readonly string[]): Promise<void> {
      // In slices: a statement's parameters are limited, a customer's files are not.
      for (let start = 0; start < keys.length; start += QUEUE_SLICE) {
        const slice = keys.slice(start, start + QUEUE_SLICE);
        await tx
          .insert(blobRemovals)
          .values(slice.map((key) => ({ key })))
          .onConflictDoNothing();
      }
    },

    /**
     * The account's users at a bank aggregator, queued for deletion there after the commit (ADR 284): their
     * login and password as they are sealed (copied, never opened here), due at once.
     */
    async queueAggregatorRemovals(tx: Db, userId: number, now: Date): Promise<void> {
      const users = await tx
        .select({
          provider: bankAggregatorUsers.provider,
          loginSealed: bankAggregatorUsers.loginSealed,
          passwordSealed: bankAggregatorUsers.passwordSealed,
        })
        .from(bankAggregatorUsers)
        .where(eq(bankAggregatorUsers.userId, userId));
      if (users.length > 0)
        await tx.insert(bankAggregatorRemovals).values(users.map((user) => ({ ...user, dueAt: now })));
    },
  };
}

/**
 * Rows with no account column, found by the address and phone (outbox, limits, SMS codes, invitations). Of
 * the outbox also what went to others about the customer (the agency's mail about a transfer keeps its
 * subject, with the name, after sending): by the account's id it carries, not by the name, which another
 * person's mail may name too; by the name only a mail written without an id (before ADR 242).
 */
async function deleteUnscoped(tx: Db, erasure: ClaimedErasure, subscriptionIds: string[]) {
  const email = erasure.email.toLowerCase();
  const to = sql`lower(${outbox.payload} ->> 'to')`;
  const concerned = [
    eq(to, email),
    sql`${outbox.payload} ->> 'customerId' = ${String(erasure.userId)}`,
    sql`(${outbox.payload} -> 'customerId' is null and strpos(lower(${outbox.payload}::text), ${erasure.name.toLowerCase()}) > 0)`,
  ];
  if (erasure.phone) concerned.push(eq(to, erasure.phone));
  if (subscriptionIds.length > 0)
    concerned.push(inArray(sql`${outbox.payload} ->> 'subscriptionId'`, subscriptionIds));
  await tx.delete(outbox).where(or(...concerned));

  const suffixes = [email, `user:${erasure.userId}`, ...(erasure.phone ? [erasure.phone] : [])];
  await tx
    .delete(loginFailures)
    .where(
      or(
        ...suffixes.map((suffix) => sql`right(${loginFailures.key}, ${suffix.length + 1}) = ${`:${suffix}`}`),
      ),
    );
  if (erasure.phone) await tx.delete(smsCodes).where(eq(smsCodes.phone, erasure.phone));
  await tx
    .delete(unsentInvitations)
    .where(or(eq(unsentInvitations.id, erasure.userId), eq(sql`lower(${unsentInvitations.email})`, email)));
}

export type ErasureRepository = ReturnType<typeof createErasureRepository>;
