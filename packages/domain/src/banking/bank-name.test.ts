import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bankNameOf, bankOfIban } from './bank-name';
import { readStatement } from './read-statement';

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, 'fixtures', name)));
const utf8 = (text: string) => new TextEncoder().encode(text);

async function bankOf(bytes: Uint8Array) {
  const statement = await readStatement(bytes);
  return bankNameOf(statement.format, statement.accounts[0] as (typeof statement.accounts)[number]);
}

describe('bankOfIban', () => {
  it.each([
    ['DE32 5001 0517 5432 1987 60', 'ING'],
    ['DE75120300001020304050', 'DKB'],
    ['DE20701500000012345678', 'Sparkasse'],
    ['DE89370400440532013000', 'Commerzbank'],
    ['DE10100700240123456700', 'Deutsche Bank'],
    ['DE02100900001234567890', null],
    ['AT611904300234573201', null],
  ])('tells the bank of %s by its bank code: %s', (iban, bank) => {
    expect(bankOfIban(iban)).toBe(bank);
  });
});

describe('bankNameOf', () => {
  it('takes the name a camt file gives for the account’s bank first', async () => {
    const camt = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>1</MsgId><CreDtTm>2026-11-30T18:00:00</CreDtTm></GrpHdr><Stmt><Id>1</Id>
<Acct><Id><IBAN>DE20701500000012345678</IBAN></Id><Ccy>EUR</Ccy>
<Svcr><FinInstnId><BICFI>SSKMDEMMXXX</BICFI><Nm>Stadtsparkasse München</Nm></FinInstnId></Svcr></Acct>
</Stmt></BkToCstmrStmt></Document>`;
    expect(await bankOf(utf8(camt))).toBe('Stadtsparkasse München');
  });

  it.each([
    ['ing-umsatzanzeige-windows-1252.csv', 'ING'],
    ['dkb-umsaetze-utf8-bom.csv', 'DKB'],
    ['deutsche-bank-umsaetze-utf8-bom.csv', 'Deutsche Bank'],
    ['sparkasse-csv-camt-v2-windows-1252.csv', 'Sparkasse'],
    ['camt053-v08.xml', 'Sparkasse'],
  ])('else the bank whose export %s is, or its IBAN’s: %s', async (name, bank) => {
    expect(await bankOf(fixture(name))).toBe(bank);
  });
});
