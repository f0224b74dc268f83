import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adviserAuditLog, contracts, portfolioImportRows } from '../../../../src/db/schema';
import { serverDir } from '../../../../src/server-dir';
import { getDatabase } from '../../../helpers/database';
import { uploadFileField } from '../../../helpers/multipart-upload';
import { authHeaders, createTestCustomer, useTestApp } from '../../../helpers/test-app';
import { agencyWithMax, apply, contractRow, details, PREVIEW, uploadCsv } from './import.fixtures';

const t = useTestApp();

const contractsOf = async (userId: number) => {
  const { db } = await getDatabase();
  return db.select().from(contracts).where(eq(contracts.userId, userId)).orderBy(contracts.id);
};

const importLog = async (agencyId: number) => {
  const { db } = await getDatabase();
  const rows = await db.select().from(adviserAuditLog).where(eq(adviserAuditLog.agencyId, agencyId));
  return rows.filter((row) => row.action === 'portfolio_imported');
};

describe('the agency’s portfolio import', () => {
  it('previews a file, pages its rows, applies it as provided contracts and logs it; the same file again changes nothing', async () => {
    const { agency, max, token, call, kunde } = await agencyWithMax(t.app);
    const rows = [
      contractRow(kunde, { nummer: 'HUK-1' }, 2),
      contractRow({ ...kunde, email: null }, { nummer: 'HUK-2', sparte: 'hausrat' }, 3),
      contractRow(
        { email: 'niemand@example.com', vorname: 'Nie', nachname: 'Mand', geburtsdatum: null },
        {},
        4,
      ),
      contractRow(kunde, { nummer: 'HUK-1' }, 5),
    ];
    const preview = await uploadCsv(t.app, token, rows);
    expect(preview.statusCode, preview.body).toBe(200);
    const answer = preview.json();
    expect(answer).toEqual({
      id: expect.any(String),
      neu: 2,
      geaendert: 0,
      unveraendert: 0,
      ohneKunde: 1,
      abgelehnt: [{ zeile: 5, grund: 'Derselbe Vertrag steht schon in Zeile 2.' }],
    });
    expect(await contractsOf(max.user.id)).toEqual([]);

    const neu = await call('GET', details(answer.id, 'neu'));
    expect(neu.statusCode, neu.body).toBe(200);
    expect(neu.json()).toMatchObject({ art: 'neu', seite: 1, seiten: 1, gesamt: 2 });
    expect(neu.json().eintraege[1]).toEqual({
      zeile: 3,
      kunde: `Max ${kunde.nachname}`,
      vertrag: { gesellschaft: 'HUK-COBURG', nummer: 'HUK-2', sparte: 'hausrat' },
      aenderungen: [],
      grund: null,
    });
    const without = (await call('GET', details(answer.id, 'ohneKunde'))).json();
    expect(without.eintraege).toEqual([
      expect.objectContaining({
        zeile: 4,
        kunde: 'Nie Mand',
        grund: 'Die E-Mail-Adresse gehört zu keinem Kunden der Agentur.',
      }),
    ]);

    const applied = await call('POST', apply(answer.id));
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ neu: 2, geaendert: 0 });
    const stored = await contractsOf(max.user.id);
    expect(stored.map((row) => [row.nummer, row.sparte, row.beitrag, row.zahlungsweise])).toEqual([
      ['HUK-1', 'kfz', 31.5, 12],
      ['HUK-2', 'hausrat', 31.5, 12],
    ]);
    expect(stored.every((row) => row.providedByAgencyId === agency.id && row.providedAt !== null)).toBe(true);
    expect((await call('POST', apply(answer.id))).statusCode).toBe(409);

    const log = await importLog(agency.id);
    expect(log).toHaveLength(1);
    expect(log[0]?.customerId).toBeNull();
    // In the order the preview shows them: the applied counts, then the previewed ones.
    expect(log[0]?.changes).toEqual([
      { key: 'import.datei', before: null, after: 'bestand.csv' },
      { key: 'import.format', before: null, after: 'CSV' },
      { key: 'import.neu', before: null, after: 2 },
      { key: 'import.geaendert', before: null, after: 0 },
      { key: 'import.unveraendert', before: null, after: 0 },
      { key: 'import.ohneKunde', before: null, after: 1 },
      { key: 'import.abgelehnt', before: null, after: 1 },
    ]);
    const agencyLog = await call('GET', '/api/berater/agentur/protokoll');
    expect(agencyLog.json().entries[0]).toMatchObject({ action: 'portfolio_imported' });

    const again = (await uploadCsv(t.app, token, rows)).json();
    expect(again).toMatchObject({ neu: 0, geaendert: 0, unveraendert: 2, ohneKunde: 1 });
    expect((await call('POST', apply(again.id))).json()).toEqual({ neu: 0, geaendert: 0 });
    expect(await contractsOf(max.user.id)).toHaveLength(2);
  });

  it('updates a contract by insurer and number (any spelling) and shows the changed fields old → new', async () => {
    const { max, token, call, kunde } = await agencyWithMax(t.app);
    const first = (
      await uploadCsv(t.app, token, [contractRow(kunde, { nummer: 'AB-12 34', beitrag: 30 })])
    ).json();
    await call('POST', apply(first.id));
    const later = await uploadCsv(t.app, token, [
      contractRow(kunde, {
        gesellschaft: 'huk-coburg',
        nummer: 'ab1234',
        beitrag: 42.1,
        ablauf: '2030-12-31',
      }),
    ]);
    const answer = later.json();
    expect(answer).toMatchObject({ neu: 0, geaendert: 1, unveraendert: 0 });
    const page = (await call('GET', details(answer.id, 'geaendert'))).json();
    expect(page.eintraege[0].aenderungen).toEqual([
      { feld: 'beitrag', vorher: 30, nachher: 42.1 },
      { feld: 'ablauf', vorher: null, nachher: '2030-12-31' },
    ]);
    expect((await call('POST', apply(answer.id))).json()).toEqual({ neu: 0, geaendert: 1 });
    const [contract, ...more] = await contractsOf(max.user.id);
    expect(more).toEqual([]);
    expect(contract).toMatchObject({
      nummer: 'AB-12 34',
      beitrag: 42.1,
      ablauf: '2030-12-31',
      providedSeenAt: null,
    });
  });

  it('keeps agencies apart: another agency’s file never matches this agency’s customers, nor reads its preview', async () => {
    const ours = await agencyWithMax(t.app);
    const theirs = await agencyWithMax(t.app);
    const preview = (await uploadCsv(t.app, theirs.token, [contractRow(ours.kunde)])).json();
    expect(preview).toMatchObject({ neu: 0, ohneKunde: 1 });
    expect((await theirs.call('POST', apply(preview.id))).json()).toEqual({ neu: 0, geaendert: 0 });
    expect(await contractsOf(ours.max.user.id)).toEqual([]);

    const own = (await uploadCsv(t.app, ours.token, [contractRow(ours.kunde)])).json();
    expect((await theirs.call('GET', details(own.id, 'neu'))).statusCode).toBe(404);
    expect((await theirs.call('POST', apply(own.id))).statusCode).toBe(404);
    expect((await ours.call('GET', details('kein-id', 'neu'))).statusCode).toBe(404);
    expect(await contractsOf(ours.max.user.id)).toEqual([]);
  });

  it('writes everything in one transaction: a failure late in the file leaves nothing written', async () => {
    const { agency, max, token, call, kunde } = await agencyWithMax(t.app);
    const rows = Array.from({ length: 1200 }, (_, index) =>
      contractRow(kunde, { nummer: `T-${index}` }, index + 2),
    );
    const preview = (await uploadCsv(t.app, token, rows)).json();
    expect(preview.neu).toBe(1200);
    // The last row now holds what the contracts table cannot store: the second chunk's insert fails.
    const { db } = await getDatabase();
    await db
      .update(portfolioImportRows)
      .set({ data: sql`jsonb_set(${portfolioImportRows.data}, '{vertrag,beitrag}', '1e13')` })
      .where(sql`${portfolioImportRows.importId} = ${preview.id} and ${portfolioImportRows.pos} = 1199`);
    const failed = await call('POST', apply(preview.id));
    expect(failed.statusCode).toBe(500);
    expect(await contractsOf(max.user.id)).toEqual([]);
    expect(await importLog(agency.id)).toEqual([]);
    await db
      .update(portfolioImportRows)
      .set({ data: sql`jsonb_set(${portfolioImportRows.data}, '{vertrag,beitrag}', '12')` })
      .where(sql`${portfolioImportRows.importId} = ${preview.id} and ${portfolioImportRows.pos} = 1199`);
    expect((await call('POST', apply(preview.id))).json()).toEqual({ neu: 1200, geaendert: 0 });
  });

  it('refuses what cannot be read with the file field’s 422, naming the lines', async () => {
    const { token } = await agencyWithMax(t.app);
    const empty = await uploadCsv(t.app, token, '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual(['file=>Zeile 1: Die Datei enthält keine Verträge.']);
    const garbage = await uploadFileField(
      t.app,
      token,
      PREVIEW,
      Buffer.from([0, 1, 2, 255, 10, 0, 0]),
      'x.csv',
    );
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().errors.every((entry: string) => /^file=>Zeile \d+: /.test(entry))).toBe(true);
    const noFile = await t.app.inject({
      method: 'POST',
      url: PREVIEW,
      headers: { ...authHeaders(token), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(noFile.statusCode).toBe(422);
    const boundary = '----kpimport';
    const otherField = await t.app.inject({
      method: 'POST',
      url: PREVIEW,
      headers: { ...authHeaders(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="datei"; filename="b.csv"\r\n\r\nx\r\n--${boundary}--\r\n`,
    });
    expect(otherField.statusCode).toBe(422);
    expect(otherField.json().errors).toEqual(expect.arrayContaining([expect.stringMatching(/^datei=>/)]));
  });

  it('reads the GDV-Datensatz in Windows-1252 too: the demo file’s contracts of Max are matched by his e-mail', async () => {
    const { agency, token, call } = await agencyWithMax(t.app);
    await createTestCustomer({
      withAgent: false,
      agentId: agency.id,
      firstName: 'Max',
      lastName: 'Mustermann',
      persons: [
        {
          firstname: 'Max',
          lastname: 'Mustermann',
          geburtsdatum: '1984-05-17',
          email: 'max.mustermann@example.com',
        },
      ],
    });
    const gdv = readFileSync(path.join(serverDir, 'assets/demo/bestand-demo.gdv'));
    const preview = await uploadFileField(t.app, token, PREVIEW, gdv, 'bestand-demo.gdv');
    expect(preview.statusCode, preview.body).toBe(200);
    const answer = preview.json();
    expect(answer.neu).toBeGreaterThan(0);
    const rows = (await call('GET', details(answer.id, 'neu'))).json();
    expect(rows.eintraege[0]).toMatchObject({
      kunde: 'Max Mustermann',
      vertrag: { gesellschaft: 'Allianz' },
    });
  });
});
