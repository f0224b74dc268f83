import type { StoredContract } from '@kundenportal/domain/contracts/contract-api';
import type { ContractValues } from '@kundenportal/domain/contracts/contract-input';
import { contractStore } from '@kundenportal/domain/forms/catalogue/contract';
import { fromColumns, toColumns } from './catalogue-columns';
import type { Db } from './client';
import { contracts } from './schema';

export type ContractRow = typeof contracts.$inferSelect;

/** A stored contract row in the domain's shape (contracts and reminders read it), made from `contractStore`. */
export function toStoredContract(row: ContractRow): StoredContract {
  return {
    id: row.id,
    person_id: row.personId,
    sparte: row.sparte as ContractValues['sparte'],
    ...fromColumns(contractStore, row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    bereitgestellt_am: row.providedAt?.toISOString() ?? null,
  };
}

/** The columns a save writes for a contract's values. */
export function contractColumns(values: ContractValues) {
  return {
    personId: values.person_id,
    sparte: values.sparte,
    ...toColumns(contractStore, values),
  } satisfies Omit<typeof contracts.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'> &
    Partial<typeof contracts.$inferInsert>;
}

/** Inserts the customer's contract with `values` in `tx` (a contract's save and an accepted bank suggestion). */
export async function insertContract(
  tx: Db,
  userId: number,
  values: ContractValues,
): Promise<StoredContract> {
  const [row] = await tx
    .insert(contracts)
    .values({ userId, ...contractColumns(values) })
    .returning();
  if (!row) throw new Error('contract not inserted');
  return toStoredContract(row);
}
