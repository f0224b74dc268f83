import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminCli } from '../../helpers/admin-cli';
import { getDatabase } from '../../helpers/database';
import { uploadFileField } from '../../helpers/multipart-upload';
import { createTestApp, jsonCaller, loginAs, TEST_BANKING_KEYS, useTestApp } from '../../helpers/test-app';
import { BANKING, bankingCustomer, testIban } from './banking.fixtures';
import { camt053, monthOf } from './camt-file';

const t = useTestApp();
const NEW_KEY = `neu:${randomBytes(32).toString('base64')}`;

/** Every sealed value and hash of the banking tables of `userId`. */
async function storedValues(userId: number): Promise<string[]> {
  const { db } = await getDatabase();
  const result = (await db.execute(sql`
    select unnest(array[a.iban_hash, a.iban_sealed, a.owner_name_sealed, a.bank_name_sealed, a.balance_sealed]) as value
      from bank_accounts a where a.user_id = ${userId}
    union all select unnest(array[tr.entry_hash, tr.counterparty_hash, tr.details_sealed]) from bank_transactions tr
      join bank_accounts a on a.id = tr.account_id where a.user_id = ${userId}
    union all select unnest(array[r.counterparty_hash, r.counterparty_sealed]) from bank_category_rules r
      where r.user_id = ${userId}
    union all select unnest(array[bc.iban, bc.iban_sealed]) from bank_connections bc
      join persons p on p.id = bc.person_id where p.user_id = ${userId}`)) as unknown as {
    rows: { value: string | null }[];
  };
  return result.rows.flatMap((row) => (row.value === null ? [] : [row.value]));
}

describe('npm run banking:rotate (ADR 260)', () => {
  it('re-seals every value with the first key, so the old key can leave the ring', async () => {
    // A Sparkasse's bank code: the account's bank name is stored (sealed) too.
    const iban = `${testIban().slice(0, 4)}70150000${testIban().slice(12)}`;
    // The person's bank connection of that IBAN (sealed too, ADR 286) links to the account.
    const c = await bankingCustomer(t.app, {
      persons: [{ bankConnections: [{ iban, kontoinhaber: 'Kim Kunde', zahlungsweise: '12' }] }],
    });
    const { konto } = await c.imports(camt053(iban, monthOf('2026-09')));
    const [rewe] = (await c.transactions(konto.id, '?q=rewe')).transactions;
    await c.call('PUT', `${BANKING}/transactions/${rewe?.id}/kategorie`, { kategorie: 'abo' });
    expect((await storedValues(c.user.id)).every((value) => value.startsWith('test:'))).toBe(true);

    const cli = adminCli('kp-rotate');
    const rotated = await cli.run(['banking-rotate'], { BANKING_KEYS: `${NEW_KEY},${TEST_BANKING_KEYS}` });
    expect(rotated.stderr).toBe('');
    expect(rotated.code).toBe(0);
    expect(rotated.stdout).toMatch(/^Neu verschlüsselt: \d+ Konten, \d+ Umsätze, \d+ Kategorieregeln/);
    const values = await storedValues(c.user.id);
    expect(values.length).toBeGreaterThan(10);
    expect(values.filter((value) => !value.startsWith('neu:'))).toEqual([]);
    const again = await cli.run(['banking-rotate'], { BANKING_KEYS: `${NEW_KEY},${TEST_BANKING_KEYS}` });
    expect(again.stdout).toBe(
      'Neu verschlüsselt: 0 Konten, 0 Umsätze, 0 Kategorieregeln, 0 Vorschlagsentscheidungen, 0 Bankverbindungen der Personen.\n',
    );

    // Only the new key: everything reads, a re-import adds nothing twice, the learned rule still applies.
    const after = await createTestApp({ BANKING_KEYS: NEW_KEY });
    try {
      const token = await loginAs(after.app, c.email, c.password);
      const call = jsonCaller(after.app, token);
      const status = await call('GET', `${BANKING}/status`);
      expect(status.json().konten).toEqual([
        expect.objectContaining({
          id: konto.id,
          iban,
          bank: 'Sparkasse',
          saldo: 1234.56,
          bankverbindung_id: expect.any(Number),
        }),
      ]);
      const file = camt053(iban, [...monthOf('2026-09'), ...monthOf('2026-10')]);
      const reimport = await uploadFileField(after.app, token, `${BANKING}/import`, file);
      expect(reimport.json()).toMatchObject({ konto: { id: konto.id }, neu: 6, doppelt: 6 });
      const october = await call('GET', `${BANKING}/account/${konto.id}/transactions?monat=2026-10&q=rewe`);
      expect(october.json().transactions).toEqual([
        expect.objectContaining({ kategorie: 'abo', korrigiert: false }),
      ]);
    } finally {
      await after.app.close();
    }
  });
});
