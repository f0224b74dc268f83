import { readStatement } from '@kundenportal/domain/banking/read-statement';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseBankingKeys } from '../../../src/config/banking-keys';
import type { Db } from '../../../src/db/client';
import { createFieldCipher } from '../../../src/lib/field-cipher';
import {
  createStatementStore,
  type StoredAccount,
} from '../../../src/modules/banking/statement-store-repository';
import { getDatabase } from '../../helpers/database';
import { createTestCustomer, TEST_BANKING_KEYS } from '../../helpers/test-app';
import { testIban } from './banking.fixtures';
import { camt053, monthOf } from './camt-file';

const store = createStatementStore(createFieldCipher(parseBankingKeys(TEST_BANKING_KEYS)), () => new Date());

/** Resolves once a statement of this database waits for a lock another transaction holds. */
async function someoneWaitsForALock(db: Db): Promise<void> {
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
  // Two connections at once: PostgreSQL only (PGlite has one, so its transactions never overlap).
  it.runIf(process.env.DATABASE_URL)(
    'stores a new account once when a second import of it starts before the first commits',
    async () => {
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
    },
  );
});
