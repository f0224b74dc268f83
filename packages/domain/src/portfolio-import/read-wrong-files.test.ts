import { describe, expect, it } from 'vitest';
import { portfolioImportTexts as texts } from '../texts/portfolio-import';
import { bytesOf, readAll, readChunks } from './fixtures/read-all';

const refusal = (grund: string) => [{ ok: false, zeile: 1, grund }];

describe('readPortfolioFile: a file that is no CSV and no GDV (ADR 232)', () => {
  it('refuses an Excel workbook (a ZIP: PK\\x03\\x04) and a PDF once, with what to do, whatever the chunks', async () => {
    const xlsx = Uint8Array.from([
      0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x0a, 0x3b, 0x0a, 0x00, 0xff,
    ]);
    expect(await readAll(xlsx)).toEqual(refusal(texts.notCsvZip));
    expect(await readChunks([xlsx.subarray(0, 1), xlsx.subarray(1, 3), xlsx.subarray(3)])).toEqual(
      refusal(texts.notCsvZip),
    );
    expect(await readAll('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n')).toEqual(refusal(texts.notCsvPdf));
    expect(texts.notCsvZip).toContain('Bitte speichern Sie die Datei');
  });

  it('refuses a CSV separated by commas or tabs at its header, saying how to save it with semicolons', async () => {
    const comma = 'Vorname,Nachname,Gesellschaft,Vertragsnummer,Sparte\nMax,Muster,Allianz,A-1,kfz\n';
    expect(await readAll(comma)).toEqual(refusal(texts.otherSeparator('Kommas')));
    expect(await readAll(comma.replaceAll(',', '\t'))).toEqual(refusal(texts.otherSeparator('Tabulatoren')));
    expect(texts.otherSeparator('Kommas')).toContain('„CSV (Trennzeichen-getrennt)“');
    expect(await readAll('Vorname\nMax\n')).toEqual([
      { ok: false, zeile: 1, grund: texts.missingColumns('Nachname, Gesellschaft, Vertragsnummer, Sparte') },
    ]);
  });

  it('still reads a file whose first chunks are shorter than the signatures', async () => {
    const csv = bytesOf('Vorname;Nachname;Gesellschaft;Vertragsnummer;Sparte\nMax;Muster;Allianz;A-1;kfz\n');
    const lines = await readChunks([csv.subarray(0, 0), csv.subarray(0, 2), csv.subarray(2)]);
    expect(lines.map((line) => line.ok && line.row.vertrag.nummer)).toEqual(['A-1']);
  });

  it('addresses the adviser with "Sie" and shows no internal keys in the preview kind refusal', () => {
    expect(texts.invalidKind).not.toMatch(/\bwähle\b|geaendert|ohneKunde/);
    expect(texts.invalidKind).toContain('wählen Sie');
  });
});
