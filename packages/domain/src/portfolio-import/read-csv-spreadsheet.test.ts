import { describe, expect, it } from 'vitest';
import { portfolioImportTexts as texts } from '../texts/portfolio-import';
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
    expect(await readAll(`${header}\r\n;;;;;;\r\n`)).toEqual([{ ok: false, zeile: 1, grund: texts.noContracts }]);
  });
});
