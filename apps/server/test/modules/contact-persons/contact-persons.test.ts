import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';
import {
  contactCustomer,
  createContact,
  MEIER,
  MINIMAL,
  one,
  storedContacts,
  URL,
} from './contact-persons.fixtures';

const t = useTestApp();

describe('POST /api/ansprechpartner', () => {
  it('answers 201 with the contact person, normalised, and the message; stores it', async () => {
    const c = await contactCustomer(t.app);
    const response = await c.call('POST', URL, { ...MEIER, vorname: '  Sabine ' });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({
      ansprechpartner: {
        id: expect.any(Number),
        firma: 'Allianz Versicherungs-AG',
        anrede: 'frau',
        vorname: 'Sabine',
        name: 'Meier',
        street: 'Königinstraße 28',
        zip: '80802',
        city: 'München',
        phone: '+498938000',
        fax: '+498938001',
        email: 'sabine.meier@allianz.example',
        standort: true,
        vertraege: [],
      },
      message: 'Der Ansprechpartner wurde angelegt.',
    });
    expect(await storedContacts(c.user.id)).toMatchObject([
      { id: answer.ansprechpartner.id, userId: c.user.id, vorname: 'Sabine', phone: '+498938000' },
    ]);
  });

  it('stores the optional fields as null when left out or empty', async () => {
    const c = await contactCustomer(t.app);
    const created = await createContact(c, { ...MINIMAL, firma: '', anrede: null, street: '   ' });
    expect(created).toMatchObject({
      firma: null,
      anrede: null,
      street: null,
      zip: null,
      city: null,
      fax: null,
      standort: false,
      vertraege: [],
    });
  });
});

describe('GET /api/ansprechpartner', () => {
  it("lists the customer's contact persons by name, first name and id, and no one else's", async () => {
    const c = await contactCustomer(t.app);
    const other = await contactCustomer(t.app);
    expect((await c.call('GET', URL)).json()).toEqual({ ansprechpartner: [] });
    const zeller = await createContact(c, { ...MINIMAL, vorname: 'Anna', name: 'Zeller' });
    const meier = await createContact(c, MEIER);
    const anton = await createContact(c, { ...MINIMAL, vorname: 'Anton', name: 'Meier' });
    await createContact(other, MINIMAL);
    const response = await c.call('GET', URL);
    expect(response.statusCode).toBe(200);
    const listed = response.json().ansprechpartner;
    expect(listed.map((person: { id: number }) => person.id)).toEqual([anton.id, meier.id, zeller.id]);
    expect(listed[1]).toEqual(meier);
  });
});

describe('PUT /api/ansprechpartner/{id}', () => {
  it('changes the fields sent and keeps those left out', async () => {
    const c = await contactCustomer(t.app);
    const person = await createContact(c, MEIER);
    const response = await c.call('PUT', one(person.id), { phone: '+49 89 1234 56', anrede: 'Herr' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ansprechpartner: { ...person, phone: '+4989123456', anrede: 'Herr' },
      message: 'Die Änderungen wurden gespeichert.',
    });
    const empty = await c.call('PUT', one(person.id), {});
    expect(empty.json().ansprechpartner).toEqual({ ...person, phone: '+4989123456', anrede: 'Herr' });
    const cleared = await c.call('PUT', one(person.id), { firma: '', anrede: null, fax: '' });
    expect(cleared.json().ansprechpartner).toMatchObject({
      firma: null,
      anrede: null,
      fax: null,
      name: 'Meier',
    });
    expect((await c.call('GET', URL)).json().ansprechpartner).toEqual([cleared.json().ansprechpartner]);
  });

  it('keeps the links to contracts', async () => {
    const c = await contactCustomer(t.app);
    const person = await createContact(c, MEIER);
    await c.call('PUT', `${one(person.id)}/verknuepfen`, { vertrag_id: c.contractId });
    const response = await c.call('PUT', one(person.id), { name: 'Meier-Huber' });
    expect(response.json().ansprechpartner).toMatchObject({ name: 'Meier-Huber', vertraege: [c.contractId] });
  });

  it('refuses to clear a required field, and keeps the stored contact person', async () => {
    const c = await contactCustomer(t.app);
    const person = await createContact(c, MEIER);
    const before = await storedContacts(c.user.id);
    const response = await c.call('PUT', one(person.id), { phone: '', email: null, name: 'Neu' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      'phone=>Dieses Feld ist ein Pflichtfeld.',
      'email=>Dieses Feld ist ein Pflichtfeld.',
    ]);
    expect(await storedContacts(c.user.id)).toEqual(before);
  });
});

describe('standort (spec section 5: the location counts as filled when any part of the address is)', () => {
  const cases: [Record<string, string>, boolean][] = [
    [{}, false],
    [{ street: 'Hauptstraße 1' }, true],
    [{ zip: '10115' }, true],
    [{ city: 'Berlin' }, true],
    [{ street: '  ', zip: '', city: ' ' }, false],
    [{ street: 'Hauptstraße 1', zip: '10115', city: 'Berlin' }, true],
  ];
  it.each(cases)('%j → %s, on create and after an update', async (address, expected) => {
    const c = await contactCustomer(t.app);
    const created = await createContact(c, { ...MINIMAL, ...address });
    expect(created.standort).toBe(expected);
    const flipped = await c.call(
      'PUT',
      one(created.id),
      expected ? { street: '', zip: '', city: '' } : { city: 'Köln' },
    );
    expect(flipped.json().ansprechpartner.standort).toBe(!expected);
    expect((await c.call('GET', URL)).json().ansprechpartner[0].standort).toBe(!expected);
  });
});

describe('DELETE /api/ansprechpartner/{id}', () => {
  it('deletes the contact person and answers the message; a second delete is 404', async () => {
    const c = await contactCustomer(t.app);
    const person = await createContact(c, MEIER);
    const kept = await createContact(c, MINIMAL);
    const response = await c.call('DELETE', one(person.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Der Ansprechpartner wurde gelöscht.' });
    expect((await c.call('GET', URL)).json().ansprechpartner).toEqual([kept]);
    expect((await storedContacts(c.user.id)).map((row) => row.id)).toEqual([kept.id]);
    const again = await c.call('DELETE', one(person.id));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: 'could_not_find_contact_person',
      message: 'Der Ansprechpartner wurde nicht gefunden.',
    });
  });
});
