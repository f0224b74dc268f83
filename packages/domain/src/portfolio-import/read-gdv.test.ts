import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { portfolioImportTexts as texts } from '../texts/portfolio-import';
import { adressteil, gdvFile, nachsatz, other, vertragsteil, vorsatz } from './fixtures/gdv-builder';
import { readAll } from './fixtures/read-all';
import type { ImportLine } from './import-row';
import { readPortfolioFile } from './read-portfolio-file';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const refusal = (zeile: number, grund: string): ImportLine => ({ ok: false, zeile, grund });

describe('readPortfolioFile: GDV-Datensatz VU-Vermittler (ADR 206)', () => {
  it('reads Vorsatz, Adressteil and Allgemeiner Vertragsteil of a Windows-1252 file: the insurer by its VU-Nummer, the Versicherungsnehmer (Adresskennzeichen 01, e-mail from the Kommunikationsnummern), dates TTMMJJJJ, amounts with two implied decimals, GDV Sparten and Zahlungsweisen; other Satzarten skipped', async () => {
    let format = '';
    const lines: ImportLine[] = [];
    for await (const line of readPortfolioFile([fixture('bestand-windows-1252.gdv')], {
      onFormat: (found) => {
        format = found;
      },
    })) {
      lines.push(line);
    }
    expect(format).toBe('gdv');
    expect(lines).toEqual([
      {
        ok: true,
        row: {
          zeile: 5,
          kunde: {
            email: 'max.mustermann@example.com',
            vorname: 'Max',
            nachname: 'Mustermann',
            geburtsdatum: '1984-05-17',
          },
          vertrag: {
            gesellschaft: 'Allianz',
            nummer: 'PH-1234-5678-90',
            sparte: 'privathaftpflicht',
            name: 'Haftpflicht Smart',
            beitrag: 89,
            zahlungsweise: '1',
            beginn: '2019-01-01',
            ablauf: null,
            versicherungssumme: null,
            status: 'A',
          },
        },
      },
      {
        ok: true,
        row: {
          zeile: 11,
          kunde: { email: null, vorname: 'Maria', nachname: 'Mustermann', geburtsdatum: '1986-09-03' },
          vertrag: {
            gesellschaft: 'Allianz',
            nummer: 'HR202477',
            sparte: 'hausrat',
            name: 'Hausrat Komfort',
            beitrag: 12.5,
            zahlungsweise: '12',
            beginn: '2024-04-01',
            ablauf: '2027-03-31',
            versicherungssumme: null,
            status: 'A',
          },
        },
      },
      {
        ok: true,
        row: {
          zeile: 17,
          kunde: { email: null, vorname: 'Jürgen', nachname: 'Größ', geburtsdatum: '1958-03-12' },
          vertrag: {
            gesellschaft: 'Allianz',
            nummer: 'KH998877',
            sparte: 'kfz',
            name: 'Kfz Komfort Plus',
            beitrag: 42,
            zahlungsweise: '12',
            beginn: '2025-01-01',
            ablauf: '2026-01-01',
            versicherungssumme: null,
            status: 'A',
          },
        },
      },
    ]);
  });

  it('refuses broken lines each at its line and reads on: a bad date, a record of the wrong length, a line without Satzart, an Adressteil without Vertragsteil and the reverse, a Nachsatz whose count is wrong; an unknown Satzart is skipped', async () => {
    const lines = await readAll(fixture('fehler-windows-1252.gdv'));
    expect(lines).toEqual([
      refusal(4, texts.invalidDate('Beginn', '31022020', 'TTMMJJJJ')),
      refusal(8, texts.gdvLength('200')),
      refusal(9, texts.gdvNoSatzart),
      refusal(6, texts.gdvNoContract),
      refusal(10, texts.gdvNoPolicyholder),
      {
        ok: true,
        row: {
          zeile: 14,
          kunde: { email: null, vorname: 'Günter', nachname: 'Weiß', geburtsdatum: '1950-02-01' },
          vertrag: {
            gesellschaft: 'Rheinische Versicherung AG',
            nummer: 'F-4',
            sparte: 'sonstige',
            name: 'Feuer Gewerbe',
            beitrag: 100,
            zahlungsweise: '1',
            beginn: '2020-01-01',
            ablauf: null,
            versicherungssumme: null,
            status: 'A',
          },
        },
      },
      refusal(17, texts.gdvNachsatzCount('99', '15')),
    ]);
    expect(texts.gdvLength('200')).toBe('Ein GDV-Satz hat 256 Zeichen, diese Zeile hat 200.');
  });

  const policy = { vu: '5312', sparte: '030', vsnr: 'U-77' };
  const person = { anrede: '2', nachname: 'Beispiel', vorname: 'Erika', geburtsdatum: '02111979' } as const;
  const contract = { beginn: '01012024', zahlungsweise: '4', netto: 2345 };

  it('says when the Nachsatz is missing (the file may be cut off), after the contracts it read', async () => {
    const body = [...adressteil(policy, person), ...vertragsteil(policy, contract)];
    const lines = await readAll(gdvFile([vorsatz('5312', 'Allianz Versicherungs-AG'), ...body]));
    expect(lines).toEqual([
      expect.objectContaining({ ok: true, row: expect.objectContaining({ zeile: 4 }) }),
      refusal(5, texts.gdvNoNachsatz),
    ]);
  });

  it("takes the Versicherungsnehmer's Adressteil (01) whatever other roles stand before it; one contract per Sparte of a Versicherungsschein; a second 0200 of a Sparte refused", async () => {
    const payer = { ...person, vorname: 'Hans', nachname: 'Zahler', adresskennzeichen: '02' };
    const policy = { vu: '0815', sparte: '030', vsnr: 'U-77' };
    const second = { ...policy, sparte: '040' };
    const body = [
      ...adressteil(policy, payer),
      ...adressteil(policy, { ...person, email: 'erika.beispiel@example.com' }),
      ...vertragsteil(policy, contract),
      other('0210', policy),
      ...vertragsteil(second, { ...contract, netto: 5000, zahlungsweise: '6' }),
      ...vertragsteil(policy, contract),
    ];
    const lines = await readAll(gdvFile([vorsatz('0815', ''), ...body, nachsatz(body.length)]));
    expect(lines).toEqual([
      refusal(12, texts.gdvSecondContract),
      expect.objectContaining({ ok: true }),
      expect.objectContaining({ ok: true }),
    ]);
    const rows = lines.flatMap((line) => (line.ok ? [line.row] : []));
    expect(rows.map((row) => [row.zeile, row.kunde.vorname, row.kunde.email, row.vertrag.sparte])).toEqual([
      [7, 'Erika', 'erika.beispiel@example.com', 'unfall'],
      [10, 'Erika', 'erika.beispiel@example.com', 'privathaftpflicht'],
    ]);
    expect(
      rows.map((row) => [row.vertrag.gesellschaft, row.vertrag.beitrag, row.vertrag.zahlungsweise]),
    ).toEqual([
      ['VU 0815', 23.45, '4'],
      ['VU 0815', 50, '9999'],
    ]);
  });

  it('refuses a Versicherungsnehmer without first name (a company) and reads a birth day with day or month 00 as none', async () => {
    const company = { anrede: '3', nachname: 'Muster GmbH', vorname: '', geburtsdatum: '00002001' } as const;
    const lines = await readAll(
      gdvFile([
        vorsatz('5312', 'Allianz'),
        ...adressteil(policy, company),
        ...vertragsteil(policy, contract),
        nachsatz(4),
      ]),
    );
    expect(lines).toEqual([refusal(4, texts.gdvNoFirstName)]);
    const unknownDay = { ...person, geburtsdatum: '00111979' };
    const [line] = await readAll(
      gdvFile([
        vorsatz('5312', 'A'),
        ...adressteil(policy, unknownDay),
        ...vertragsteil(policy, contract),
        nachsatz(4),
      ]),
    );
    expect(line?.ok && line.row.kunde.geburtsdatum).toBeNull();
  });

  it('reads a file of records without line breaks as one with them: a record a line, the numbers counting records', async () => {
    const unbroken = await readAll(fixture('ohne-zeilenumbruch-windows-1252.gdv'));
    expect(unbroken).toEqual(await readAll(fixture('bestand-windows-1252.gdv')));
    expect(unbroken.map((line) => line.ok && line.row.zeile)).toEqual([5, 11, 17]);
  });

  it('reads a GDV file in UTF-8 too, and one with LF only', async () => {
    const body = [...adressteil(policy, { ...person, nachname: 'Weiß' }), ...vertragsteil(policy, contract)];
    const text = gdvFile([vorsatz('5312', 'Allianz'), ...body, nachsatz(body.length)]);
    const crlf = await readAll(text);
    expect(crlf.map((line) => line.ok && line.row.kunde.nachname)).toEqual(['Weiß']);
    expect(await readAll(text.replaceAll('\r\n', '\n'))).toEqual(crlf);
  });
});
