import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statementReaderTexts as texts } from '../texts/banking-statements';
import { BANK_IMPORT_MAX_BYTES } from './api';
import { refusal } from './fixtures/refusal';
import { SAMPLE_IBAN } from './fixtures/samples';
import { readStatement } from './read-statement';
import { STATEMENT_MAX_ENTRIES } from './statement-limits';
import { StatementRefusal } from './statement-refusal';

const here = import.meta.dirname;
const fixture = (name: string) => new Uint8Array(readFileSync(join(here, 'fixtures', name)));
const utf8 = (text: string) => new TextEncoder().encode(text);

/** Resolves, or rejects with the reader's own refusal; anything else fails the property. */
async function readsOrRefuses(file: Uint8Array): Promise<boolean> {
  try {
    await readStatement(file);
    return true;
  } catch (error) {
    if (error instanceof StatementRefusal && error.grund.trim() !== '') return true;
    throw error;
  }
}

const DKB_HEAD =
  '"Girokonto";"DE75 1203 0000 1020 3040 50"\n""\n' +
  '"Buchungsdatum";"Wertstellung";"Status";"Zahlungspflichtige*r";"Zahlungsempfänger*in";"Verwendungszweck";"Umsatztyp";"IBAN";"Betrag (€)";"Gläubiger-ID";"Mandatsreferenz";"Kundenreferenz"\n';
const dkbRows = (count: number) =>
  `${DKB_HEAD}${'01.11.26;01.11.26;Gebucht;M;Bäcker;Brot;Ausgang;;-1;;;\n'.repeat(count)}`;

const camtHead = `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt><Id>1</Id><Acct><Id><IBAN>${SAMPLE_IBAN}</IBAN></Id></Acct>`;
const camtEntries = (count: number) =>
  `${camtHead}${'<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-11-02</Dt></BookgDt></Ntry>'.repeat(count)}</Stmt></BkToCstmrStmt></Document>`;

describe('readStatement: files that are no bank statement', () => {
  it('refuses an empty file, a PDF, a portfolio CSV, plain text and an image, each with the reason', async () => {
    expect(await refusal(new Uint8Array(0))).toBe(texts.empty);
    expect(await refusal(utf8('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'))).toBe(texts.pdf);
    const portfolio = fixture('../../portfolio-import/fixtures/bestand-utf8.csv');
    expect(await refusal(portfolio)).toBe(texts.notStatement);
    expect(await refusal(utf8('Hallo,\nanbei die Umsätze.\n'))).toBe(texts.notStatement);
    expect(
      await refusal(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
    ).toBe(texts.notStatement);
    expect(texts.notStatement).toContain(
      'camt.053, camt.052 oder CSV von Sparkasse, ING, DKB oder Deutsche Bank',
    );
  });

  it('refuses a file larger than the limit before reading it', async () => {
    const large = new Uint8Array(BANK_IMPORT_MAX_BYTES + 1);
    expect(await refusal(large)).toBe(texts.tooLarge(10));
  });
});

/** Reading 50,000 entries twice takes seconds on a loaded machine; the cap is no wait. */
const LARGE_FILE_TIMEOUT = 60_000;

describe('readStatement: at most STATEMENT_MAX_ENTRIES entries a file', () => {
  it(
    'reads a CSV of exactly the maximum and refuses one entry more',
    async () => {
      const at = await readStatement(utf8(dkbRows(STATEMENT_MAX_ENTRIES)));
      expect(at.accounts[0]?.entries).toHaveLength(STATEMENT_MAX_ENTRIES);
      expect(await refusal(utf8(dkbRows(STATEMENT_MAX_ENTRIES + 1)))).toBe(texts.tooManyEntries('50.000'));
    },
    LARGE_FILE_TIMEOUT,
  );

  it(
    'reads a camt file of exactly the maximum and refuses one entry more',
    async () => {
      const at = await readStatement(utf8(camtEntries(STATEMENT_MAX_ENTRIES)));
      expect(at.accounts[0]?.entries).toHaveLength(STATEMENT_MAX_ENTRIES);
      expect(await refusal(utf8(camtEntries(STATEMENT_MAX_ENTRIES + 1)))).toBe(
        texts.tooManyEntries('50.000'),
      );
    },
    LARGE_FILE_TIMEOUT,
  );
});

describe('readStatement: any bytes are read or refused with a reason, nothing else is thrown', () => {
  const samples = [
    'camt053-v02.xml',
    'camt053-v08.xml',
    'camt052-v08.xml',
    'camt053-v08.zip',
    'sparkasse-csv-camt-v2-windows-1252.csv',
    'ing-umsatzanzeige-windows-1252.csv',
    'dkb-umsaetze-utf8-bom.csv',
    'deutsche-bank-umsaetze-utf8-bom.csv',
  ].map(fixture);

  it(
    'holds for arbitrary bytes and for arbitrary text after a camt or bank CSV beginning',
    async () => {
      const beginnings = [
        camtHead,
        DKB_HEAD,
        '"Auftragskonto";"Buchungstag";"Betrag";"Beguenstigter/Zahlungspflichtiger"\n',
        '<',
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.uint8Array({ maxLength: 400 }),
            fc
              .tuple(fc.constantFrom(...beginnings), fc.string({ maxLength: 300 }))
              .map(([head, tail]) => utf8(head + tail)),
          ),
          readsOrRefuses,
        ),
        { numRuns: 400 },
      );
    },
    LARGE_FILE_TIMEOUT,
  );

  it(
    'holds for the sample files with bytes changed, cut off or left out',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.nat({ max: samples.length - 1 }),
          fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }),
          fc.nat(),
          fc.boolean(),
          async (which, changes, cut, cutOff) => {
            const file = (samples[which] ?? new Uint8Array(0)).slice();
            for (const [at, byte] of changes) file[at % file.length] = byte;
            return readsOrRefuses(cutOff ? file.subarray(0, cut % file.length) : file);
          },
        ),
        { numRuns: 300 },
      );
    },
    LARGE_FILE_TIMEOUT,
  );
});
