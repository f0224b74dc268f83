import { describe, expect, it } from 'vitest';
import { portfolioImportTexts as texts } from '../texts/portfolio-import';
import { adressteil, type Contract, gdvFile, nachsatz, vertragsteil, vorsatz } from './fixtures/gdv-builder';
import { readAll } from './fixtures/read-all';

const person = { anrede: '2', nachname: 'Beispiel', vorname: 'Erika', geburtsdatum: '02111979' } as const;

async function readGdvContracts(contracts: readonly Partial<Contract>[]) {
  const body = contracts.flatMap((contract, index) => {
    const policy = { vu: '5312', sparte: '030', vsnr: `U-${index}` };
    const full = { beginn: '01012020', zahlungsweise: '1', netto: 1000, ...contract };
    return [...adressteil(policy, person), ...vertragsteil(policy, full)];
  });
  return readAll(gdvFile([vorsatz('5312', 'Allianz'), ...body, nachsatz(body.length)]));
}

describe('a contract that ended (ADR 231)', () => {
  it("GDV: Vertragsstatus 4 (storniert) is the catalogue's status 'I' with the Abgangsdatum as Vertragsende am; ruhend and beitragsfrei stay 'A'; blank or 9 (Sonstiges) says nothing", async () => {
    const lines = await readGdvContracts([
      { status: '4', abgangsdatum: '31122024' },
      { status: '4' },
      { status: '3' },
      { status: '6', abgangsdatum: '31122024' },
      { status: ' ' },
      { status: '9' },
    ]);
    const ends = lines.map((line) =>
      line.ok ? { status: line.row.vertrag.status, v_ende_am: line.row.vertrag.v_ende_am } : line,
    );
    expect(ends).toEqual([
      { status: 'I', v_ende_am: '2024-12-31' },
      { status: 'I' },
      { status: 'A' },
      { status: 'A' },
      {},
      {},
    ]);
  });

  it('GDV: a cancelled contract with a wrong Abgangsdatum is refused at its 0200 line', async () => {
    const lines = await readGdvContracts([{ status: '4', abgangsdatum: '31022024' }]);
    expect(lines).toEqual([
      { ok: false, zeile: 4, grund: texts.invalidDate('Vertragsende', '31022024', 'TTMMJJJJ') },
    ]);
  });

  it('CSV: the optional columns Status (aktiv, storniert, beendet, gekündigt, inaktiv) and Vertragsende; an unknown Status is refused; "Vertragsende" is no longer read as the Ablauf', async () => {
    const csv = [
      'Vorname;Nachname;Gesellschaft;Vertragsnummer;Sparte;Status;Vertragsende',
      'Max;Muster;Allianz;A-1;kfz;storniert;31.12.2024',
      'Max;Muster;Allianz;A-2;kfz;Gekündigt;',
      'Max;Muster;Allianz;A-3;kfz;aktiv;',
      'Max;Muster;Allianz;A-4;kfz;;',
      'Max;Muster;Allianz;A-5;kfz;ruht vielleicht;',
    ].join('\n');
    const lines = await readAll(csv);
    expect(lines.map((line) => (line.ok ? line.row.vertrag : line))).toEqual([
      expect.objectContaining({ nummer: 'A-1', status: 'I', v_ende_am: '2024-12-31', ablauf: null }),
      expect.objectContaining({ nummer: 'A-2', status: 'I' }),
      expect.objectContaining({ nummer: 'A-3', status: 'A' }),
      expect.not.objectContaining({ status: expect.anything() }),
      { ok: false, zeile: 6, grund: texts.unknownStatus('ruht vielleicht') },
    ]);
  });
});
