import { demoStatement } from '@kundenportal/domain/banking/demo-statement';
import { readStatement } from '@kundenportal/domain/banking/read-statement';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { BankingKey } from '../config/banking-keys';
import type { Db } from '../db/client';
import { createFieldCipher } from '../lib/field-cipher';
import { createStatementStore } from '../modules/banking/statement-store-repository';

/**
 * Max's Girokonto (issue 33): the domain's demo statement — three months up to today, his bank connection's
 * IBAN, Barmenia's Unfall premium that none of his contracts explains — imported as a customer's upload
 * is (read, categorised, sealed with the key ring), so the demo shows accounts, transactions, the bank
 * liquidity and one found contract.
 */
export async function addDemoBanking(
  db: Db,
  owner: { userId: number },
  bankingKeys: readonly BankingKey[],
  now: Date,
): Promise<void> {
  const statement = await readStatement(new TextEncoder().encode(demoStatement(isoDateIn(now))));
  const store = createStatementStore(createFieldCipher(bankingKeys), () => now);
  await db.transaction((tx) => store(tx as unknown as Db, owner.userId, 'import', statement.accounts));
}
