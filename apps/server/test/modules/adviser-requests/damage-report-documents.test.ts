import type { DamageReport } from '@kundenportal/domain/adviser-requests/damage-report-api';
import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { documentsApi, samples, tampered } from '../../helpers/documents';
import { authHeaders, useTestApp } from '../../helpers/test-app';
import {
  adviserMails,
  damageCustomer,
  expectError,
  queuedFor,
  requestCustomer,
  URLS,
  VALID,
} from './adviser-requests.fixtures';

const t = useTestApp();
const DOCUMENT_RIGHTS = { dokumente_list: true, dokumente_eigene: true };

/** A customer who may report damage and upload files, with the documents API and the inquire's list. */
async function reporter() {
  const c = await damageCustomer(t.app);
  const documents = documentsApi(t.app, c.token);
  const upload = (id: number, name: string, content = samples.pdf()) =>
    documents.upload(id, { name, content }, 'inquire');
  const filesOf = (id: number | string) =>
    t.app.inject({ method: 'GET', url: `/api/inquire/${id}/documents`, headers: authHeaders(c.token) });
  const draft = async (subject = 'Sturmschaden') =>
    (await c.call('POST', URLS.damage, { ...VALID.damage, schaden_subject: subject, entwurf: true })).json<{
      id: number;
    }>().id;
  return { ...c, documents, upload, filesOf, draft };
}

describe('files of a damage report (documents owner type inquire)', () => {
  it('collects two files on a draft; sending mails once and names both', async () => {
    const c = await reporter();
    const id = await c.draft();
    const first = await c.upload(id, 'Foto Dach.png', samples.png());
    const second = await c.upload(id, 'Kostenvoranschlag.pdf');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json<{ document: DocumentDto }>().document).toMatchObject({
      owner_type: 'inquire',
      owner_id: id,
      original_filename: 'Foto Dach.png',
    });
    const files = (await c.filesOf(id)).json<{ documents: DocumentDto[] }>().documents;
    expect(files.map((file) => file.original_filename).sort()).toEqual([
      'Foto Dach.png',
      'Kostenvoranschlag.pdf',
    ]);
    const list = (await c.call('GET', URLS.damage)).json<{ schadensmeldungen: DamageReport[] }>();
    expect(list.schadensmeldungen).toMatchObject([{ id, status: 'entwurf', dokumente: 2 }]);
    expect(await queuedFor(c.adviserEmail)).toEqual([]);

    expect((await c.call('POST', `/api/schadensmeldung/${id}/senden`)).statusCode).toBe(200);
    const mails = await adviserMails(t.dataDir, c.adviserEmail, c.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Schadensmeldung von Kim Kunde: Sturmschaden');
    expect(mails[0]?.text).toContain('Anhänge (2):\n- Foto Dach.png\n- Kostenvoranschlag.pdf');
    expectError(await c.call('POST', `/api/schadensmeldung/${id}/senden`), 409, 'damage_report_already_sent');
    expect(await queuedFor(c.adviserEmail)).toHaveLength(1);

    // The adviser's link in the mail downloads both files as a ZIP, without session or client headers.
    const link =
      /Alle Anhänge als ZIP herunterladen \(30 Tage gültig\):\n(\S+)/.exec(mails[0]?.text ?? '')?.[1] ?? '';
    const url = new URL(link);
    expect(url.pathname).toBe(`/api/berater/schadensmeldung/${id}/anhaenge.zip`);
    const zip = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe(
      `attachment; filename="Schadensmeldung-${id}-Anhaenge.zip"`,
    );
    const zipped = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(zipped).sort()).toEqual(['Foto Dach.png', 'Kostenvoranschlag.pdf']);
    expect(Buffer.from(zipped['Foto Dach.png'] ?? []).equals(samples.png())).toBe(true);

    // Only with its ticket, and only for its report.
    const other = await c.draft('Anderer Schaden');
    const ticket = url.searchParams.get('ticket') ?? '';
    for (const path of [
      `/api/berater/schadensmeldung/${id}/anhaenge.zip`,
      `/api/berater/schadensmeldung/${id}/anhaenge.zip?ticket=${tampered(ticket)}`,
      `/api/berater/schadensmeldung/${other}/anhaenge.zip?ticket=${encodeURIComponent(ticket)}`,
    ])
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(401);
  });

  it("names only the report's own files, not those of the customer's other reports", async () => {
    const c = await reporter();
    const one = await c.draft('Erster Schaden');
    const two = await c.draft('Zweiter Schaden');
    expect((await c.upload(one, 'eins.pdf')).statusCode).toBe(201);
    expect((await c.upload(two, 'zwei.pdf')).statusCode).toBe(201);
    expect((await c.call('POST', `/api/schadensmeldung/${two}/senden`)).statusCode).toBe(200);
    const [mail] = await adviserMails(t.dataDir, c.adviserEmail, c.email);
    expect(mail?.text).toContain('Anhänge (1):\n- zwei.pdf\n');
    expect(mail?.text).not.toContain('eins.pdf');
    const list = (await c.call('GET', URLS.damage)).json<{ schadensmeldungen: DamageReport[] }>();
    expect(list.schadensmeldungen).toMatchObject([
      { id: two, status: 'eingegangen', dokumente: 1 },
      { id: one, status: 'entwurf', dokumente: 1 },
    ]);
  });

  it("keeps another customer's inquire unknown: listing and uploading answer 404", async () => {
    const owner = await reporter();
    const intruder = await reporter();
    const id = await owner.draft();
    expect((await owner.upload(id, 'privat.pdf')).statusCode).toBe(201);
    expectError(await intruder.filesOf(id), 404, 'could_not_find_document');
    expectError(await intruder.upload(id, 'fremd.pdf'), 404, 'could_not_find_document');
    expectError(await intruder.documents.ticket(id, 'privat.pdf', 'inquire'), 404, 'could_not_find_document');
    const files = (await owner.filesOf(id)).json<{ documents: DocumentDto[] }>().documents;
    expect(files.map((file) => file.original_filename)).toEqual(['privat.pdf']);
    expect((await owner.call('POST', `/api/schadensmeldung/${id}/senden`)).statusCode).toBe(200);
    const [mail] = await adviserMails(t.dataDir, owner.adviserEmail, owner.email);
    expect(mail?.text).toContain('Anhänge (1):\n- privat.pdf\n');
  });

  it('an own report is an inquire whether draft or sent; unknown ids are not', async () => {
    const c = await reporter();
    const sent = (await c.call('POST', URLS.damage, VALID.damage)).json<{ id: number }>().id;
    expect((await c.filesOf(sent)).json()).toEqual({ documents: [] });
    expect((await c.upload(sent, 'Nachtrag.pdf')).statusCode).toBe(201);
    expect((await c.filesOf(sent)).json<{ documents: DocumentDto[] }>().documents).toHaveLength(1);
    for (const id of [2_147_483_647, 0, 'abc'])
      expectError(await c.filesOf(id), 404, 'could_not_find_document');
  });
});

describe('which requests are an inquire', () => {
  it('a contact request or a recommendation is not (404); an enquiry is', async () => {
    const c = await requestCustomer(t.app, { config: DOCUMENT_RIGHTS });
    const documents = documentsApi(t.app, c.token);
    const filesOf = (id: number) =>
      t.app.inject({ method: 'GET', url: `/api/inquire/${id}/documents`, headers: authHeaders(c.token) });
    const contact = (await c.call('POST', URLS.contact, VALID.contact)).json<{ id: number }>().id;
    const recommendation = (await c.call('POST', URLS.recommend, VALID.recommend)).json<{ id: number }>().id;
    const enquiry = (await c.call('POST', URLS.enquiry, VALID.enquiry)).json<{ id: number }>().id;

    for (const id of [contact, recommendation]) {
      expectError(await filesOf(id), 404, 'could_not_find_document');
      const upload = await documents.upload(id, { name: 'x.pdf', content: samples.pdf() }, 'inquire');
      expectError(upload, 404, 'could_not_find_document');
    }
    expect((await filesOf(enquiry)).json()).toEqual({ documents: [] });
    const upload = await documents.upload(
      enquiry,
      { name: 'Gehaltsnachweis.pdf', content: samples.pdf() },
      'inquire',
    );
    expect(upload.statusCode).toBe(201);
    expect((await filesOf(enquiry)).json<{ documents: DocumentDto[] }>().documents).toMatchObject([
      { owner_type: 'inquire', owner_id: enquiry, original_filename: 'Gehaltsnachweis.pdf' },
    ]);
  });

  it("an enquiry of another customer is not the customer's inquire", async () => {
    const owner = await requestCustomer(t.app, { config: DOCUMENT_RIGHTS });
    const intruder = await requestCustomer(t.app, { config: DOCUMENT_RIGHTS });
    const enquiry = (await owner.call('POST', URLS.enquiry, VALID.enquiry)).json<{ id: number }>().id;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/inquire/${enquiry}/documents`,
      headers: authHeaders(intruder.token),
    });
    expectError(response, 404, 'could_not_find_document');
    const upload = await documentsApi(t.app, intruder.token).upload(
      enquiry,
      { name: 'x.pdf', content: samples.pdf() },
      'inquire',
    );
    expectError(upload, 404, 'could_not_find_document');
  });
});
