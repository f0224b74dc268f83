import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeWindows1252 } from '../portfolio-import/windows-1252';
import { statementReaderTexts as texts } from '../texts/banking-statements';
import { refusal } from './fixtures/refusal';
import { CREDITOR_IDS, IBANS, SAMPLE_CLOSING, SAMPLE_IBAN } from './fixtures/samples';
import { readStatement } from './read-statement';

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, 'fixtures', name)));
const utf8 = (text: string) => new TextEncoder().encode(text);
const SPARKASSE = 'sparkasse-csv-camt-v2-windows-1252.csv';
const ING = 'ing-umsatzanzeige-windows-1252.csv';
const DKB = 'dkb-umsaetze-utf8-bom.csv';
const DEUTSCHE_BANK = 'deutsche-bank-umsaetze-utf8-bom.csv';

/** A sample as text, whatever its encoding. */
const textOf = (name: string) => {
  const bytes = fixture(name);
  return name.includes('windows-1252') ? decodeWindows1252(bytes) : new TextDecoder().decode(bytes);
};

const entriesOf = async (file: Uint8Array) => (await readStatement(file)).accounts[0]?.entries ?? [];

describe('readStatement: the CSV exports of Sparkasse, ING and DKB (ADR 251)', () => {
  it('tells the bank by the header and reads the account of each sample', async () => {
    const [sparkasse, ing, dkb] = await Promise.all(
      [SPARKASSE, ING, DKB].map((name) => readStatement(fixture(name))),
    );
    expect(sparkasse?.format).toBe('csv-sparkasse');
    expect(sparkasse?.accounts.map((account) => [account.iban, account.balance])).toEqual([
      [SAMPLE_IBAN, null],
    ]);
    expect(ing?.format).toBe('csv-ing');
    expect(ing?.accounts.map((account) => [account.iban, account.balance])).toEqual([
      [IBANS.ing, { cents: SAMPLE_CLOSING.cents, date: '2026-11-30' }],
    ]);
    expect(dkb?.format).toBe('csv-dkb');
    expect(dkb?.accounts.map((account) => [account.iban, account.balance])).toEqual([
      [IBANS.dkb, { cents: SAMPLE_CLOSING.cents, date: '2026-11-30' }],
    ]);
  });

  it('reads Sparkasse CSV-CAMT: two-digit years, creditor id, mandate, end-to-end id; leaves out pending rows', async () => {
    const entries = await entriesOf(fixture(SPARKASSE));
    expect(entries).toHaveLength(12);
    expect(entries.find((entry) => entry.counterpartyName === 'HUK-COBURG')).toEqual({
      bookingDate: '2026-11-03',
      valueDate: '2026-11-03',
      amountCents: -5430,
      currency: 'EUR',
      originalAmount: null,
      counterpartyName: 'HUK-COBURG',
      counterpartyIban: IBANS.huk,
      purpose: 'Kfz-Versicherung KFZ-4711-2023 Beitrag 11/2026',
      creditorId: CREDITOR_IDS.huk,
      mandateReference: 'KFZ-4711-2023',
      endToEndId: 'HUK-KFZ-2026-11',
      entryReference: null,
      reversal: false,
      transactionCode: 'FOLGELASTSCHRIFT',
    });
    expect(entries.find((entry) => entry.transactionCode === 'RUECKLASTSCHRIFT')).toMatchObject({
      amountCents: 3990,
      reversal: true,
    });
  });

  it('reads ING: the IBAN and balance before the header, amounts with thousands dots, the currency after the amount', async () => {
    const entries = await entriesOf(fixture(ING));
    expect(entries).toHaveLength(12);
    expect(entries.find((entry) => entry.purpose.startsWith('Miete'))).toMatchObject({
      bookingDate: '2026-11-02',
      amountCents: -115_000,
      currency: 'EUR',
      counterpartyName: 'Hausverwaltung Müller & Söhne',
      counterpartyIban: null,
    });
    expect(entries.find((entry) => entry.purpose.startsWith('Gehalt'))?.amountCents).toBe(325_000);
  });

  it('reads DKB: the other side by the sign, amounts without zero decimals; leaves out pending rows', async () => {
    const entries = await entriesOf(fixture(DKB));
    expect(entries).toHaveLength(12);
    expect(entries.find((entry) => entry.purpose.startsWith('Gehalt'))).toMatchObject({
      amountCents: 325_000,
      counterpartyName: 'Muster Software GmbH',
    });
    expect(entries.find((entry) => entry.purpose.startsWith('Kfz'))).toMatchObject({
      amountCents: -5430,
      counterpartyName: 'HUK-COBURG',
      creditorId: CREDITOR_IDS.huk,
      mandateReference: 'KFZ-4711-2023',
    });
  });

  it.each([SPARKASSE, ING, DKB])(
    'reads %s the same in Windows-1252, UTF-8 and UTF-8 with BOM',
    async (name) => {
      const text = textOf(name);
      const windows = Uint8Array.from(
        [...text.replace(/^\uFEFF/, '')].map((char) => (char === '€' ? 0x80 : char.charCodeAt(0))),
      );
      const plain = utf8(text.replace(/^\uFEFF/, ''));
      const bom = Uint8Array.from([0xef, 0xbb, 0xbf, ...plain]);
      const [a, b, c] = await Promise.all([windows, plain, bom].map(readStatement));
      expect(b).toEqual(a);
      expect(c).toEqual(a);
      expect(a?.accounts[0]?.entries.some((entry) => entry.counterpartyName === 'Musikschule Grünwald')).toBe(
        true,
      );
    },
  );

  it('reads Deutsche Bank/Postbank: dates without leading zeros, the last balance, no booking from the closing line', async () => {
    const statement = await readStatement(fixture(DEUTSCHE_BANK));
    expect(statement.format).toBe('csv-deutsche-bank');
    expect(statement.accounts.map((account) => [account.iban, account.balance])).toEqual([
      [IBANS.deutscheBank, { cents: SAMPLE_CLOSING.cents, date: '2026-11-30' }],
    ]);
    const entries = statement.accounts[0]?.entries ?? [];
    expect(entries).toHaveLength(12);
    expect(entries.find((entry) => entry.counterpartyName === 'HUK-COBURG')).toMatchObject({
      bookingDate: '2026-11-03',
      amountCents: -5430,
      counterpartyIban: IBANS.huk,
      creditorId: CREDITOR_IDS.huk,
      mandateReference: 'KFZ-4711-2023',
      endToEndId: 'HUK-KFZ-2026-11',
    });
    expect(entries.find((entry) => entry.purpose.startsWith('Rücklastschrift'))).toMatchObject({
      amountCents: 3990,
      reversal: true,
    });
  });

  it('reads an older Deutsche Bank export whose amount stands only in Soll or Haben', async () => {
    const older = textOf(DEUTSCHE_BANK)
      .split('\r\n')
      .map((line) => {
        const fields = line.split(';');
        if (fields.length !== 18 || !/^\d/.test(fields[0] ?? '')) return line;
        fields[11] = '';
        fields[15] = (fields[15] ?? '').replace('-', '');
        return fields.join(';');
      })
      .join('\r\n');
    const amounts = (await entriesOf(utf8(older))).map((entry) => entry.amountCents);
    expect(amounts).toEqual((await entriesOf(fixture(DEUTSCHE_BANK))).map((entry) => entry.amountCents));
    expect(amounts).toContain(-115_000);
    expect(amounts).toContain(325_000);
  });

  it('reads a quoted purpose with a semicolon and a line break', async () => {
    const text = textOf(SPARKASSE).replace('"Gehalt November 2026"', '"Gehalt; November\r\n2026"');
    const entries = await entriesOf(utf8(text));
    expect(entries[0]?.purpose).toBe('Gehalt; November 2026');
    expect(entries).toHaveLength(12);
  });

  it('refuses a row whose date or amount cannot be read, naming its line', async () => {
    const lines = textOf(DKB).split('\n');
    const at = lines.findIndex((line) => line.includes('"50"'));
    const badAmount = lines.map((line, index) => (index === at ? line.replace('"50"', '"fünfzig"') : line));
    expect(await refusal(utf8(badAmount.join('\n')))).toBe(
      texts.csvLine(at + 1, texts.csvInvalidAmount('fünfzig')),
    );
    const badDate = lines.map((line, index) =>
      index === at ? line.replace('"25.11.26";"25', '"31.11.26";"25') : line,
    );
    expect(await refusal(utf8(badDate.join('\n')))).toBe(
      texts.csvLine(at + 1, texts.csvInvalidDate('31.11.26')),
    );
    const short = lines.map((line, index) => (index === at ? '"25.11.26";"25.11.26"' : line));
    expect(await refusal(utf8(short.join('\n')))).toBe(texts.csvLine(at + 1, texts.csvFieldCount('2', '12')));
  });

  it('finds the IBAN within a field before the header', async () => {
    const text = textOf(DKB).replace('"Girokonto";"DE75 1203', '"Konto";"Girokonto DE75 1203');
    expect((await readStatement(utf8(text))).accounts[0]?.iban).toBe(IBANS.dkb);
  });

  it('refuses an ING or DKB file whose lines before the header name no IBAN', async () => {
    const text = textOf(ING).replace(/^IBAN;.*$/m, 'IBAN;');
    expect(await refusal(utf8(text))).toBe(texts.csvNoIban);
  });
});
