import { describe, expect, it } from 'vitest';
import { portfolioImportTexts as texts } from '../texts/portfolio-import';
import { readAll } from './fixtures/read-all';

const header = 'Vorname;Nachname;Gesellschaft;Vertragsnummer;Sparte;Tarif;Notiz';
const summary = (lines: Awaited<ReturnType<typeof readAll>>) =>
  lines.map((line) => (line.ok ? [line.row.zeile, line.row.vertrag.nummer, line.row.vertrag.name] : line));

describe('readPortfolioFile: CSV records over several lines (ADR 205)', () => {
  it('reads a quoted field with line breaks (an ignored note, a Tarif) as one record at its first line', async () => {
    const text = [
      header,
      'Max;Mustermann;Allianz;A-1;kfz;"Kfz\r\nKomfort";"Notiz',
      '',
      'über drei Zeilen; mit ""Zitat"""',
      'Erika;Beispiel;Gothaer;G-2;hausrat;;',
    ].join('\r\n');
    expect(summary(await readAll(text))).toEqual([
      [2, 'A-1', 'Kfz\nKomfort'],
      [6, 'G-2', null],
    ]);
  });

  it('refuses a quote left open at its first line and reads the lines after it again: one stray quote costs one line', async () => {
    const text = [
      header,
      'Max;Mustermann;Allianz;A-1;kfz;"Kfz Komfort;',
      'Maria;Mustermann;Allianz;A-2;hausrat;;',
      'Erika;Beispiel;Gothaer;G-3;hausrat;;',
    ].join('\n');
    expect(summary(await readAll(text))).toEqual([
      { ok: false, zeile: 2, grund: texts.unclosedQuote },
      [3, 'A-2', null],
      [4, 'G-3', null],
    ]);
  });

  it('gives up a record at the line limit and reads the lines it took again', async () => {
    const filler = `${'x'.repeat(60)};`;
    const text = [
      header,
      'Max;Mustermann;Allianz;A-1;kfz;"offen',
      filler,
      filler,
      'Erika;Beispiel;G;G-2;kfz;;',
    ].join('\n');
    expect(summary(await readAll(text, { maxLineLength: 120 }))).toEqual([
      { ok: false, zeile: 2, grund: texts.unclosedQuote },
      { ok: false, zeile: 3, grund: texts.fieldCount('2', '7') },
      { ok: false, zeile: 4, grund: texts.fieldCount('2', '7') },
      [5, 'G-2', null],
    ]);
  });
});
