import { monthsUpTo } from '@kundenportal/domain/banking/liquidity';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankAccounts, bankTransactions } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';
import { BANKING, bankingCustomer, testIban } from './banking.fixtures';
import { camt053, monthOf } from './camt-file';

const t = useTestApp();

/**
 * The bank reads are cached per customer (ADR 319) and dropped when a row they were built from changes —
 * also a change this process did not make (another process, the finAPI worker): migration 0050's triggers.
 */
describe('the bank reads cached until their rows change', () => {
  it('serves status, transactions, liquidity and found contracts again, and anew after a change elsewhere', async () => {
    const [previous, last] = monthsUpTo(isoDateIn(new Date()).slice(0, 7), 3) as [string, string, string];
    const c = await bankingCustomer(t.app);
    const { konto } = await c.imports(camt053(testIban(), [...monthOf(previous), ...monthOf(last)]));
    const reads = [
      `${BANKING}/status`,
      `${BANKING}/account/${konto.id}/transactions`,
      `${BANKING}/liquiditaet?monate=3`,
      `${BANKING}/vorschlaege`,
    ];
    const answers = async () =>
      Promise.all(
        reads.map(async (url) => {
          const response = await c.call('GET', url);
          expect(response.statusCode, response.body).toBe(200);
          return response.json();
        }),
      );
    const first = await answers();
    const hits = t.app.viewCache.stats().hits;
    expect(await answers()).toEqual(first);
    expect(t.app.viewCache.stats().hits).toBe(hits + reads.length);
    expect(first[1].transactions).toHaveLength(monthOf(last).length);
    expect(first[3].vorschlaege).toHaveLength(1);

    // Rows changed past this process's API, as another process's write would.
    const { db } = await getDatabase();
    await db.update(bankAccounts).set({ source: 'finapi' }).where(eq(bankAccounts.id, konto.id));
    await t.app.syncChanges();
    const [status] = await answers();
    expect(status.konten[0].quelle).toBe('finapi');

    await db.delete(bankTransactions).where(eq(bankTransactions.accountId, konto.id));
    await t.app.syncChanges();
    const [, transactions, liquidity, found] = await answers();
    expect(transactions).toEqual({ transactions: [], monate: [] });
    expect(liquidity.monate.map((month: { einnahmen: number }) => month.einnahmen)).toEqual([0, 0, 0]);
    expect(found.vorschlaege).toEqual([]);
  });
});
