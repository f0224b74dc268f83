import type { StoredContract } from '@kundenportal/domain/contracts/contract-api';
import type { ContractValues } from '@kundenportal/domain/contracts/contract-input';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ContractRow, contractColumns, insertContract, toStoredContract } from '../../db/contract-row';
import { adviserRequests, agents, contracts, persons, users } from '../../db/schema';

/** SQL of the contracts; every query is scoped by the session's user id. */
export function createContractsRepository(db: Db) {
  return {
    /** Runs `work` in one transaction; the methods that take `tx` join it. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async config(userId: number): Promise<Record<string, unknown> | null> {
      const [row] = await db.select({ config: users.config }).from(users).where(eq(users.id, userId));
      return row ? (row.config as Record<string, unknown>) : null;
    },

    /** The household's persons as choices (id, name), main person first. */
    persons(userId: number, ex: Db = db) {
      return ex
        .select({
          id: persons.id,
          firstname: persons.firstname,
          lastname: persons.lastname,
          isMain: persons.isMain,
        })
        .from(persons)
        .where(eq(persons.userId, userId))
        .orderBy(asc(persons.id));
    },

    list(userId: number): Promise<ContractRow[]> {
      return db.select().from(contracts).where(eq(contracts.userId, userId)).orderBy(asc(contracts.id));
    },

    async find(userId: number, id: number): Promise<ContractRow | null> {
      const [row] = await db
        .select()
        .from(contracts)
        .where(and(eq(contracts.userId, userId), eq(contracts.id, id)));
      return row ?? null;
    },

    /** The customer's contract, locked for the rest of the transaction `tx` (saves never interleave). */
    async lock(tx: Db, userId: number, id: number): Promise<StoredContract | null> {
      const [row] = await tx
        .select()
        .from(contracts)
        .where(and(eq(contracts.userId, userId), eq(contracts.id, id)))
        .for('update');
      return row ? toStoredContract(row) : null;
    },

    insert: insertContract,

    /** Writes `values`; a changed reminder date goes out again on its day (its sent mark is cleared). */
    async update(
      tx: Db,
      userId: number,
      current: StoredContract,
      values: ContractValues,
      now: Date,
    ): Promise<StoredContract | null> {
      const [row] = await tx
        .update(contracts)
        .set({
          ...contractColumns(values),
          updatedAt: now,
          ...(current.memory_datum !== values.memory_datum ? { memorySentAt: null } : {}),
        })
        .where(and(eq(contracts.userId, userId), eq(contracts.id, current.id)))
        .returning();
      return row ? toStoredContract(row) : null;
    },

    /** Locks the customer's contract for the rest of `tx`; null without one, else whether it was provided. */
    async lockId(tx: Db, userId: number, id: number): Promise<{ provided: boolean } | null> {
      const [row] = await tx
        .select({ providedAt: contracts.providedAt })
        .from(contracts)
        .where(and(eq(contracts.userId, userId), eq(contracts.id, id)))
        .for('update');
      return row ? { provided: row.providedAt !== null } : null;
    },

    /** The customer's contract with this insurer and number (the import's key, issue 31), locked. */
    async lockByNumber(
      tx: Db,
      userId: number,
      gesellschaft: string,
      nummer: string | null,
    ): Promise<StoredContract | null> {
      const [row] = await tx
        .select()
        .from(contracts)
        .where(
          and(
            eq(contracts.userId, userId),
            sql`lower(${contracts.gesellschaft}) = lower(${gesellschaft})`,
            nummer === null ? isNull(contracts.nummer) : eq(contracts.nummer, nummer),
          ),
        )
        .orderBy(asc(contracts.id))
        .limit(1)
        .for('update');
      return row ? toStoredContract(row) : null;
    },

    /** Writes the agency's contract (new when `id` is null): provided now, not yet seen by the customer. */
    async provide(
      tx: Db,
      by: { agencyId: number; customerId: number },
      id: number | null,
      values: ContractValues,
      now: Date,
    ): Promise<StoredContract> {
      const provided = { providedByAgencyId: by.agencyId, providedAt: now, providedSeenAt: null };
      const [row] =
        id === null
          ? await tx
              .insert(contracts)
              .values({ userId: by.customerId, ...contractColumns(values), ...provided })
              .returning()
          : await tx
              .update(contracts)
              .set({ ...contractColumns(values), ...provided, updatedAt: now })
              .where(and(eq(contracts.userId, by.customerId), eq(contracts.id, id)))
              .returning();
      if (!row) throw new Error('provided contract not written');
      return toStoredContract(row);
    },

    async remove(tx: Db, userId: number, id: number): Promise<void> {
      await tx.delete(contracts).where(and(eq(contracts.userId, userId), eq(contracts.id, id)));
    },

    /** Moves the contracts of the household's person `personId` to its main person (unless that is them). */
    async moveToMainPerson(tx: Db, userId: number, personId: number, now: Date): Promise<void> {
      const [main] = await tx
        .select({ id: persons.id })
        .from(persons)
        .where(and(eq(persons.userId, userId), eq(persons.isMain, true)));
      if (!main || main.id === personId) return;
      await tx
        .update(contracts)
        .set({ personId: main.id, updatedAt: now })
        .where(and(eq(contracts.userId, userId), eq(contracts.personId, personId)));
    },

    /** The contract with its customer and the customer's adviser (null when none), for an optimisation request. */
    async withCustomerAndAdviser(tx: Db, userId: number, id: number) {
      const [row] = await tx
        .select({ contract: contracts, customer: users, agent: agents })
        .from(contracts)
        .innerJoin(users, eq(users.id, contracts.userId))
        .leftJoin(agents, eq(agents.id, users.agentId))
        .where(and(eq(contracts.userId, userId), eq(contracts.id, id)));
      return row ? { ...row, contract: toStoredContract(row.contract) } : null;
    },

    /** Stores the customer's request that the adviser checks a contract (the workspace shows it). */
    async insertOptimizationRequest(
      tx: Db,
      request: { userId: number; agentId: number; contractId: number; note: string; sentAt: Date },
    ): Promise<void> {
      await tx.insert(adviserRequests).values({
        userId: request.userId,
        agentId: request.agentId,
        kind: 'vertrag_optimieren',
        contractId: request.contractId,
        payload: { nachricht: request.note },
        sentAt: request.sentAt,
      });
    },

    async belongsTo(userId: number, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: contracts.id })
        .from(contracts)
        .where(and(eq(contracts.userId, userId), eq(contracts.id, id)));
      return row !== undefined;
    },
  };
}

export type ContractsRepository = ReturnType<typeof createContractsRepository>;
