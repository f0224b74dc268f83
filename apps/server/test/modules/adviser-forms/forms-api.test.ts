import type { FormDetail, FormSummary } from '@kundenportal/domain/adviser-forms/form-api';
import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedForms } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { readPdf } from '../../helpers/pdf';
import { useTestApp } from '../../helpers/test-app';
import { adviserMails } from '../adviser-requests/adviser-requests.fixtures';
import {
  DRAWN_SVG,
  drawnPng,
  emptyPng,
  formCustomer,
  installForm,
  SMALL_FORM,
  TYPED,
  VALID_VALUES,
} from './adviser-forms.fixtures';

const t = useTestApp();
const URL = '/api/forms/testvollmacht';
type Customer = Awaited<ReturnType<typeof formCustomer>>;

const list = async (c: Customer) =>
  (await c.call('GET', '/api/forms')).json<{ forms: FormSummary[] }>().forms;
const send = (c: Customer, body: Record<string, unknown>) =>
  c.call('POST', URL, { values: VALID_VALUES, signature: TYPED, preview: false, ...body });
const preview = (c: Customer, body: Record<string, unknown> = {}) =>
  c.call('POST', URL, { values: VALID_VALUES, signature: TYPED, preview: true, ...body });
const errorsOf = (response: { json(): unknown }) => (response.json() as { errors: string[] }).errors;

describe('GET /api/forms and /api/forms/{key}', () => {
  it('lists the forms the adviser installed and switched on, with version and signed_at', async () => {
    const c = await formCustomer(t.app, {
      forms: { testvollmacht: SMALL_FORM, aus: '# Aus\n\nText' },
      config: { beraterdokumente: { testvollmacht: true, aus: false } },
    });
    expect(await list(c)).toEqual([
      { key: 'testvollmacht', title: 'Testvollmacht', version: 1, signed_at: null },
    ]);
    expect((await c.call('GET', '/api/forms/aus')).json()).toMatchObject({ error: 'could_not_find_form' });
  });

  it('answers the newest version with values from the user, the main person and its main address', async () => {
    const c = await formCustomer(t.app);
    const response = await c.call('GET', URL);
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ form: FormDetail; template: string; values: Record<string, string> }>();
    const form = answer.form;
    expect(answer.template).toBe(SMALL_FORM);
    expect(answer.values).toEqual(form.values);
    expect(form).toMatchObject({
      key: 'testvollmacht',
      title: 'Testvollmacht',
      version: 1,
      signer: 'Kim Kunde',
    });
    expect(form.values).toEqual({
      firstname: 'Kim',
      lastname: 'Kunde',
      city: 'München',
      weg: '',
      telefon: '',
      ok: '0',
    });
    expect(form.blocks[0]).toEqual({
      kind: 'prose',
      blocks: [
        {
          kind: 'paragraph',
          runs: [{ text: 'Ich bevollmächtige ' }, { text: 'Thomas Berger', bold: true }, { text: '.' }],
        },
      ],
    });
    expect(form.blocks.map((block) => (block.kind === 'field' ? block.field.type : 'prose'))).toEqual([
      'prose',
      'textfield',
      'textfield',
      'textfield',
      'radio',
      'textfield',
      'checkbox',
      'today',
      'sign',
    ]);
  });

  it('refuses makler_light (403), a customer without adviser (403) and unknown or malformed keys (404)', async () => {
    const light = await formCustomer(t.app, { accountTyp: 'makler_light' });
    expect((await light.call('GET', '/api/forms')).json()).toMatchObject({ error: 'not_permitted' });
    expect((await light.call('POST', URL, { values: VALID_VALUES, preview: true })).statusCode).toBe(403);
    const alone = await formCustomer(t.app, { withAgent: false });
    expect((await alone.call('GET', URL)).json()).toMatchObject({ error: 'adviser_required' });
    const c = await formCustomer(t.app);
    for (const key of ['unbekannt', 'Testvollmacht', 'x%20y', '..%2F..', '1abc'])
      expect((await c.call('GET', `/api/forms/${key}`)).json(), key).toMatchObject({
        error: 'could_not_find_form',
      });
  });

  it("never serves another adviser's form: the same key of another agency is a 404", async () => {
    const other = await formCustomer(t.app, { forms: { nurdort: SMALL_FORM } });
    const c = await formCustomer(t.app, { config: { beraterdokumente: { nurdort: true } } });
    expect((await other.call('GET', '/api/forms/nurdort')).statusCode).toBe(200);
    expect((await c.call('GET', '/api/forms/nurdort')).json()).toMatchObject({
      error: 'could_not_find_form',
    });
  });
});

describe('POST /api/forms/{key}', () => {
  it('answers a PDF preview with the values, the typed signature and the signer, and stores nothing', async () => {
    const c = await formCustomer(t.app);
    const response = await preview(c, { values: { ...VALID_VALUES, city: 'Augsburg' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^inline; filename="Testvollmacht \d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.title).toBe('Testvollmacht');
    for (const text of [
      'Ich bevollmächtige',
      'Thomas Berger',
      'Ort:',
      'Augsburg',
      'Kontaktweg:',
      'Per E-Mail',
      'Kim Kunde',
    ])
      expect(pdf.text).toContain(text);
    expect(pdf.text).toContain('getippte Unterschrift');
    expect(pdf.text).toContain('Vorschau');
    // Bold runs keep their punctuation: no space between '**Thomas Berger**' and the full stop.
    const lines = pdf.pages[0]?.lines ?? [];
    const name = lines.find((line) => line.text === 'Thomas Berger');
    const stop = lines.find(
      (line) => line.text.startsWith('.') && Math.abs(line.left - (name?.right ?? 0)) < 5,
    );
    expect(name).toBeDefined();
    expect((stop?.left ?? 0) - (name?.right ?? 0)).toBeLessThan(0.5);
    const { db } = await getDatabase();
    expect(await db.select().from(signedForms).where(eq(signedForms.userId, c.user.id))).toEqual([]);
    expect((await list(c))[0]?.signed_at).toBeNull();
  });

  it('sends: a read-only document of the main person, the audit record, the mail with the PDF to the adviser', async () => {
    const c = await formCustomer(t.app);
    const response = await send(c, { signature: { png: await drawnPng(), svg: DRAWN_SVG } });
    expect(response.statusCode).toBe(201);
    const answer = response.json<{
      document: { id: number; filename: string };
      audit_id: string;
      signed_at: string;
    }>();
    expect(answer).toMatchObject({ success: true, audit_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const documents = (await c.call('GET', `/api/persons/${c.mainPersonId}/documents`)).json<{
      documents: DocumentDto[];
    }>();
    const document = documents.documents.find((entry) => entry.filename === answer.document.filename);
    expect(document).toMatchObject({ kategorie: 'berater', read_only: true, mime: 'application/pdf' });
    expect(document?.original_filename).toMatch(/^Testvollmacht \d{4}-\d{2}-\d{2}\.pdf$/);
    const removal = await c.call(
      'DELETE',
      `/api/persons/${c.mainPersonId}/documents/${answer.document.filename}`,
    );
    expect(removal.json()).toMatchObject({ error: 'document_read_only' });

    const { db } = await getDatabase();
    const [record] = await db.select().from(signedForms).where(eq(signedForms.id, answer.audit_id));
    expect(record).toMatchObject({
      userId: c.user.id,
      agentId: c.agent?.id,
      formKey: 'testvollmacht',
      templateVersion: 1,
      signer: 'Kim Kunde',
      signatureKind: 'drawn',
      documentId: answer.document.id,
      seq: 1,
      prevHash: null,
    });
    expect(record?.values).toMatchObject({
      firstname: 'Kim',
      weg: 'email',
      ok: '1',
      datum: expect.any(String),
    });
    expect(record?.signatureSvg).toBe(DRAWN_SVG);
    expect(record?.sessionId).toMatch(/^[0-9a-f-]{36}$/);

    const [mail] = await adviserMails(t.dataDir, c.adviserEmail, c.email);
    expect(mail?.subject).toBe('Testvollmacht unterschrieben: Kim Kunde');
    expect(mail?.text).toContain(`Dokument-ID: ${answer.audit_id}`);
    expect(mail?.attachments).toHaveLength(1);
    const attached = mail?.attachments[0];
    expect(attached?.mimeType).toBe('application/pdf');
    const pdf = await readPdf(attached?.content ?? Buffer.alloc(0));
    expect(pdf.text).toContain(answer.audit_id);
    expect(pdf.text.replace(/\s+/g, '')).toContain(record?.contentSha256);
    expect(pdf.text).toContain('gezeichnete Unterschrift');
    expect((await list(c))[0]?.signed_at).toBe(answer.signed_at);
  });

  it('answers 422 per field: required values, the signature under the sign field, unknown keys', async () => {
    const c = await formCustomer(t.app);
    const response = await c.call('POST', URL, { values: { weg: 'telefon', extra: 1 }, preview: true, x: 1 });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual(
      expect.arrayContaining([
        'x=>Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.',
        'extra=>Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.',
        'unterschrift=>Bitte unterschreibe das Dokument.',
      ]),
    );
    const fields = await c.call('POST', URL, { values: { weg: 'telefon' }, preview: true, signature: TYPED });
    expect(errorsOf(fields)).toEqual([
      'firstname=>Dieses Feld ist ein Pflichtfeld.',
      'lastname=>Dieses Feld ist ein Pflichtfeld.',
      'telefon=>Dieses Feld ist ein Pflichtfeld.',
      'ok=>Dieses Feld ist ein Pflichtfeld.',
    ]);
    expect((await c.call('POST', URL, { values: VALID_VALUES, signature: TYPED })).json()).toMatchObject({
      errors: ['preview=>Gib an, ob eine Vorschau (true) oder das Abschicken (false) gewünscht ist.'],
    });
  });

  it('checks a drawing by content: an empty pad, a broken PNG, an SVG with a reference or too wide are refused', async () => {
    const c = await formCustomer(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ png: await emptyPng() }, 'Die Unterschrift ist leer. Bitte unterschreibe im Feld.'],
      [
        { png: 'data:image/png;base64,AAAA' },
        'Die Unterschrift konnte nicht gelesen werden. Bitte unterschreibe noch einmal.',
      ],
      [
        { png: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}` },
        'Die Unterschrift konnte nicht gelesen werden. Bitte unterschreibe noch einmal.',
      ],
      [
        { svg: DRAWN_SVG.replace('<circle', '<image href="file:///etc/passwd"/><circle') },
        'Die Unterschrift konnte nicht gelesen werden. Bitte unterschreibe noch einmal.',
      ],
      [
        { svg: DRAWN_SVG.replace(/640/g, '769') },
        'Die Unterschrift konnte nicht gelesen werden. Bitte unterschreibe noch einmal.',
      ],
      [{ svg: DRAWN_SVG, typed: 'Kim Kunde' }, 'Bitte unterschreibe entweder gezeichnet oder getippt.'],
    ];
    for (const [signature, message] of cases) {
      const response = await preview(c, { signature });
      expect(response.statusCode, JSON.stringify(signature).slice(0, 80)).toBe(422);
      expect(errorsOf(response)).toEqual([`unterschrift=>${message}`]);
    }
    expect((await preview(c, { signature: { svg: DRAWN_SVG.replace(/640/g, '768') } })).statusCode).toBe(200);
    expect((await preview(c, { signature: { svg: DRAWN_SVG } })).statusCode).toBe(200);
  });

  it('signs on the version it was loaded in: a newer template is a 409, the record keeps its version', async () => {
    const c = await formCustomer(t.app);
    const first = await send(c, { version: 1 });
    expect(first.statusCode).toBe(201);
    const agentId = c.agent?.id ?? 0;
    expect(await installForm(agentId, 'testvollmacht', SMALL_FORM)).toMatchObject({
      version: 1,
      created: false,
    });
    await installForm(
      agentId,
      'testvollmacht',
      SMALL_FORM.replace('Thomas Berger', 'Thomas Berger und Partner'),
    );
    expect((await list(c))[0]?.version).toBe(2);
    const stale = await send(c, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'form_version_changed' });
    const second = await send(c, { version: 2 });
    expect(second.statusCode).toBe(201);
    const { db } = await getDatabase();
    const records = await db.select().from(signedForms).where(eq(signedForms.userId, c.user.id));
    expect(records.map((record) => [record.templateVersion, record.seq]).sort()).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('answers 409, not 422, for input of an older version whose field the new version removed (issue 27)', async () => {
    const c = await formCustomer(t.app);
    await installForm(c.agent?.id ?? 0, 'testvollmacht', SMALL_FORM.replace(/^\{\{ Ort \| city .*\n/m, ''));
    const values = { ...VALID_VALUES, city: 'München' };
    for (const body of [
      { values, version: 1 },
      { values, version: 1, preview: true },
    ]) {
      const stale = await send(c, body);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ error: 'form_version_changed' });
    }
    expect(errorsOf(await send(c, { values, version: 2 }))).toEqual([
      'city=>Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.',
    ]);
  });

  it("keeps each customer to their own forms: another customer's signed document is a 404", async () => {
    const a = await formCustomer(t.app);
    const b = await formCustomer(t.app);
    const sent = (await send(a, {})).json<{ document: { filename: string } }>();
    expect(sent.document.filename).toMatch(/\.pdf$/);
    const foreign = await b.call('GET', `/api/persons/${a.mainPersonId}/documents`);
    expect(foreign.statusCode).toBe(404);
    const removal = await b.call(
      'DELETE',
      `/api/persons/${a.mainPersonId}/documents/${sent.document.filename}`,
    );
    expect(removal.statusCode).toBe(404);
    expect((await list(b))[0]?.signed_at).toBeNull();
  });
});
