import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { documentTexts } from '@kundenportal/domain/texts/documents';
import { describe, expect, it } from 'vitest';
import { serverDir } from '../../../src/server-dir';
import { createDocumentCustomer, multipartBody, samples } from '../../helpers/documents';
import {
  authHeaders,
  clientHeaders,
  createTestAdviser,
  loginAsAdviser,
  uniqueIp,
  useTestApp,
} from '../../helpers/test-app';

const t = useTestApp();

/** "rechnung<RLO>fdp.exe" reads as "rechnungexe.pdf"; each bidi control of the rule once (issue 27, item 34). */
const TRICKS = ['\u202e', '\u202a', '\u202d', '\u2066', '\u2069', '\u200e', '\u200f', '\u061c'].map(
  (control) => `rechnung${control}fdp.pdf`,
);
const refusedAtFile = [`file=>${documentTexts.nameDirectionControl}`];

function post(url: string, name: string, content: Buffer, headers: Record<string, string>) {
  const { body, contentType } = multipartBody({ name, content, hash: null });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': contentType },
    payload: body,
    // An address of its own: the public check's limit per address counts what other files sent.
    remoteAddress: uniqueIp(),
  });
}

describe('file names with bidi controls are refused at the field of every upload', () => {
  it('a document (also what a chat message attaches) and its rename; nothing is stored', async () => {
    const customer = await createDocumentCustomer(t.app);
    for (const name of TRICKS) {
      const response = await customer.api.upload(customer.mainId, { name, content: samples.pdf() });
      expect(response.statusCode, name).toBe(422);
      expect(response.json().errors).toEqual(refusedAtFile);
    }
    expect((await customer.api.ofPerson(customer.mainId)).json()).toEqual({ documents: [] });

    const stored = await customer.api.upload(customer.mainId, {
      name: 'rechnung.pdf',
      content: samples.pdf(),
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const renamed = await customer.api.update(customer.mainId, stored.json().document.filename, {
      original_filename: 'rechnung\u202efdp.pdf',
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual([`original_filename=>${documentTexts.nameDirectionControl}`]);
  });

  it("a document the adviser provides, the agency's logo and photo", async () => {
    const customer = await createDocumentCustomer(t.app, { config: { show_freigaben: true } });
    const adviser = await createTestAdviser({ agencyId: customer.agent?.id });
    const headers = authHeaders(await loginAsAdviser(t.app, adviser.email, adviser.password));
    const provided = await post(
      `/api/berater/kunden/${customer.user.id}/dokumente`,
      TRICKS[0] ?? '',
      samples.pdf(),
      headers,
    );
    expect(provided.statusCode).toBe(422);
    expect(provided.json().errors).toEqual(refusedAtFile);

    const logo = await readFile(path.join(serverDir, 'assets/demo/berger-logo.png'));
    for (const url of ['/api/berater/agentur/logo', '/api/berater/agentur/foto']) {
      const response = await post(url, 'logo\u202egnp.png', logo, headers);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors).toEqual(refusedAtFile);
      expect((await post(url, 'logo.png', logo, headers)).statusCode, url).toBe(200);
    }
  });

  it("the customer's avatar and a PDF to verify", async () => {
    // The own picture comes with the chat (config nachrichten).
    const customer = await createDocumentCustomer(t.app, { config: { nachrichten: true } });
    const photo = await readFile(path.join(serverDir, 'assets/demo/berger-logo.png'));
    const avatar = await post('/api/users/avatar', 'ich\u2067gnp.png', photo, authHeaders(customer.token));
    expect(avatar.statusCode).toBe(422);
    expect(avatar.json().errors).toEqual(refusedAtFile);

    const check = await post('/api/signaturen/pruefen', 'vertrag\u202efdp.pdf', samples.pdf(), clientHeaders);
    expect(check.statusCode).toBe(422);
    expect(check.json().errors).toEqual(refusedAtFile);
  });
});
