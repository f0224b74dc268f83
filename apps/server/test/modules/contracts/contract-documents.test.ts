import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import { describe, expect, it } from 'vitest';
import { contractOf, createContractCustomer, hausrat } from '../../helpers/contracts';
import { documentsApi, samples } from '../../helpers/documents';
import { authHeaders, useTestApp } from '../../helpers/test-app';

const t = useTestApp();

const storedFiles = () => readdirSync(path.join(t.dataDir, 'files')).sort();

/** A customer with one contract and the documents API for it. */
async function contractWithDocuments() {
  const c = await createContractCustomer(t.app);
  const contract = contractOf(await c.api.create(hausrat(c.mainId)));
  const documents = documentsApi(t.app, c.token);
  const listOf = (id: number, token = c.token) =>
    t.app.inject({ method: 'GET', url: `/api/contracts/${id}/documents`, headers: authHeaders(token) });
  return { ...c, contract, documents, listOf };
}

describe("contract documents (the documents feature's contract owner type)", () => {
  it('uploads to a contract, lists it under the contract and in the household, opens it by ticket', async () => {
    const c = await contractWithDocuments();
    const uploaded = await c.documents.upload(
      c.contract.id,
      { name: 'Police Hausrat.pdf', content: samples.pdf() },
      'contract',
    );
    expect(uploaded.statusCode).toBe(201);
    const document = uploaded.json<{ document: DocumentDto }>().document;
    expect(document).toMatchObject({
      owner_type: 'contract',
      owner_id: c.contract.id,
      original_filename: 'Police Hausrat.pdf',
    });
    expect((await c.listOf(c.contract.id)).json()).toEqual({ documents: [document] });
    expect((await c.documents.list()).json<{ documents: DocumentDto[] }>().documents).toContainEqual(
      document,
    );
    const ticket = await c.documents.ticket(c.contract.id, document.filename, 'contract');
    expect(ticket.statusCode).toBe(200);
    const file = await c.documents.fetchFile(ticket.json<{ url: string }>().url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(samples.pdf())).toBe(true);
  });

  it('keeps another customer out: their contract id is unknown (404) for lists, uploads and tickets', async () => {
    const owner = await contractWithDocuments();
    const other = await contractWithDocuments();
    expect((await owner.listOf(other.contract.id)).statusCode).toBe(404);
    const upload = await owner.documents.upload(
      other.contract.id,
      { name: 'x.pdf', content: samples.pdf() },
      'contract',
    );
    expect(upload.statusCode).toBe(404);
    expect((await other.listOf(other.contract.id)).json()).toEqual({ documents: [] });
  });

  it("takes the contract's own documents and their files along when the contract is deleted", async () => {
    const c = await contractWithDocuments();
    const before = storedFiles();
    const uploaded = await c.documents.upload(
      c.contract.id,
      { name: 'Nachtrag.pdf', content: samples.pdf() },
      'contract',
    );
    expect(uploaded.statusCode).toBe(201);
    expect(storedFiles()).toHaveLength(before.length + 1);
    expect((await c.api.remove(c.contract.id)).statusCode).toBe(200);
    expect(storedFiles()).toEqual(before);
    expect((await c.documents.list()).json()).toEqual({ documents: [] });
    expect((await c.listOf(c.contract.id)).statusCode).toBe(404);
  });
});
