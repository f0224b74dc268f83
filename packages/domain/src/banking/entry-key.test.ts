import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryKey } from './entry-key';
import { readStatement } from './read-statement';
import type { StatementEntry } from './statement';

const entry: StatementEntry = {
  bookingDate: '2026-10-01',
  valueDate: '2026-10-01',
  amountCents: -5430,
  currency: 'EUR',
  originalAmount: null,
  counterpartyName: 'HUK-COBURG',
  counterpartyIban: 'DE12 3456 7890 1234 5678 90',
  purpose: 'Beitrag Kfz-Versicherung',
  creditorId: null,
  mandateReference: null,
  endToEndId: null,
  entryReference: null,
  reversal: false,
  transactionCode: null,
};

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, 'fixtures', name)));
const keysOf = async (name: string) =>
  (await readStatement(fixture(name))).accounts.flatMap((account) => account.entries.map(entryKey)).sort();

describe('entryKey', () => {
  it('is the same for one booking as each format gives it: IBAN, case, umlauts, a cut name, purpose, reference', () => {
    const key = entryKey(entry);
    expect(entryKey({ ...entry, counterpartyIban: 'DE12345678901234567890' })).toBe(key);
    expect(entryKey({ ...entry, counterpartyName: 'Huk-Coburg', counterpartyIban: null })).toBe(key);
    expect(entryKey({ ...entry, purpose: 'Beitrag Kfz-Versicherung Vertrag 123 Zeitraum 10.2026' })).toBe(
      key,
    );
    expect(entryKey({ ...entry, entryReference: '2026100112345' })).toBe(key);
    const long = { ...entry, counterpartyName: 'Stadtwerke München GmbH Energievertrieb Süd' };
    expect(entryKey({ ...long, counterpartyName: 'STADTWERKE MUENCHEN GMBH ENERG' })).toBe(entryKey(long));
  });

  it('differs by date, amount, currency and other side', () => {
    const keys = [
      entry,
      { ...entry, bookingDate: '2026-10-02' },
      { ...entry, amountCents: -5431 },
      { ...entry, currency: 'CHF' },
      { ...entry, counterpartyName: 'ADAC' },
      { ...entry, counterpartyName: null },
      { ...entry, counterpartyName: null, counterpartyIban: 'DE99999999999999999999' },
    ].map(entryKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives the sample month the same keys read from camt.053 v02 and v08, camt.052 and each bank’s CSV', async () => {
    const camt = await keysOf('camt053-v08.xml');
    expect(camt.length).toBeGreaterThan(5);
    for (const name of [
      'camt053-v02.xml',
      'camt052-v08.xml',
      'sparkasse-csv-camt-v2-windows-1252.csv',
      'ing-umsatzanzeige-windows-1252.csv',
      'dkb-umsaetze-utf8-bom.csv',
      'deutsche-bank-umsaetze-utf8-bom.csv',
    ]) {
      expect(await keysOf(name), name).toEqual(camt);
    }
  });
});
