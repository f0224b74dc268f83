import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statementReaderTexts as texts } from '../texts/banking-statements';
import { refusal } from './fixtures/refusal';
import { CREDITOR_IDS, IBANS, SAMPLE_CLOSING, SAMPLE_IBAN } from './fixtures/samples';
import { readStatement } from './read-statement';
import type { StatementEntry } from './statement';
import { type CamtEntry, writeCamt } from './write-camt';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));
const bytes = (text: string) => new TextEncoder().encode(text);

const byPurpose = (entries: StatementEntry[], start: string) =>
  entries.find((entry) => entry.purpose.startsWith(start));

const oneEntry = (entry: Partial<CamtEntry> = {}, version: '02' | '08' = '08') =>
  writeCamt({
    format: 'camt.053',
    version,
    id: 'T-1',
    created: '2026-11-30T18:00:00',
    iban: SAMPLE_IBAN,
    owner: 'Max Mustermann',
    entries: [
      { bookingDate: '2026-11-02', amountCents: -100, transactions: [{ purpose: ['Test'] }], ...entry },
    ],
  });

describe('readStatement: camt.053 in versions .001.02 and .001.08 (DK Anlage 3)', () => {
  it.each(['02', '08'])(
    'reads the account, its closing balance and every booked entry of version %s',
    async (version) => {
      const statement = await readStatement(fixture(`camt053-v${version}.xml`));
      expect(statement.format).toBe('camt.053');
      const [account] = statement.accounts;
      expect(account).toMatchObject({ iban: SAMPLE_IBAN, currency: 'EUR', ownerName: 'Max Mustermann' });
      expect(account?.balance).toEqual({ cents: SAMPLE_CLOSING.cents, date: '2026-11-30' });
      expect(account?.entries).toHaveLength(12);
    },
  );

  it('reads both versions to the same entries', async () => {
    const [v02, v08] = await Promise.all([
      readStatement(fixture('camt053-v02.xml')),
      readStatement(fixture('camt053-v08.xml')),
    ]);
    expect(v08.accounts[0]?.entries).toEqual(v02.accounts[0]?.entries);
  });

  it('signs credits and debits, and names the payer of a credit and the creditor of a direct debit', async () => {
    const entries = (await readStatement(fixture('camt053-v08.xml'))).accounts[0]?.entries ?? [];
    expect(byPurpose(entries, 'Gehalt')).toMatchObject({
      amountCents: 325_000,
      counterpartyName: 'Muster Software GmbH',
      counterpartyIban: IBANS.arbeitgeber,
      endToEndId: 'LG-2026-11-0042',
      creditorId: null,
      transactionCode: 'NTRF+153',
    });
    expect(byPurpose(entries, 'Kfz-Versicherung')).toEqual({
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
      entryReference: '2026110300004',
      reversal: false,
      transactionCode: 'NDDT+105',
    });
  });

  it('joins several purpose lines, keeps umlauts and reads escaped characters', async () => {
    const entries = (await readStatement(fixture('camt053-v02.xml'))).accounts[0]?.entries ?? [];
    expect(byPurpose(entries, 'Abschlag')?.purpose).toBe(
      'Abschlag Strom November 2026 Vertragskonto 400123456',
    );
    expect(byPurpose(entries, 'Abschlag')?.counterpartyName).toBe('Stadtwerke München GmbH');
    expect(byPurpose(entries, 'Miete')?.counterpartyName).toBe('Hausverwaltung Müller & Söhne');
    expect(byPurpose(entries, 'Anteil')?.purpose).toBe('Anteil Geschenk Oma Jürgens');
  });

  it('reads a batch booking as one entry per transaction with its own amount and reference', async () => {
    const entries = (await readStatement(fixture('camt053-v08.xml'))).accounts[0]?.entries ?? [];
    const parts = entries.filter((entry) => entry.transactionCode === 'NTRF+191');
    expect(parts.map((entry) => [entry.amountCents, entry.counterpartyName, entry.entryReference])).toEqual([
      [-18_000, 'Kita Sonnenschein e.V.', '2026112000010/1'],
      [-4500, 'Musikschule Grünwald', '2026112000010/2'],
    ]);
  });

  it('keeps a batch whose transactions give no amounts as one entry of the whole amount', async () => {
    const xml = oneEntry({ amountCents: -300, transactions: [{ purpose: ['A'] }, { purpose: ['B'] }] });
    const entries = (await readStatement(bytes(xml))).accounts[0]?.entries;
    expect(entries?.map((entry) => entry.amountCents)).toEqual([-300]);
  });

  it('reads a reversal signed as booked, marked, with the original creditor as the other side', async () => {
    const entries = (await readStatement(fixture('camt053-v08.xml'))).accounts[0]?.entries ?? [];
    expect(byPurpose(entries, 'Rücklastschrift')).toMatchObject({
      amountCents: 3990,
      reversal: true,
      counterpartyName: 'Fitnessstudio Kraftwerk GmbH',
      creditorId: CREDITOR_IDS.fitness,
    });
  });

  it('gives a foreign-currency card payment its original amount beside the amount in euros', async () => {
    const entries = (await readStatement(fixture('camt053-v02.xml'))).accounts[0]?.entries ?? [];
    expect(byPurpose(entries, 'Kartenzahlung')).toMatchObject({
      amountCents: -1487,
      currency: 'EUR',
      originalAmount: { cents: 1599, currency: 'USD' },
      valueDate: '2026-11-11',
    });
  });

  it('reads dates given as date-time and amounts without decimals', async () => {
    const xml = oneEntry().replace(
      '<BookgDt><Dt>2026-11-02</Dt>',
      '<BookgDt><DtTm>2026-11-02T23:30:00+01:00</DtTm>',
    );
    const entry = (await readStatement(bytes(xml.replace('>1.00</Amt>', '>1</Amt>')))).accounts[0]
      ?.entries[0];
    expect(entry).toMatchObject({ bookingDate: '2026-11-02', amountCents: -100 });
  });

  it('reads a camt file declared and written in ISO-8859-1', async () => {
    const xml = oneEntry({ transactions: [{ purpose: ['Bürgerbüro Gebühr'] }] }).replace(
      'UTF-8',
      'ISO-8859-1',
    );
    const latin1 = Uint8Array.from([...xml].map((char) => char.charCodeAt(0)));
    expect((await readStatement(latin1)).accounts[0]?.entries[0]?.purpose).toBe('Bürgerbüro Gebühr');
  });
});

describe('readStatement: camt.052 (Account Report)', () => {
  it.each(['02', '08'])('reads version %s: booked entries only, the interim balance', async (version) => {
    const statement = await readStatement(fixture(`camt052-v${version}.xml`));
    expect(statement.format).toBe('camt.052');
    expect(statement.accounts[0]?.entries).toHaveLength(12);
    expect(statement.accounts[0]?.entries.map((entry) => entry.entryReference)).not.toContain('VORGEMERKT-1');
    expect(statement.accounts[0]?.balance).toEqual({ cents: SAMPLE_CLOSING.cents, date: '2026-11-30' });
  });
});

describe('readStatement: camt files it refuses, each with the reason', () => {
  it('refuses any DOCTYPE or ENTITY declaration: external entities (XXE) and entity expansion (billion laughs)', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>${oneEntry().slice(39).replace('Test', '&x;')}`;
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
      '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><lolz>&lol3;</lolz>';
    const plainDoctype = `<?xml version="1.0"?><!DOCTYPE Document>${oneEntry().slice(39)}`;
    for (const file of [xxe, laughs, plainDoctype]) expect(await refusal(bytes(file))).toBe(texts.doctype);
  });

  it('refuses XML that is not well-formed, not camt, nested too deep, or names that could pollute objects', async () => {
    expect(await refusal(bytes(oneEntry().replace('</Ntry>', '')))).toMatch(
      /^Die XML-Datei ist in Zeile \d+ fehlerhaft\.$/,
    );
    expect(
      await refusal(
        bytes('<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"/>'),
      ),
    ).toBe(texts.notCamt);
    expect(await refusal(bytes(oneEntry().replace('<GrpHdr>', '<__proto__>x</__proto__><GrpHdr>')))).toBe(
      texts.unreadableXml,
    );
    expect(await refusal(Uint8Array.from([0x3c, 0xff, 0xfe, 0x00]))).toBe(texts.unreadableXml);
    const deep = oneEntry().replace('<GrpHdr>', `${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}<GrpHdr>`);
    expect(await refusal(bytes(deep))).toBe(texts.unreadableXml);
  });

  it('refuses a statement without IBAN and an entry without amount, direction or date, naming the entry', async () => {
    expect(await refusal(bytes(oneEntry().replace(/<IBAN>DE\d+<\/IBAN>/, '<Othr><Id>123</Id></Othr>')))).toBe(
      texts.noIban('T-1'),
    );
    expect(await refusal(bytes(oneEntry().replace(/<IBAN>DE\d+<\/IBAN>/, '<IBAN>DE00INVALID</IBAN>')))).toBe(
      texts.invalidIban('T-1', 'DE00INVALID'),
    );
    const entry = (what: string) => texts.entryIncomplete('T-1', '1', what);
    expect(await refusal(bytes(oneEntry().replace('>1.00<', '>1,00<')))).toBe(entry(texts.missingAmount));
    expect(await refusal(bytes(oneEntry().replace('<CdtDbtInd>DBIT</CdtDbtInd>', '')))).toBe(
      entry(texts.missingDirection),
    );
    expect(
      await refusal(bytes(oneEntry().replace('2026-11-02</Dt></BookgDt>', '2026-02-30</Dt></BookgDt>'))),
    ).toBe(entry(texts.missingDate));
    expect(await refusal(bytes(oneEntry().replace('<Amt Ccy="EUR">1.00', '<Amt Ccy="USD">1.00')))).toBe(
      entry(texts.mixedCurrency('USD', 'EUR')),
    );
  });
});
