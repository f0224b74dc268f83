import { MAX_UPLOAD_BYTES } from '@kundenportal/domain/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents } from '../../../../src/db/schema';
import { getDatabase } from '../../../helpers/database';
import {
  createDocumentCustomer,
  multipartBody,
  samples,
  sha256,
  type UploadOptions,
} from '../../../helpers/documents';
import { deliveredMails } from '../../../helpers/outbox-files';
import {
  authHeaders,
  createTestAdviser,
  jsonCaller,
  loginAsAdviser,
  useTestApp,
} from '../../../helpers/test-app';

const t = useTestApp({ PUBLIC_URL: 'https://portal.example' });

/** A customer with documents and show_freigaben, an adviser of the agency, and one of another agency. */
async function setup() {
  const customer = await createDocumentCustomer(t.app, { config: { show_freigaben: true } });
  const adviser = await createTestAdviser({
    agencyId: customer.agent?.id,
    firstName: 'Thomas',
    lastName: 'Berger',
  });
  const stranger = await createTestAdviser();
  const token = await loginAsAdviser(t.app, adviser.email, adviser.password);
  const strangerToken = await loginAsAdviser(t.app, stranger.email, stranger.password);
  const provide = (options: UploadOptions, as = token, id = customer.user.id) => {
    const { body, contentType } = multipartBody(options);
    return t.app.inject({
      method: 'POST',
      url: `/api/berater/kunden/${id}/dokumente`,
      headers: { ...authHeaders(as), 'content-type': contentType },
      payload: body,
    });
  };
  return { customer, adviser, token, strangerToken, provide };
}

describe('POST /api/berater/kunden/{id}/dokumente', () => {
  it("files the document among the customer's approvals, read-only, mails the customer and logs it", async () => {
    const { customer, token, provide } = await setup();
    const content = samples.pdf();
    const response = await provide({ name: 'Beratungsprotokoll Hausrat.pdf', content });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().document).toMatchObject({
      original_filename: 'Beratungsprotokoll Hausrat.pdf',
      kategorie: 'berater',
      read_only: true,
    });

    const approvals = (await customer.api.approvals()).json().freigaben;
    expect(approvals.map((d: { original_filename: string }) => d.original_filename)).toEqual([
      'Beratungsprotokoll Hausrat.pdf',
    ]);
    // Read-only for the customer: no rename, no delete.
    const filename = approvals[0].filename;
    expect((await customer.api.update(customer.mainId, filename, { name: 'x.pdf' })).statusCode).toBe(403);

    const [mail] = await deliveredMails(t.dataDir, customer.email, 'Beratungsprotokoll Hausrat.pdf');
    expect(mail?.text).toContain('https://portal.example/#/app/');

    const call = jsonCaller(t.app, token);
    const log = (await call('GET', `/api/berater/kunden/${customer.user.id}/protokoll`)).json().entries;
    expect(log).toMatchObject([
      {
        adviserName: 'Thomas Berger',
        action: 'document_provided',
        changes: [{ key: 'document', before: null, after: 'Beratungsprotokoll Hausrat.pdf' }],
      },
    ]);
    // The adviser reads it back, byte for byte.
    const [row] = await (await getDatabase()).db
      .select()
      .from(documents)
      .where(eq(documents.filename, filename));
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/berater/kunden/${customer.user.id}/dokumente/${row?.id}`,
      headers: authHeaders(token),
    });
    expect(file.statusCode).toBe(200);
    expect(sha256(file.rawPayload)).toBe(sha256(content));
  });

  it('checks content, name, hash and size as for a customer upload, and keeps nothing of a refused one', async () => {
    const { customer, provide } = await setup();
    const cases: [UploadOptions, string][] = [
      [{ name: 'rechnung.pdf', content: samples.png() }, 'file=>'],
      [{ name: 'programm.exe', content: Buffer.from('MZ') }, 'file=>'],
      [{ name: 'brief.pdf', content: samples.pdf(), hash: 'f'.repeat(64) }, 'hash=>'],
      [{ name: 'brief.pdf', content: samples.pdf(), kategorie: 'eigene' }, 'kategorie=>'],
      [{ name: 'brief.pdf', content: samples.pdf(), directory: 'Geheim' }, 'directory=>'],
    ];
    for (const [options, entry] of cases) {
      const response = await provide(options);
      expect(response.statusCode, options.name).toBe(422);
      expect(response.json().errors.join('\n'), options.name).toContain(entry);
    }
    const big = await provide({
      name: 'gross.pdf',
      content: Buffer.concat([samples.pdf(), Buffer.alloc(MAX_UPLOAD_BYTES)]),
    });
    expect([413, 422]).toContain(big.statusCode);
    const largest = await provide({
      name: 'genau.pdf',
      content: Buffer.concat([samples.pdf(), Buffer.alloc(MAX_UPLOAD_BYTES - samples.pdf().length)]),
    });
    expect(largest.statusCode, largest.body).toBe(201);
    const { db } = await getDatabase();
    const rows = await db.select().from(documents).where(eq(documents.userId, customer.user.id));
    expect(rows.map((row) => row.originalFilename)).toEqual(['genau.pdf']);
  });

  it("answers 404 for another agency's customer and their files; 403 for a customer's token", async () => {
    const { customer, strangerToken, provide } = await setup();
    const response = await provide({ name: 'brief.pdf', content: samples.pdf() }, strangerToken);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('could_not_find_customer');
    const own = await customer.api.upload(customer.mainId, { name: 'eigen.pdf', content: samples.pdf() });
    expect(own.statusCode).toBe(201);
    const { db } = await getDatabase();
    const [row] = await db.select().from(documents).where(eq(documents.userId, customer.user.id));
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/berater/kunden/${customer.user.id}/dokumente/${row?.id}`,
      headers: authHeaders(strangerToken),
    });
    expect(foreign.statusCode).toBe(404);
    const asCustomer = await provide({ name: 'brief.pdf', content: samples.pdf() }, customer.token);
    expect(asCustomer.statusCode).toBe(403);
  });

  it("serves the customer's own uploads to the adviser, and no other customer's file under this customer", async () => {
    const { customer, token } = await setup();
    const other = await createDocumentCustomer(t.app);
    const content = samples.png();
    expect((await customer.api.upload(customer.mainId, { name: 'foto.png', content })).statusCode).toBe(201);
    expect((await other.api.upload(other.mainId, { name: 'fremd.png', content })).statusCode).toBe(201);
    const { db } = await getDatabase();
    const [own] = await db.select().from(documents).where(eq(documents.userId, customer.user.id));
    const [foreign] = await db.select().from(documents).where(eq(documents.userId, other.user.id));
    const get = (id: number | undefined) =>
      t.app.inject({
        method: 'GET',
        url: `/api/berater/kunden/${customer.user.id}/dokumente/${id}`,
        headers: authHeaders(token),
      });
    const file = await get(own?.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(foreign?.id)).statusCode).toBe(404);
  });
});
