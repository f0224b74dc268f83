import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { portfolioImportTexts as texts } from '../texts/portfolio-import';
import { readAll, rowsOf } from './fixtures/read-all';
import { readPortfolioFile } from './read-portfolio-file';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const header =
  'E-Mail;Vorname;Nachname;Geburtsdatum;Gesellschaft;Vertragsnummer;Sparte;Tarif;Beitrag;Zahlungsweise;Beginn;Ablauf;Versicherungssumme';

describe('readPortfolioFile: CSV (ADR 205)', () => {
  it('reads a UTF-8 file: German dates and amounts (with € or EUR), quoted fields, Sparte by label or key, Zahlungsweise words; every refusal names its line and each problem of it', async () => {
    const lines = await readAll(fixture('bestand-utf8.csv'));
    expect(lines).toEqual([
      {
        ok: true,
        row: {
          zeile: 2,
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
            name: 'Privathaftpflicht Smart',
            beitrag: 89,
            zahlungsweise: '1',
            beginn: '2019-01-01',
            ablauf: null,
            versicherungssumme: 10_000_000,
          },
        },
      },
      {
        ok: true,
        row: {
          zeile: 3,
          kunde: { email: null, vorname: 'Maria', nachname: 'Mustermann', geburtsdatum: '1986-09-03' },
          vertrag: {
            gesellschaft: 'HUK-COBURG',
            nummer: 'HR 2024/77;A',
            sparte: 'hausrat',
            name: 'Hausrat "Komfort"',
            beitrag: 12.5,
            zahlungsweise: '12',
            beginn: '2024-04-01',
            ablauf: '2027-03-31',
            versicherungssumme: 65_000,
          },
        },
      },
      {
        ok: true,
        row: {
          zeile: 5,
          kunde: { email: null, vorname: 'Jürgen', nachname: 'Groß', geburtsdatum: '1960-02-29' },
          vertrag: {
            gesellschaft: 'ERGO',
            nummer: 'U-99812',
            sparte: 'unfall',
            name: null,
            beitrag: 1234.56,
            zahlungsweise: '4',
            beginn: '2020-07-01',
            ablauf: null,
            versicherungssumme: null,
          },
        },
      },
      {
        ok: true,
        row: {
          zeile: 6,
          kunde: {
            email: 'erika.beispiel@example.com',
            vorname: 'Erika',
            nachname: 'Beispiel',
            geburtsdatum: '1979-11-02',
          },
          vertrag: {
            gesellschaft: 'Gothaer',
            nummer: 'RS-5512',
            sparte: 'rechtsschutz',
            name: null,
            beitrag: null,
            zahlungsweise: '2',
            beginn: null,
            ablauf: null,
            versicherungssumme: null,
          },
        },
      },
      {
        ok: false,
        zeile: 7,
        grund: [
          texts.invalidEmail('kaputt@'),
          texts.invalidDate('Geburtsdatum', '31.02.1970', 'TT.MM.JJJJ'),
          texts.unknownSparte('Raumfahrt'),
          texts.invalidAmount('Beitrag', '12,345'),
          texts.unknownZahlungsweise('wöchentlich'),
          texts.ablaufBeforeBeginn,
        ].join(' '),
      },
      {
        ok: false,
        zeile: 8,
        grund: [
          texts.required('Vorname'),
          texts.required('Gesellschaft'),
          texts.required('Vertragsnummer'),
        ].join(' '),
      },
      { ok: false, zeile: 9, grund: texts.fieldCount('3', '13') },
      { ok: false, zeile: 10, grund: texts.unclosedQuote },
    ]);
    expect(texts.unknownSparte('Raumfahrt')).toBe('Sparte „Raumfahrt“ ist unbekannt.');
  });

  it('reads a UTF-8 file with a byte order mark and CRLF, the columns in any order under other names, an unknown column ignored, the last line without a line break', async () => {
    const lines = await readAll(fixture('bestand-bom.csv'));
    expect(lines).toEqual([
      {
        ok: true,
        row: {
          zeile: 2,
          kunde: {
            email: 'max.mustermann@example.com',
            vorname: 'Max',
            nachname: 'Mustermann',
            geburtsdatum: null,
          },
          vertrag: {
            gesellschaft: 'HUK-COBURG',
            nummer: 'KFZ-4711-2023',
            sparte: 'kfz',
            name: null,
            beitrag: 54.3,
            zahlungsweise: null,
            beginn: null,
            ablauf: null,
            versicherungssumme: null,
          },
        },
      },
      {
        ok: true,
        row: {
          zeile: 3,
          kunde: { email: null, vorname: 'Maria', nachname: 'Mustermann', geburtsdatum: null },
          vertrag: {
            gesellschaft: 'Alte Leipziger',
            nummer: 'BU-2020-17',
            sparte: 'berufsunfaehigkeit',
            name: null,
            beitrag: 98.12,
            zahlungsweise: null,
            beginn: null,
            ablauf: null,
            versicherungssumme: null,
          },
        },
      },
    ]);
  });

  it('reads a Windows-1252 file: umlauts and the euro sign (0x80) as the same rows as its UTF-8 twin', async () => {
    const bytes = fixture('bestand-windows-1252.csv');
    const lines = await readAll(bytes);
    expect(lines.map((line) => line.ok && line.row.kunde)).toEqual([
      { email: null, vorname: 'Jürgen', nachname: 'Größ', geburtsdatum: '1958-03-12' },
      { email: null, vorname: 'Änne', nachname: 'Öztürk', geburtsdatum: '1990-12-05' },
    ]);
    expect(lines.map((line) => line.ok && line.row.vertrag)).toEqual([
      {
        gesellschaft: 'Württembergische',
        nummer: 'WG-445566',
        sparte: 'wohngebaeude',
        name: 'Wohngebäude Premium',
        beitrag: 456.78,
        zahlungsweise: '1',
        beginn: '2015-10-01',
        ablauf: null,
        versicherungssumme: null,
      },
      {
        gesellschaft: 'Süddeutsche Krankenversicherung',
        nummer: 'SDK-7788',
        sparte: 'zahnzusatz',
        name: 'Zahn 100 %',
        beitrag: 23.9,
        zahlungsweise: '12',
        beginn: '2023-01-01',
        ablauf: null,
        versicherungssumme: null,
      },
    ]);
    const twin = [
      header,
      ';Jürgen;Größ;12.03.1958;Württembergische;WG-445566;Wohngebäude;Wohngebäude Premium;456,78 €;jährlich;01.10.2015;;',
      ';Änne;Öztürk;05.12.1990;Süddeutsche Krankenversicherung;SDK-7788;Zahnzusatzversicherung;Zahn 100 %;23,90 €;monatlich;01.01.2023;;',
    ];
    expect(await readAll(`${twin.join('\r\n')}\r\n`)).toEqual(lines);
  });

  it('decides the encoding at the first line that is not ASCII: ASCII lines before it read the same either way', async () => {
    const ascii = `${header}\n;Max;Mustermann;;Allianz;A-1;kfz;;;;;;\n`;
    const windows = new Uint8Array([...new TextEncoder().encode(ascii), ...[0x3b, 0xc4, 0x6e, 0x6e, 0x65]]);
    const lines = await readAll(
      new Uint8Array([...windows, ...new TextEncoder().encode(';Ö;;Allianz;A-2;kfz;;;;;;\n')]),
    );
    expect(lines.map((line) => line.ok && line.row.kunde.vorname)).toEqual(['Max', 'Änne']);
    expect(lines.map((line) => line.ok && line.row.kunde.nachname)).toEqual(['Mustermann', 'Ã–']);
  });

  it('refuses a line that is not UTF-8 in a file that is UTF-8 (by its BOM or an earlier line), and reads on', async () => {
    const text = `${header}\n;Jürgen;Groß;;Allianz;A-1;kfz;;;;;;\n`;
    const bad = new Uint8Array([0x3b, 0x4a, 0xfc, 0x72, 0x67, 0x65, 0x6e, 0x0a]);
    const lines = await readAll(
      new Uint8Array([
        ...new TextEncoder().encode(text),
        ...bad,
        ...new TextEncoder().encode(';Ute;Roß;;A;B;kfz;;;;;;\n'),
      ]),
    );
    expect(lines).toEqual([
      expect.objectContaining({ ok: true }),
      { ok: false, zeile: 3, grund: texts.notUtf8 },
      expect.objectContaining({ ok: true, row: expect.objectContaining({ zeile: 4 }) }),
    ]);
  });

  it('refuses a header without the required columns (naming them) or with a column twice, and reads no further', async () => {
    expect(await readAll('Vorname;Nachname;Beitrag\nMax;Mustermann;12\n')).toEqual([
      { ok: false, zeile: 1, grund: texts.missingColumns('Gesellschaft, Vertragsnummer, Sparte') },
    ]);
    expect(await readAll('\n\nVorname;Name;Nachname;Gesellschaft;Vertragsnummer;Sparte\n')).toEqual([
      { ok: false, zeile: 3, grund: texts.duplicateColumn('Nachname') },
    ]);
  });

  it('says a file without contracts has none (empty, blank lines, or a header alone)', async () => {
    const none = [{ ok: false, zeile: 1, grund: texts.noContracts }];
    expect(await readAll('')).toEqual(none);
    expect(await readAll('\r\n \n')).toEqual(none);
    expect(await readAll(`${header}\n`)).toEqual(none);
  });

  it('refuses a line longer than the limit without keeping it, a line with NUL, and stops after the most rows with one refusal', async () => {
    const row = ';Max;Mustermann;;Allianz;A-1;kfz;;;;;;';
    const long = `;${'x'.repeat(300)};Mustermann;;Allianz;A-1;kfz;;;;;;`;
    const text = `${header}\n${row}\n${long}\n;Max\u0000;M;;A;B;kfz;;;;;;\n${row}\n${row}\n${row}\n`;
    const lines = await readAll(text, { maxLineLength: 200, maxRows: 4 });
    expect(lines.map((line) => (line.ok ? line.row.zeile : line))).toEqual([
      2,
      { ok: false, zeile: 3, grund: texts.lineTooLong('200') },
      { ok: false, zeile: 4, grund: texts.nulCharacter },
      5,
      { ok: false, zeile: 6, grund: texts.tooManyRows('4') },
    ]);
  });

  it('streams: yields the first rows of an endless file while its chunks keep coming', async () => {
    function* endless() {
      yield new TextEncoder().encode(`${header}\n`);
      for (let index = 0; ; index++)
        yield new TextEncoder().encode(`;Max;Mustermann;;Allianz;A-${index};kfz;;;;;;\n`);
    }
    const numbers: string[] = [];
    for await (const line of readPortfolioFile(endless())) {
      numbers.push(line.ok ? line.row.vertrag.nummer : line.grund);
      if (numbers.length === 3) break;
    }
    expect(numbers).toEqual(['A-0', 'A-1', 'A-2']);
  });

  it('refuses a file of one endless line once, however long', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(0x41);
    const chunks = Array.from({ length: 20 }, () => chunk);
    const lines = [];
    for await (const line of readPortfolioFile(chunks)) lines.push(line);
    expect(lines).toEqual([{ ok: false, zeile: 1, grund: texts.lineTooLong('2.000') }]);
  });

  it('reads what it yields as rows also from a file in the other order of columns (rowsOf ignores line numbers)', async () => {
    const a = `${header}\n;Max;Mustermann;;Allianz;A-1;kfz;;12,00;monatlich;;;\n`;
    const b =
      'Zahlungsweise;Beitrag;Sparte;Vertragsnummer;Gesellschaft;Nachname;Vorname\nmonatlich;12;Kfz-Versicherung;A-1;Allianz;Mustermann;Max\n';
    expect(rowsOf(await readAll(b))).toEqual(rowsOf(await readAll(a)));
  });
});
