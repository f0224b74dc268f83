import { createHash } from 'node:crypto';
import { DATA_EXPORTS_PER_DAY } from '@kundenportal/domain/data-export/data-export-api';
import { dataExportTexts } from '@kundenportal/domain/texts/data-export';
import { dataExportColumnLabels } from '@kundenportal/domain/texts/data-export-columns';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { count, eq } from 'drizzle-orm';
import { strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportedTables } from '../../../src/db/customer-data';
import { customerRows, exportedColumns, schemaTables } from '../../../src/db/customer-data-tables';
import { dataExports, documents } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { IBAN } from '../../helpers/household';
import { readPdf } from '../../helpers/pdf';
import { queuedMailsTo } from '../../helpers/reminders';
import { createTestApp, createTestCustomer, jsonCaller, loginAs, useTestApp } from '../../helpers/test-app';
import { download, exportHousehold, exportOf, PUSH_AUTH, PUSH_KEY } from './data-export.fixtures';

const t = useTestApp();

type Household = Awaited<ReturnType<typeof exportHousehold>>;
let max: Household;
let other: Household;
let zip: Record<string, Uint8Array>;
let data: { erstellt_am: string; datensaetze: Record<string, Record<string, unknown>[]> };

beforeAll(async () => {
  max = await exportHousehold(t.app, { first: 'Maximilian', last: 'Exportmann' });
  other = await exportHousehold(t.app, { first: 'Zacharias', last: 'Zweitkundig' });
  const { status } = await exportOf(t.app, max.token);
  expect(status.status).toBe('fertig');
  zip = (await download(t.app, status.url ?? '')).files;
  data = JSON.parse(strFromU8(zip['daten.json'] ?? new Uint8Array()));
});

describe('the data export of a household (issue 32, ADR 222)', () => {
  it('holds every record of the customer, counted against the database', async () => {
    const { db } = await getDatabase();
    for (const entry of exportedTables) {
      const table = schemaTables.get(entry.table);
      if (!table) throw new Error(entry.table);
      const [row] = await db.select({ n: count() }).from(table).where(customerRows(entry.table, max.userId));
      expect(data.datensaetze[entry.recordType], entry.recordType).toHaveLength(row?.n ?? -1);
    }
    const counts = Object.fromEntries(
      Object.entries(data.datensaetze).map(([type, rows]) => [type, rows.length]),
    );
    expect(counts).toMatchObject({
      konto: 1,
      personen: 2,
      adressen: 1,
      bankverbindungen: 1,
      vertraege: 1,
      dokumente: 2,
      erinnerungen: 1,
      ansprechpartner: 1,
      chat_nachrichten: 1,
      aenderungen_durch_berater: 1,
      notfallkontakt: 1,
      benachrichtigungsregeln: 1,
      push_abonnements: 1,
    });
    // The person's IBAN sealed at rest, opened in the export; the emptied clear column left out (ADR 286).
    expect(data.datensaetze.bankverbindungen?.[0]).toMatchObject({ iban_sealed: IBAN });
    expect(data.datensaetze.bankverbindungen?.[0]).not.toHaveProperty('iban');
    expect(counts.sitzungen).toBeGreaterThanOrEqual(1);
    expect(data.datensaetze.konto?.[0]).toMatchObject({ first_name: 'Maximilian', email: max.email });
  });

  it('names every exported column in German (the CSV headers)', () => {
    const unnamed = exportedTables.flatMap((entry) =>
      exportedColumns(entry)
        .filter((column) => !(column.name in dataExportColumnLabels))
        .map((column) => `${entry.table}.${column.name}`),
    );
    expect(unnamed, 'columns without a label in domain texts/data-export-columns.ts').toEqual([]);
  });

  it('is valid against the schema.json it ships', () => {
    const ajv = new Ajv2020({ allErrors: true });
    addFormats(ajv);
    const schema = JSON.parse(strFromU8(zip['schema.json'] ?? new Uint8Array()));
    const valid = ajv.validate(schema, data);
    expect(ajv.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('holds every document byte for byte', async () => {
    const { db } = await getDatabase();
    const rows = await db.select().from(documents).where(eq(documents.userId, max.userId));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const file = zip[`dateien/dokumente/${row.id} ${row.originalFilename}`];
      expect(file, row.originalFilename).toBeDefined();
      expect(
        createHash('sha256')
          .update(file ?? new Uint8Array())
          .digest('hex'),
      ).toBe(row.sha256);
    }
  });

  it('has a CSV per record type (German Excel: BOM, semicolons) and the overview PDF', () => {
    const persons = zip['tabellen/personen.csv'];
    expect(persons).toBeDefined();
    const text = Buffer.from(persons ?? new Uint8Array()).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.split('\r\n')[0]).toContain('Nr.;Konto-Nr.;Haupteintrag;');
    expect(text.split('\r\n')[0]).toContain(';Vorname;Nachname;');
    expect(text).toContain('Maximilian');
    expect(Object.keys(zip).filter((name) => name.startsWith('tabellen/'))).toHaveLength(
      exportedTables.length,
    );
    expect(
      Buffer.from(zip['uebersicht.pdf'] ?? new Uint8Array())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('summarises the export readably in uebersicht.pdf: counts, persons, contracts', async () => {
    const pdf = await readPdf(Buffer.from(zip['uebersicht.pdf'] ?? new Uint8Array()));
    expect(pdf.title).toBe(dataExportTexts.pdfTitle);
    expect(pdf.text).toContain(`Maximilian Exportmann · ${max.email}`);
    expect(pdf.text).toContain(dataExportTexts.pdfCount('Personen', 2));
    expect(pdf.text).toContain(dataExportTexts.pdfCount('Dokumente', 2));
    expect(pdf.text).toContain('Jonas Exportmann');
    expect(pdf.text).toContain(dataExportTexts.pdfContractsHeading);
  });

  it('never holds another customer’s data, nor a secret', () => {
    const everything = Object.values(zip)
      .map((file) => Buffer.from(file).toString('latin1'))
      .join('\n');
    const json = strFromU8(zip['daten.json'] ?? new Uint8Array());
    for (const text of [everything, json]) {
      expect(text).not.toContain('Zacharias');
      expect(text).not.toContain(other.email);
      expect(text).not.toContain(PUSH_AUTH);
      expect(text).not.toContain(PUSH_KEY);
      expect(text).not.toContain('scrypt');
    }
    expect(json).not.toContain('password_hash');
  });

  it('tells the customer by mail once it is ready (whatever the notification settings)', async () => {
    const mails = await queuedMailsTo(max.email);
    expect(mails.map((mail) => mail.subject)).toContain(dataExportTexts.mailSubject);
  });
});

describe('the export’s status and download', () => {
  it('is the customer’s own: another customer’s id, no UUID, a wrong ticket are 404', async () => {
    const { id, status } = await exportOf(t.app, other.token);
    expect(status.status).toBe('fertig');
    const url = status.url ?? '';
    expect(url).not.toContain(other.token);
    expect((await max.call('GET', `/api/users/export/${id}`)).statusCode).toBe(404);
    expect((await max.call('GET', '/api/users/export/123')).statusCode).toBe(404);
    const wrong = url.replace(/ticket=.*/, 'ticket=falsch');
    expect((await t.app.inject({ method: 'GET', url: wrong })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url.replace(/\?.*/, '') })).statusCode).toBe(404);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('expires after 24 hours: no url any more, the download is 404', async () => {
    const { db } = await getDatabase();
    const { id, status } = await exportOf(t.app, max.token);
    await db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, id));
    expect((await t.app.inject({ method: 'GET', url: status.url ?? '' })).statusCode).toBe(404);
    const again = await max.call('GET', `/api/users/export/${id}`);
    expect(again.json()).toEqual({ export: { id, status: 'fertig', progress: 100 } });
  });

  it('takes 3 a day; the 4th is refused with the German message; a failed one does not count', async () => {
    const customer = await createTestCustomer();
    const call = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
    for (let n = 1; n <= DATA_EXPORTS_PER_DAY; n += 1) {
      expect((await call('POST', '/api/users/export')).statusCode).toBe(202);
    }
    await t.app.backgroundJobs.idle();
    const fourth = await call('POST', '/api/users/export');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ error: 'data_export_limit', message: dataExportTexts.limit });
    const { db } = await getDatabase();
    const [first] = await db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, customer.user.id))
      .limit(1);
    await db
      .update(dataExports)
      .set({ status: 'fehler' })
      .where(eq(dataExports.id, first?.id ?? ''));
    expect((await call('POST', '/api/users/export')).statusCode).toBe(202);
    await t.app.backgroundJobs.idle();
  });

  it('shows a running export whose process ended (no heartbeat for a minute) as fehler', async () => {
    const { db } = await getDatabase();
    const [row] = await db
      .insert(dataExports)
      .values({ userId: max.userId, progress: 40, updatedAt: new Date(Date.now() - 5 * 60 * 1000) })
      .returning();
    const answer = await max.call('GET', `/api/users/export/${row?.id}`);
    expect(answer.json()).toEqual({ export: { id: row?.id, status: 'fehler', progress: 40 } });
  });

  it('marks, at start, a running export whose process ended (a restart) as fehler', async () => {
    const { db } = await getDatabase();
    const [row] = await db
      .insert(dataExports)
      .values({ userId: max.userId, progress: 10, updatedAt: new Date(Date.now() - 5 * 60 * 1000) })
      .returning();
    const restarted = await createTestApp();
    try {
      const [after] = await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.id, row?.id ?? ''));
      expect(after?.status).toBe('fehler');
    } finally {
      await restarted.app.close();
    }
  });
});
