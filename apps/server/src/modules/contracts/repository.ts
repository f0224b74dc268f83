import type { StoredContract } from '@kundenportal/domain/contracts/contract-api';
import type { ContractValues } from '@kundenportal/domain/contracts/contract-input';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ContractRow, contractColumns, toStoredContract } from '../../db/contract-row';
import { contracts, persons, users } from '../../db/schema';

/** SQL of the contracts; every query is scoped by the session's user id. */
export function createContractsRepository(db: Db) {
  return {
    db,
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

    async insert(tx: Db, userId: number, values: ContractValues): Promise<StoredContract> {
      const [row] = await tx
        .insert(contracts)
        .values({ userId, ...contractColumns(values) })
        .returning();
      if (!row) throw new Error('contract not inserted');
      return toStoredContract(row);
    },

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
