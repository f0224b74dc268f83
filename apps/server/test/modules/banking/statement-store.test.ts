import { counterpartyKey } from '@kundenportal/domain/banking/categories';
import { readStatement } from '@kundenportal/domain/banking/read-statement';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseBankingKeys } from '../../../src/config/banking-keys';
import type { Db } from '../../../src/db/client';
import { bankCategoryRules } from '../../../src/db/schema';
import { createFieldCipher } from '../../../src/lib/field-cipher';
import { createBankingRepository } from '../../../src/modules/banking/repository';
import {
  createStatementStore,
  type StoredAccount,
} from '../../../src/modules/banking/statement-store-repository';
import { getDatabase } from '../../helpers/database';
import { createTestCustomer, TEST_BANKING_KEYS } from '../../helpers/test-app';
import { testIban } from './banking.fixtures';
import { camt053, monthOf } from './camt-file';

const cipher = createFieldCipher(parseBankingKeys(TEST_BANKING_KEYS));
const store = createStatementStore(cipher, () => new Date());

/**
 * Resolves once a statement of this database waits for a lock another transaction holds. PGlite has one
 * connection: the second transaction starts only after the first commits, so there is nothing to wait for
 * (the test then shows the sequential case, which must give the same answer).
 */
async function someoneWaitsForALock(db: Db): Promise<void> {
  if (!process.env.DATABASE_URL) return;
  for (;;) {
    const result = (await db.execute(
      sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    if ((result.rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('storeStatementAccounts', () => {
  // Two connections at once on PostgreSQL; on PGlite (one connection) one after the other.
  it('stores a new account once when a second import of it starts before the first commits', async () => {
    const { db } = await getDatabase();
    const { user } = await createTestCustomer();
    const { accounts } = await readStatement(camt053(testIban(), monthOf('2026-10')));
    let second: Promise<StoredAccount[]> | undefined;
    const first = await db.transaction(async (tx) => {
      const stored = await store(tx as unknown as Db, user.id, 'import', accounts);
      // The second sees no account yet (this one is not committed) and waits at the insert of its own.
      second = db.transaction((other) => store(other as unknown as Db, user.id, 'import', accounts));
      await someoneWaitsForALock(db);
      return stored;
    });
    const [made, again] = [first[0], (await second)?.[0]];
    expect(again?.id).toBe(made?.id);
    expect([made?.neu, made?.doppelt, again?.neu, again?.doppelt]).toEqual([6, 0, 0, 6]);
  });
});

describe('the category correction', () => {
  it('teaches the rule once when a second correction of the counterparty starts before the first commits', async () => {
    const { db } = await getDatabase();
    const { user } = await createTestCustomer();
    const { accounts } = await readStatement(
      camt053(testIban(), [...monthOf('2026-09'), ...monthOf('2026-10')]),
    );
    await db.transaction((tx) => store(tx as unknown as Db, user.id, 'import', accounts));
    const repository = createBankingRepository(db, cipher);
    const [september, october] = (await repository.transactionsSince(user.id, '2026-09-01')).filter(
      (row) => row.entry.counterpartyName === 'REWE Markt',
    );
    if (!september || !october) throw new Error('no REWE entries');
    const key = counterpartyKey(september.entry);
    const correct = (tx: unknown, id: number, category: 'abo' | 'energie') =>
      repository.correctCategory(tx as Db, user.id, id, category, key);
    // October's set by hand before: the first correction's rule leaves it (and its row) alone.
    await db.transaction((tx) => correct(tx, october.id, 'abo'));
    let second: Promise<void> | undefined;
    await db.transaction(async (tx) => {
      await correct(tx, september.id, 'abo');
      second = db.transaction((other) => correct(other, october.id, 'energie'));
      await someoneWaitsForALock(db);
    });
    await second;
    const rules = await db.select().from(bankCategoryRules).where(eq(bankCategoryRules.userId, user.id));
    expect(rules.map((rule) => rule.category)).toEqual(['energie']);
  });
});
