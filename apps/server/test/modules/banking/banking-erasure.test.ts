import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';
import { rowCounts } from '../account-erasure/erasure-scan';
import { BANKING, bankingCustomer, testIban } from './banking.fixtures';
import { camt053, monthOf } from './camt-file';

const t = useTestApp({ REMINDER_WORKER: 'true' });
const DAY = 86_400_000;
const BANK_TABLES = ['bank_accounts', 'bank_transactions', 'bank_category_rules'] as const;

/** A customer with an imported account and a learned rule: the banking tables' row counts. */
async function bankingHousehold() {
  const c = await bankingCustomer(t.app);
  const { konto } = await c.imports(camt053(testIban(), monthOf('2026-10')));
  const [entry] = (await c.transactions(konto.id)).transactions;
  await c.call('PUT', `${BANKING}/transactions/${entry?.id}/kategorie`, { kategorie: 'abo' });
  return c;
}

const bankRows = async (userId: number) => {
  const counts = await rowCounts(userId);
  return Object.fromEntries(BANK_TABLES.map((table) => [table, counts[table]]));
};

describe('bank data at the account’s erasure (issue 32, ADR 260)', () => {
  it('is erased with the account, and another customer’s stays', async () => {
    const leaving = await bankingHousehold();
    const staying = await bankingHousehold();
    const full = { bank_accounts: 1, bank_transactions: 6, bank_category_rules: 1 };
    expect(await bankRows(leaving.user.id)).toEqual(full);
    t.app.clock.set(new Date(Date.now() - 15 * DAY));
    const asked = await leaving.call('POST', '/api/users/loeschen', { password: leaving.password });
    expect(asked.statusCode, asked.body).toBe(202);
    t.app.clock.set(null);
    await t.app.clock.moved();
    expect(await bankRows(leaving.user.id)).toEqual({
      bank_accounts: 0,
      bank_transactions: 0,
      bank_category_rules: 0,
    });
    expect(await bankRows(staying.user.id)).toEqual(full);
  });
});
