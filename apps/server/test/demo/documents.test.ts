import { randomUUID } from 'node:crypto';
import type { DocumentDto } from '@kundenportal/domain/documents/document-api';
import { describe, expect, it } from 'vitest';
import { createAgent, createCustomer } from '../../src/db/factories';
import { type DemoProfile, demoCustomer, demoLogins } from '../../src/demo/customers';
import { addDemoDocuments, demoDocuments, holderOf } from '../../src/demo/documents';
import { mainPersonOf } from '../../src/demo/seed';
import { getDatabase } from '../helpers/database';
import { documentsApi } from '../helpers/documents';
import { readPdf, xrefProblems } from '../helpers/pdf';
import { loginAs, useTestApp } from '../helpers/test-app';

const t = useTestApp();

/** A demo customer under a fresh login, with the demo adviser's details and papers, and its documents API. */
async function demoCustomerWithDocuments(profile: DemoProfile) {
  const { db } = await getDatabase();
  const agent = await createAgent(db);
  const login = { ...demoLogins[profile], email: `demo-${profile}-${randomUUID()}@example.com` };
  const input = demoCustomer(profile, login);
  const customer = await createCustomer(db, { ...input, agentId: agent.id, scryptLogN: 10 });
  const owner = { email: customer.email, userId: customer.user.id, mainPersonId: mainPersonOf(customer) };
  await addDemoDocuments(db, t.app.blobStore, owner, demoDocuments(profile, agent, holderOf(input)));
  const api = documentsApi(t.app, await loginAs(t.app, login.email, login.password));
  return { api, mainId: owner.mainPersonId };
}
const demoMax = () => demoCustomerWithDocuments('max');

async function pdfText(api: ReturnType<typeof documentsApi>, document: DocumentDto) {
  const { url } = (await api.ticket(document.owner_id, document.filename)).json<{ url: string }>();
  const response = await api.fetchFile(url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/pdf/);
  const bytes = response.rawPayload;
  expect(xrefProblems(bytes)).toEqual([]);
  return (await readPdf(bytes)).text.replaceAll('\u00a0', ' ');
}

describe('the demo documents (Max after the first start)', () => {
  it('are the adviser-provided Erstinformation and Maklervollmacht and a policy of his own, newest first', async () => {
    const { api, mainId } = await demoMax();
    const { documents } = (await api.list()).json<{ documents: DocumentDto[] }>();
    expect(documents.map((d) => [d.original_filename, d.kategorie, d.directory, d.read_only])).toEqual([
      ['Versicherungsschein Kfz.pdf', 'eigene', 'Versicherungen/Kfz', false],
      ['Maklervollmacht.pdf', 'berater', '', true],
      ['Erstinformation.pdf', 'berater', '', true],
    ]);
    for (const document of documents) {
      expect(document).toMatchObject({ owner_type: 'person', owner_id: mainId, mime: 'application/pdf' });
      expect(document.size).toBeLessThan(8 * 1024);
    }
    const { freigaben } = (await api.approvals()).json<{ freigaben: DocumentDto[] }>();
    expect(freigaben.map((d) => d.original_filename)).toEqual(['Maklervollmacht.pdf', 'Erstinformation.pdf']);
  });

  it('are real PDFs that pdf.js reads: the § 15 VersVermV first information with the adviser, and the mandate', async () => {
    const { api } = await demoMax();
    const { documents } = (await api.list()).json<{ documents: DocumentDto[] }>();
    const byName = (name: string) => {
      const found = documents.find((d) => d.original_filename === name);
      if (!found) throw new Error(`${name} missing`);
      return found;
    };

    const erstinformation = await pdfText(api, byName('Erstinformation.pdf'));
    for (const expected of [
      'Erstinformation gemäß § 15 VersVermV',
      'Berger Versicherungsmakler GmbH, Ihr Ansprechpartner: Thomas Berger',
      'Leopoldstraße 42, 80802 München',
      'Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 der Gewerbeordnung (GewO).',
      'Registrierungsnummer: D-4K2M-XE7QT-21',
      'Versicherungsombudsmann e. V.',
    ]) {
      expect(erstinformation).toContain(expected);
    }

    const mandate = await pdfText(api, byName('Maklervollmacht.pdf'));
    expect(mandate).toContain('Maklervollmacht');
    expect(mandate).toContain('Vollmachtgeber: Max Mustermann, Musterstraße 12, 10115 Berlin');
    expect(mandate).toContain('Bevollmächtigter: Berger Versicherungsmakler GmbH');

    const policy = await pdfText(api, byName('Versicherungsschein Kfz.pdf'));
    expect(policy).toContain('Versicherungsnehmer: Max Mustermann, Musterstraße 12, 10115 Berlin');
  });

  it('give Erika (makler_light) the Erstinformation only: she has no mandate and uploads nothing', async () => {
    const { api } = await demoCustomerWithDocuments('erika');
    const { freigaben } = (await api.approvals()).json<{ freigaben: DocumentDto[] }>();
    expect(freigaben.map((d) => [d.original_filename, d.read_only])).toEqual([['Erstinformation.pdf', true]]);
  });
});
