import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts } from '../../../../src/db/schema';
import { getDatabase } from '../../../helpers/database';
import { useTestApp } from '../../../helpers/test-app';
import { agencyWithMax, apply, contractRow, details, uploadCsv } from './import.fixtures';

const t = useTestApp();

/** A file's Status and Vertragsende (ADR 231) are written, not only read. */
describe('a cancelled contract in a later portfolio file', () => {
  it('is stored inactive with its Vertragsende; a file without them keeps the stored ones', async () => {
    const { max, token, call, kunde } = await agencyWithMax(t.app);
    const { db } = await getDatabase();
    const stored = async () =>
      (await db.select().from(contracts).where(eq(contracts.userId, max.user.id)))[0];
    const first = (await uploadCsv(t.app, token, [contractRow(kunde, { nummer: 'S-1' })])).json();
    await call('POST', apply(first.id));
    expect(await stored()).toMatchObject({ status: 'A', vEndeAm: null });

    const cancelled = contractRow(kunde, { nummer: 'S-1', status: 'I', v_ende_am: '2026-03-31' });
    const later = (await uploadCsv(t.app, token, [cancelled])).json();
    expect(later).toMatchObject({ geaendert: 1 });
    const changed = (await call('GET', details(later.id, 'geaendert'))).json();
    expect(changed.eintraege[0].aenderungen).toEqual([
      { feld: 'status', vorher: 'A', nachher: 'I' },
      { feld: 'v_ende_am', vorher: null, nachher: '2026-03-31' },
    ]);
    expect((await call('POST', apply(later.id))).json()).toEqual({ neu: 0, geaendert: 1 });
    expect(await stored()).toMatchObject({ status: 'I', vEndeAm: '2026-03-31' });

    const silent = (await uploadCsv(t.app, token, [contractRow(kunde, { nummer: 'S-1' })])).json();
    expect(silent).toMatchObject({ geaendert: 0, unveraendert: 1 });
  });
});

describe('a CSV with columns the import does not read', () => {
  it('names them in the preview’s notes', async () => {
    const { token, kunde } = await agencyWithMax(t.app);
    const csv =
      'E-Mail;Vorname;Nachname;Geburtsdatum;Gesellschaft;Vertragsnummer;Sparte;Kennzeichen\n' +
      `${kunde.email};Max;${kunde.nachname};17.05.1984;HUK-COBURG;H-1;Kfz-Versicherung;K-AB 123\n`;
    const preview = (await uploadCsv(t.app, token, csv)).json();
    expect(preview).toMatchObject({ neu: 1, hinweise: ['Nicht eingelesene Spalten: Kennzeichen.'] });
  });
});
