import { policyKey } from './match-keys';

type Indexed = { id: number; sparte: string };

/**
 * The agency's stored contracts as a file's rows find them (ADR 233): by insurer, number and Sparte; a row
 * whose Sparte no stored contract of its number has updates the number's only stored contract (the insurer
 * changed the Sparte), while a number with several stored contracts (a bundled policy) matches by Sparte
 * only. A stored contract is found by one row of a file at most: once found it is taken, and a further row
 * of its number is a new contract. Preview and apply read a file's rows in the same order
 * through the same index, so both plan the same.
 */
export function contractIndex<T extends Indexed>(
  stored: readonly (T & { gesellschaft: string; nummer: string })[],
) {
  const byPolicy = new Map<string, T[]>();
  const taken = new Set<number>();
  for (const { gesellschaft, nummer, ...contract } of stored) {
    const key = policyKey(gesellschaft, nummer);
    if (key === null) continue;
    const list = byPolicy.get(key);
    if (list) list.push(contract as unknown as T);
    else byPolicy.set(key, [contract as unknown as T]);
  }

  return {
    /** The stored contract a row updates (now taken), or undefined for a new contract. */
    find(gesellschaft: string, nummer: string, sparte: string): T | undefined {
      const list = byPolicy.get(policyKey(gesellschaft, nummer) ?? '') ?? [];
      const free = list.filter((contract) => !taken.has(contract.id));
      const found =
        free.find((contract) => contract.sparte === sparte) ?? (list.length === 1 ? free[0] : undefined);
      if (found) taken.add(found.id);
      return found;
    },
  };
}

export type ContractIndex<T extends Indexed> = ReturnType<typeof contractIndex<T>>;
