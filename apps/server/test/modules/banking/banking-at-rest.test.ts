import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { getDatabase, testDataDir } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';
import { download, exportOf } from '../data-export/data-export.fixtures';
import { BANKING, bankingCustomer, testIban } from './banking.fixtures';
import { camt053 } from './camt-file';

const t = useTestApp();

/** Every file below `dir`. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesBelow(file) : [file];
  });
}

/** A household's statement with texts found nowhere else, and a correction that teaches a rule. */
async function importedSecrets() {
  const c = await bankingCustomer(t.app);
  const marker = randomUUID().slice(0, 8);
  const secrets = {
    iban: testIban(),
    counterpartyIban: testIban(),
    name: `Apotheke Geheimname${marker}`,
    purpose: `Rezept Geheimzweck${marker}`,
  };
  const { konto } = await c.imports(
    camt053(secrets.iban, [
      {
        date: '2026-10-02',
        cents: -2345,
        name: secrets.name,
        iban: secrets.counterpartyIban,
        purpose: secrets.purpose,
      },
    ]),
  );
  const [entry] = (await c.transactions(konto.id)).transactions;
  expect(
    (await c.call('PUT', `${BANKING}/transactions/${entry?.id}/kategorie`, { kategorie: 'abo' })).statusCode,
  ).toBe(200);
  return { c, secrets };
}

describe('bank data at rest (ADR 260)', () => {
  it('stores no IBAN, counterparty, purpose or amount in clear: a raw SELECT of the banking tables, and on PGlite its files', async () => {
    const { c, secrets } = await importedSecrets();
    const { db } = await getDatabase();
    const rows = (await db.execute(sql`
      select a::text as row from bank_accounts a where a.user_id = ${c.user.id}
      union all select tr::text from bank_transactions tr
        join bank_accounts a on a.id = tr.account_id where a.user_id = ${c.user.id}
      union all select r::text from bank_category_rules r where r.user_id = ${c.user.id}`)) as unknown as {
      rows: { row: string }[];
    };
    expect(rows.rows).toHaveLength(3);
    const raw = rows.rows.map((row) => row.row).join('\n');
    expect(raw).toContain('abo');
    for (const secret of [...Object.values(secrets), 'Geheim', '23.45', '2345', 'apotheke']) {
      expect(raw, secret).not.toContain(secret);
    }
    // PGlite's files are the app's own (PostgreSQL's belong to its server): nowhere in them either.
    if (!process.env.DATABASE_URL) {
      await db.execute(sql`checkpoint`);
      const files = filesBelow(path.join(testDataDir, 'db')).map((file) => readFileSync(file));
      // The scan sees what was just written: the customer's e-mail address is stored in clear.
      expect(files.some((bytes) => bytes.includes(c.email))).toBe(true);
      for (const secret of Object.values(secrets)) {
        expect(
          files.some((bytes) => bytes.includes(secret)),
          secret,
        ).toBe(false);
      }
    }
  });

  it('exports them opened in the customer’s data export', async () => {
    const { c, secrets } = await importedSecrets();
    const { status } = await exportOf(t.app, c.token);
    const { files } = await download(t.app, status.url ?? '');
    const data = JSON.parse(strFromU8(files['daten.json'] ?? new Uint8Array())) as {
      datensaetze: Record<string, Record<string, unknown>[]>;
    };
    expect(data.datensaetze.bankkonten).toEqual([expect.objectContaining({ iban_sealed: secrets.iban })]);
    const [umsatz] = data.datensaetze.kontoumsaetze ?? [];
    expect(JSON.parse(String(umsatz?.details_sealed))).toMatchObject({
      amountCents: -2345,
      counterpartyName: secrets.name,
      counterpartyIban: secrets.counterpartyIban,
      purpose: secrets.purpose,
    });
    expect(data.datensaetze.kategorieregeln).toEqual([
      expect.objectContaining({
        counterparty_sealed: expect.stringContaining('geheimname'),
        category: 'abo',
      }),
    ]);
  });
});
