import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, contracts, documents, persons } from '../../../../src/db/schema';
import { getDatabase } from '../../../helpers/database';
import { createDocumentCustomer, multipartBody, samples } from '../../../helpers/documents';
import { authHeaders, createTestAdviser, loginAsAdviser, useTestApp } from '../../../helpers/test-app';

const t = useTestApp();

/**
 * GET /api/berater/kunden/{id} reads the household in one statement (issue 34, ADR 318): persons with their
 * main address and the documents come as JSON; the answer carries the stored values as they are.
 */
describe('GET /api/berater/kunden/{id}: the household as stored', () => {
  it('answers every person with the main address and every document with its stored values', async () => {
    const customer = await createDocumentCustomer(t.app);
    const adviser = await createTestAdviser({ agencyId: customer.agent?.id });
    const token = await loginAsAdviser(t.app, adviser.email, adviser.password);
    const { db } = await getDatabase();
    const [main, other] = customer.persons;
    await db
      .update(persons)
      .set({ geburtsdatum: '1980-02-29', phone: '0301234567' })
      .where(eq(persons.id, main?.id ?? 0));
    await db.insert(addresses).values([
      { personId: main?.id ?? 0, isMain: false, address: 'Altweg', city: 'Altstadt' },
      {
        personId: main?.id ?? 0,
        isMain: true,
        address: 'Hauptstraße',
        addressnumber: '5a',
        streetcode: '10115',
        city: 'Berlin',
      },
    ]);
    // Two contracts: the household's rows are the contracts', the lists come once (ADR 318).
    const added = await db
      .insert(contracts)
      .values(
        [main?.id, other?.id].map((personId, index) => ({
          userId: customer.user.id,
          personId: personId ?? 0,
          sparte: 'hausrat',
          gesellschaft: index ? 'HUK-COBURG' : 'Allianz',
          beitrag: 12.5 + index,
        })),
      )
      .returning();
    const { body, contentType } = multipartBody({ name: 'Police Hausrat.pdf', content: samples.pdf() });
    const provided = await t.app.inject({
      method: 'POST',
      url: `/api/berater/kunden/${customer.user.id}/dokumente`,
      headers: { ...authHeaders(token), 'content-type': contentType },
      payload: body,
    });
    expect(provided.statusCode, provided.body).toBe(201);

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/berater/kunden/${customer.user.id}`,
      headers: authHeaders(token),
    });
    expect(response.statusCode).toBe(200);
    const household = response.json();
    expect(household.persons).toEqual([
      expect.objectContaining({
        id: main?.id,
        isMain: true,
        firstname: 'Hanna',
        geburtsdatum: '1980-02-29',
        phone: '0301234567',
        address: 'Hauptstraße',
        addressnumber: '5a',
        streetcode: '10115',
        city: 'Berlin',
      }),
      expect.objectContaining({
        id: other?.id,
        isMain: false,
        firstname: 'Jonas',
        address: null,
        city: null,
      }),
    ]);
    const rows = await db.select().from(documents).where(eq(documents.userId, customer.user.id));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(household.documents).toEqual([
      {
        id: row?.id,
        originalFilename: 'Police Hausrat.pdf',
        directory: row?.directory,
        ownerType: row?.ownerType,
        size: row?.size,
        mime: 'application/pdf',
        fromAdviser: true,
        createdAt: row?.createdAt.toISOString(),
      },
    ]);
    expect(household.contracts).toEqual(
      added.map((contract) =>
        expect.objectContaining({ id: contract.id, personId: contract.personId, beitrag: contract.beitrag }),
      ),
    );
  });
});
