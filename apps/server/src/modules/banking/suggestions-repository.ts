import type { StoredContract } from '@kundenportal/domain/contracts/contract-api';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertContract, toStoredContract } from '../../db/contract-row';
import { bankSuggestionDecisions, contracts, persons } from '../../db/schema';
import type { FieldCipher } from '../../lib/field-cipher';

export type SuggestionDecision = 'dismissed' | 'accepted';

/**
 * The SQL of the contracts found in the debits (issue 33, ADR 255): the customer's decisions, found by the
 * keyed hash of the suggestion's key, and the household's contracts the suggestions are checked against and
 * an accepted one is added to. Every query is scoped by the session's user id.
 */
export function createSuggestionsRepository(db: Db, cipher: FieldCipher) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    async contracts(userId: number): Promise<StoredContract[]> {
      const rows = await db
        .select()
        .from(contracts)
        .where(eq(contracts.userId, userId))
        .orderBy(asc(contracts.id));
      return rows.map(toStoredContract);
    },

    /** The decision about each of `hashes` (a key's hashes under the ring's keys) the customer made. */
    async decisions(userId: number, hashes: readonly string[]): Promise<Map<string, SuggestionDecision>> {
      if (hashes.length === 0) return new Map();
      const rows = await db
        .select({ keyHash: bankSuggestionDecisions.keyHash, decision: bankSuggestionDecisions.decision })
        .from(bankSuggestionDecisions)
        .where(
          and(
            eq(bankSuggestionDecisions.userId, userId),
            inArray(bankSuggestionDecisions.keyHash, [...hashes]),
          ),
        );
      return new Map(rows.map((row) => [row.keyHash, row.decision as SuggestionDecision]));
    },

    /** Records the decision; false when one about this key was recorded first (a request in between). */
    async decide(tx: Db, userId: number, key: string, decision: SuggestionDecision): Promise<number | null> {
      const [row] = await tx
        .insert(bankSuggestionDecisions)
        .values({ userId, keyHash: cipher.hash(key), keySealed: cipher.seal(key), decision })
        .onConflictDoNothing()
        .returning({ id: bankSuggestionDecisions.id });
      return row?.id ?? null;
    },

    async linkContract(tx: Db, decisionId: number, contractId: number): Promise<void> {
      await tx
        .update(bankSuggestionDecisions)
        .set({ contractId })
        .where(eq(bankSuggestionDecisions.id, decisionId));
    },

    /** The household's persons as the `person_id` choices, the main person first. */
    async personChoices(tx: Db, userId: number) {
      const rows = await tx
        .select({ id: persons.id, firstname: persons.firstname, lastname: persons.lastname })
        .from(persons)
        .where(eq(persons.userId, userId))
        .orderBy(desc(persons.isMain), asc(persons.id));
      return rows.map((row) => ({ value: String(row.id), label: `${row.firstname} ${row.lastname}` }));
    },

    insertContract,
  };
}

export type SuggestionsRepository = ReturnType<typeof createSuggestionsRepository>;
