import { describe, expect, it } from 'vitest';
import { portfolioImportTexts as texts } from '../texts/portfolio-import';
import { ignoredCsvColumns } from './csv-columns';
import { readAll } from './fixtures/read-all';

const header = 'Vorname;Nachname;Gesellschaft;Vertragsnummer;Sparte;Beitrag;Zahlungsweise';
const numbers = (lines: Awaited<ReturnType<typeof readAll>>) =>
  lines.map((line) => (line.ok ? `${line.row.zeile}:${line.row.vertrag.nummer}` : line));

describe('readPortfolioFile: CSV as spreadsheets and broker software write it', () => {
  it("takes a line of only separators and blanks (Excel's empty row ';;;;;;') as blank, before the header too", async () => {
    const csv = [
      ';;;;;;',
      header,
      'Max;Muster;Allianz;A-1;kfz;;',
      ';;;;;;',
      ' ; ;\t;;;; ',
      'Max;Muster;Allianz;A-2;kfz;;',
      ';;;;;;',
    ].join('\r\n');
    expect(numbers(await readAll(csv))).toEqual(['3:A-1', '6:A-2']);
    expect(await readAll(`${header}\r\n;;;;;;\r\n`)).toEqual([
      { ok: false, zeile: 1, grund: texts.noContracts },
    ]);
  });

  it("finds the columns under the names broker software writes, whatever dots, hyphens, blanks and case: 'Vers.-Nr.', 'VS-Nr.', 'Versicherungsschein-Nr.', 'Geb.-Datum', 'Geburtstag', 'Zahlweise'", async () => {
    const variants = [
      ['Vers.-Nr.', 'Geb.-Datum', 'Zahlweise'],
      ['VS-Nr.', 'Geburtstag', 'ZAHLWEISE'],
      ['Versicherungsschein-Nr.', 'geb. datum', 'Zahl-Weise'],
    ];
    for (const [nummer, geburt, zahlweise] of variants) {
      const csv = `Vorname;Nachname;Gesellschaft;${nummer};Sparte;${geburt};Beitrag;${zahlweise}\nMax;Muster;Allianz;A-1;kfz;17.05.1984;12,50;monatlich\n`;
      const [line] = await readAll(csv);
      expect(
        line?.ok && [line.row.vertrag.nummer, line.row.kunde.geburtsdatum, line.row.vertrag.zahlungsweise],
      ).toEqual(['A-1', '1984-05-17', '12']);
    }
  });

  it('reads a Jahresbeitrag as per year: without Zahlungsweise it is jährlich, with one it is divided into its payments (to the cent); a Monatsbeitrag likewise; a Beitrag (per payment) wins; einmalig with a yearly amount is refused', async () => {
    const csv = [
      'Vorname;Nachname;Gesellschaft;Vertragsnummer;Sparte;Jahresbeitrag;Beitrag monatlich;Beitrag;Zahlungsweise',
      'Max;Muster;Allianz;A-1;kfz;1.200,00 €;;;',
      'Max;Muster;Allianz;A-2;kfz;100;;;monatlich',
      'Max;Muster;Allianz;A-3;kfz;;25;;',
      'Max;Muster;Allianz;A-4;kfz;;25;;halbjährlich',
      'Max;Muster;Allianz;A-5;kfz;1.200;;99;vierteljährlich',
      'Max;Muster;Allianz;A-6;kfz;1.200;;;einmalig',
    ].join('\n');
    const lines = await readAll(csv);
    expect(
      lines.map((line) => (line.ok ? [line.row.vertrag.beitrag, line.row.vertrag.zahlungsweise] : line)),
    ).toEqual([
      [1200, '1'],
      [8.33, '12'],
      [25, '12'],
      [150, '2'],
      [99, '4'],
      { ok: false, zeile: 7, grund: texts.periodicPremiumOnce('Jahresbeitrag') },
    ]);
  });

  it('names the header columns it does not read (onIgnoredColumns, ignoredCsvColumns) instead of dropping them silently', async () => {
    const told: string[][] = [];
    const csv = `Kunden-Nr.;${header};Bemerkung;;Provision\n4711;Max;Muster;Allianz;A-1;kfz;;;Stammkunde;;3,5\n`;
    const lines = await readAll(csv, { onIgnoredColumns: (names) => told.push(names) });
    expect(numbers(lines)).toEqual(['2:A-1']);
    expect(told).toEqual([['Kunden-Nr.', 'Bemerkung', 'Provision']]);
    expect(ignoredCsvColumns(['Vorname', ' VS-Nr. ', 'Farbe'])).toEqual(['Farbe']);
    expect(texts.ignoredColumns(told[0]?.join(', ') ?? '')).toBe(
      'Nicht eingelesene Spalten: Kunden-Nr., Bemerkung, Provision.',
    );
  });
});
