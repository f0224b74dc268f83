import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../validation/email-pattern';
import { adressteil, gdvFile, nachsatz, other, vertragsteil, vorsatz } from './fixtures/gdv-builder';
import { bytesOf, readAll, rowsOf } from './fixtures/read-all';
import type { ImportLine, ImportRow } from './import-row';
import { writePortfolioCsv } from './write-csv';

/** What the GDV's Sparten and Zahlungsweisen are read as (ADR 206), written out again here. */
const SPARTEN: Record<string, string> = {
  '010': 'kapitalleben',
  '030': 'unfall',
  '040': 'privathaftpflicht',
  '051': 'kfz',
  '070': 'rechtsschutz',
  '080': 'sonstige',
  '130': 'hausrat',
  '140': 'wohngebaeude',
  '999': 'sonstige',
};
const ZAHLUNGSWEISEN: Record<string, string | null> = {
  '1': '1',
  '2': '2',
  '4': '4',
  '8': '12',
  '6': '9999',
  ' ': null,
};
/** Vertragsstatus (Anlage 24) as the catalogue's status (ADR 231): 4 storniert inaktiv, 1–8 else aktiv. */
const STATUS: Record<string, 'A' | 'I' | undefined> = {
  '1': 'A',
  '3': 'A',
  '4': 'I',
  '6': 'A',
  '9': undefined,
  ' ': undefined,
};
const INSURERS: Record<string, string> = { '5312': 'Allianz', '0815': 'Muster Versicherung AG' };

const letters = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZäöüßÄÖÜéèçñ -'];
const text = (maxLength: number) =>
  fc
    .array(fc.constantFrom(...letters), { minLength: 1, maxLength })
    .map((chars) => chars.join('').trim())
    .filter((value) => value !== '');
const isoDate = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const gdvDate = (iso: string | null) =>
  iso ? `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}` : '00000000';

const contract = fc.record({
  vu: fc.constantFrom('5312', '0815'),
  sparte: fc.constantFrom(...Object.keys(SPARTEN)),
  nachname: text(30),
  vorname: text(30),
  geburtsdatum: fc.option(isoDate, { nil: null }),
  email: fc.option(
    fc.emailAddress().filter((email) => email.length <= 60 && isValidEmail(email)),
    { nil: null },
  ),
  term: fc.tuple(isoDate, fc.option(isoDate, { nil: null })),
  zahlungsweise: fc.constantFrom(...Object.keys(ZAHLUNGSWEISEN)),
  netto: fc.integer({ min: 0, max: 999_999_999 }),
  brutto: fc.option(fc.integer({ min: 1, max: 999_999_999 }), { nil: undefined }),
  produkt: fc.option(text(20), { nil: undefined }),
  vsnrDruck: fc.option(text(30), { nil: undefined }),
  status: fc.constantFrom(...Object.keys(STATUS)),
  abgang: fc.option(isoDate, { nil: null }),
  skipped: fc.boolean(),
});

describe('the GDV reader, for any file of well-formed records', () => {
  it('reads every contract at its 0200 line as the records say, whatever the encoding; its rows written as CSV read back the same', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(contract, { maxLength: 6 }), fc.boolean(), async (contracts, windows1252) => {
        const records = [
          vorsatz('0815', INSURERS['0815'] ?? ''),
          vorsatz('5312', 'Allianz Versicherungs-AG'),
        ];
        const expected: ImportRow[] = [];
        for (const [index, c] of contracts.entries()) {
          const policy = { vu: c.vu, sparte: c.sparte, vsnr: `VS${index}` };
          const [beginn, ablauf] = c.term[1] && c.term[1] < c.term[0] ? [c.term[1], c.term[0]] : c.term;
          const person = { anrede: '1' as const, nachname: c.nachname, vorname: c.vorname };
          records.push(
            ...adressteil(policy, {
              ...person,
              geburtsdatum: gdvDate(c.geburtsdatum),
              email: c.email ?? undefined,
            }),
          );
          expected.push({
            zeile: records.length + 1,
            kunde: { email: c.email, vorname: c.vorname, nachname: c.nachname, geburtsdatum: c.geburtsdatum },
            vertrag: {
              gesellschaft: INSURERS[c.vu] ?? '',
              nummer: c.vsnrDruck ?? `VS${index}`,
              sparte: SPARTEN[c.sparte] as ImportRow['vertrag']['sparte'],
              name: c.produkt ?? null,
              beitrag: (c.brutto ?? c.netto) / 100,
              zahlungsweise: (ZAHLUNGSWEISEN[c.zahlungsweise] ??
                null) as ImportRow['vertrag']['zahlungsweise'],
              beginn,
              ablauf,
              versicherungssumme: null,
              ...(STATUS[c.status] && { status: STATUS[c.status] }),
              ...(STATUS[c.status] === 'I' && c.abgang && { v_ende_am: c.abgang }),
            },
          });
          records.push(
            ...vertragsteil(policy, {
              ...c,
              beginn: gdvDate(beginn),
              ablauf: gdvDate(ablauf),
              abgangsdatum: gdvDate(c.abgang),
            }),
            ...(c.skipped ? [other('0220', policy)] : []),
          );
        }
        records.push(nachsatz(records.length - 2));
        const file = gdvFile(records);
        const bytes = windows1252 ? Uint8Array.from([...file], (char) => char.charCodeAt(0)) : bytesOf(file);
        const lines: ImportLine[] = await readAll(bytes);
        if (contracts.length === 0) return;
        expect(lines).toEqual(expected.map((row) => ({ ok: true, row })));
        expect(rowsOf(await readAll(writePortfolioCsv(expected)))).toEqual(rowsOf(lines));
      }),
      { numRuns: 150 },
    );
  });
});
