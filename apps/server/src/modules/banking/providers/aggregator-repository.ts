import type {
  BankAggregator,
  BankConnectionStatus,
  BankWebformStatus,
} from '@kundenportal/domain/banking/aggregator-api';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bankAggregatorConnections, bankAggregatorUsers, bankAggregatorWebforms } from '../../../db/schema';
import type { FieldCipher } from '../../../lib/field-cipher';
import type { ProviderCredentials } from './bank-provider';

export type StoredConnection = {
  id: number;
  ref: string;
  bank: string | null;
  status: BankConnectionStatus;
  fetchedAt: Date | null;
};
export type StoredWebform = {
  id: number;
  ref: string;
  kind: 'import' | 'update';
  status: BankWebformStatus;
  connectionId: number | null;
};

/**
 * The aggregator's rows of a customer (ADR 270): every read scoped by the session's user id; the
 * generated login and password and the bank's name sealed with the banking key ring.
 */
export function createAggregatorRepository(db: Db, cipher: FieldCipher, provider: BankAggregator) {
  const connection = (row: typeof bankAggregatorConnections.$inferSelect): StoredConnection => ({
    id: row.id,
    ref: row.externalId,
    bank: cipher.openNullable(row.bankNameSealed),
    status: row.status as BankConnectionStatus,
    fetchedAt: row.fetchedAt,
  });

  return {
    async credentials(userId: number): Promise<ProviderCredentials | null> {
      const [row] = await db
        .select()
        .from(bankAggregatorUsers)
        .where(and(eq(bankAggregatorUsers.userId, userId), eq(bankAggregatorUsers.provider, provider)));
      return row ? { login: cipher.open(row.loginSealed), password: cipher.open(row.passwordSealed) } : null;
    },

    /** Keeps a customer's new provider user; false when another request kept one first. */
    async keepCredentials(userId: number, user: ProviderCredentials): Promise<boolean> {
      const kept = await db
        .insert(bankAggregatorUsers)
        .values({
          userId,
          provider,
          loginSealed: cipher.seal(user.login),
          passwordSealed: cipher.seal(user.password),
        })
        .onConflictDoNothing()
        .returning({ id: bankAggregatorUsers.id });
      return kept.length > 0;
    },

    async addWebform(
      userId: number,
      ref: string,
      kind: StoredWebform['kind'],
      connectionId: number | null,
    ): Promise<number> {
      const [row] = await db
        .insert(bankAggregatorWebforms)
        .values({ userId, provider, externalId: ref, kind, connectionId, status: 'laeuft' })
        .returning({ id: bankAggregatorWebforms.id });
      return (row as { id: number }).id;
    },

    async webformOf(userId: number, id: number): Promise<StoredWebform | null> {
      const [row] = await db
        .select()
        .from(bankAggregatorWebforms)
        .where(
          and(
            eq(bankAggregatorWebforms.id, id),
            eq(bankAggregatorWebforms.userId, userId),
            eq(bankAggregatorWebforms.provider, provider),
          ),
        );
      if (!row) return null;
      return {
        id: row.id,
        ref: row.externalId,
        kind: row.kind as StoredWebform['kind'],
        status: row.status as BankWebformStatus,
        connectionId: row.connectionId,
      };
    },

    /** Ends a web form still open; false when another request ended it first (its data is fetched once). */
    async endWebform(
      id: number,
      status: BankWebformStatus,
      connectionId: number | null,
      tx: Db = db,
    ): Promise<boolean> {
      const ended = await tx
        .update(bankAggregatorWebforms)
        .set({ status, connectionId })
        .where(and(eq(bankAggregatorWebforms.id, id), eq(bankAggregatorWebforms.status, 'laeuft')))
        .returning({ id: bankAggregatorWebforms.id });
      return ended.length > 0;
    },

    async connections(userId: number): Promise<StoredConnection[]> {
      const rows = await db
        .select()
        .from(bankAggregatorConnections)
        .where(
          and(eq(bankAggregatorConnections.userId, userId), eq(bankAggregatorConnections.provider, provider)),
        )
        .orderBy(asc(bankAggregatorConnections.id));
      return rows.map(connection);
    },

    async connectionOf(userId: number, id: number): Promise<StoredConnection | null> {
      const [row] = await db
        .select()
        .from(bankAggregatorConnections)
        .where(
          and(
            eq(bankAggregatorConnections.id, id),
            eq(bankAggregatorConnections.userId, userId),
            eq(bankAggregatorConnections.provider, provider),
          ),
        );
      return row ? connection(row) : null;
    },

    /** The connection of this provider id, made or updated with its bank's name and state; its id. */
    async keepConnection(
      tx: Db,
      userId: number,
      ref: string,
      values: { bank: string | null; status: BankConnectionStatus; fetchedAt?: Date },
    ): Promise<number> {
      const set = {
        bankNameSealed: values.bank === null ? null : cipher.seal(values.bank),
        status: values.status,
        ...(values.fetchedAt ? { fetchedAt: values.fetchedAt } : {}),
      };
      const [row] = await tx
        .insert(bankAggregatorConnections)
        .values({ userId, provider, externalId: ref, ...set })
        .onConflictDoUpdate({
          target: [
            bankAggregatorConnections.userId,
            bankAggregatorConnections.provider,
            bankAggregatorConnections.externalId,
          ],
          set,
        })
        .returning({ id: bankAggregatorConnections.id });
      return (row as { id: number }).id;
    },
  };
}

export type AggregatorRepository = ReturnType<typeof createAggregatorRepository>;
