import { newPersonInput } from '@kundenportal/domain/household/person-examples';
import { describe, expect, it } from 'vitest';
import { createHousehold, defined, householdFingerprint, personOf } from '../../helpers/household';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

const UNKNOWN = 'Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.';
const TWICE = 'Dieses Feld wurde zweimal gesendet (oben und unter details); es wurde nichts gespeichert.';
const MAX_20 = 'Der Wert darf höchstens 20 betragen.';

/** An API never answers success while dropping what it was sent (issue 7). */
describe('PUT /api/persons/:id takes every catalogue field at the top level or under details', () => {
  it('stores a catalogue field sent at the top level', async () => {
    const h = await createHousehold(t.app);
    const id = defined(h.persons[0]).id;
    const response = await h.api.update(id, { kinderanzahl: 5, wohnstatus: 'miete_wohnung', hund: '1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(personOf(response).details).toMatchObject({
      kinderanzahl: 5,
      wohnstatus: 'miete_wohnung',
      hund: '1',
    });
    expect(personOf(await h.api.get(id)).details).toMatchObject({ kinderanzahl: 5 });
  });

  it('stores a top-level person field sent under details', async () => {
    const h = await createHousehold(t.app);
    const id = defined(h.persons[0]).id;
    const response = await h.api.update(id, { details: { familienstand: 'VH', geburtsort: 'Halle' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(personOf(response)).toMatchObject({ familienstand: 'VH', geburtsort: 'Halle' });
  });

  it('checks the catalogue bounds in both places: kinderanzahl 20 passes, 21 is refused', async () => {
    const h = await createHousehold(t.app);
    const id = defined(h.persons[0]).id;
    const before = await householdFingerprint(h.user.id);
    for (const body of [{ kinderanzahl: 21 }, { details: { kinderanzahl: 21 } }]) {
      const response = await h.api.update(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors).toEqual([`kinderanzahl=>${MAX_20}`]);
    }
    expect(await householdFingerprint(h.user.id)).toBe(before);
    for (const body of [{ kinderanzahl: 20 }, { details: { kinderanzahl: 20 } }]) {
      expect((await h.api.update(id, body)).statusCode).toBe(200);
    }
  });

  it('refuses a field sent both at the top level and under details', async () => {
    const h = await createHousehold(t.app);
    const id = defined(h.persons[0]).id;
    const before = await householdFingerprint(h.user.id);
    const response = await h.api.update(id, { kinderanzahl: 2, details: { kinderanzahl: 2 } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([`details.kinderanzahl=>${TWICE}`]);
    expect(await householdFingerprint(h.user.id)).toBe(before);
  });

  it('refuses unknown and read-only fields, in the body, details and list entries, naming each, writing nothing', async () => {
    const h = await createHousehold(t.app);
    const person = personOf(await h.api.get(defined(h.persons[0]).id));
    const before = await householdFingerprint(h.user.id);
    const bank = defined(person.bankverbindungen[0]);
    const address = defined(person.adressen[0]);
    const response = await h.api.update(person.id, {
      firstname: 'Geändert',
      kinderzahl: 2,
      mvp_freigabe: 1,
      email: 'neu@example.com',
      details: { hund: '1', katzen: '1' },
      adressen: [{ ...address, strasse: 'Neuweg' }],
      bankverbindungen: [{ ...bank, kontoinhaber: 'Neu' }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.sort()).toEqual(
      [
        `kinderzahl=>${UNKNOWN}`,
        `mvp_freigabe=>${UNKNOWN}`,
        `email=>${UNKNOWN}`,
        `details.katzen=>${UNKNOWN}`,
        `adressen.0.strasse=>${UNKNOWN}`,
        // Derived from the IBAN when read, never stored: sending it back would drop it.
        `bankverbindungen.0.bankleitzahl=>${UNKNOWN}`,
      ].sort(),
    );
    expect(await householdFingerprint(h.user.id)).toBe(before);
  });
});

describe('POST /api/persons', () => {
  it('stores catalogue fields sent at the top level and refuses unknown ones without creating a person', async () => {
    const h = await createHousehold(t.app);
    const created = await h.api.create(newPersonInput({ details: undefined, ...{ kinderanzahl: 4 } }));
    expect(created.statusCode, created.body).toBe(201);
    expect(personOf(created).details).toMatchObject({ kinderanzahl: 4 });

    const before = await householdFingerprint(h.user.id);
    const refused = await h.api.create({ ...newPersonInput(), unbekannt: 'x' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([`unbekannt=>${UNKNOWN}`]);
    expect(await householdFingerprint(h.user.id)).toBe(before);
  });
});

describe('the other person write endpoints refuse fields they do not take', () => {
  it('setfreigabe takes mvp_freigabe only', async () => {
    const h = await createHousehold(t.app);
    const id = defined(h.persons[1]).id;
    const before = await householdFingerprint(h.user.id);
    const response = await h.api.setRelease(id, { mvp_freigabe: 1, grund: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([`grund=>${UNKNOWN}`]);
    expect(await householdFingerprint(h.user.id)).toBe(before);
    expect((await h.api.setRelease(id, { mvp_freigabe: 1 })).statusCode).toBe(200);
  });

  it('the mail screen takes its four fields only', async () => {
    const h = await createHousehold(t.app);
    const id = defined(h.persons[0]).id;
    const before = await householdFingerprint(h.user.id);
    const body = { email: 'a@example.com', phone: null, mobil: null, kontakt_einwilligung: '1' };
    const response = await h.api.mail(id, { ...body, fax: '0301234567' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([`fax=>${UNKNOWN}`]);
    expect(await householdFingerprint(h.user.id)).toBe(before);
    expect((await h.api.mail(id, body)).statusCode).toBe(200);
  });

  it('vcheck takes the Bedarfscheck answers only (no other person field)', async () => {
    const h = await createHousehold(t.app);
    const id = defined(h.persons[0]).id;
    const before = await householdFingerprint(h.user.id);
    const response = await h.api.vcheck(id, { hund: '1', berufsbezeichnung: 'Koch' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([`berufsbezeichnung=>${UNKNOWN}`]);
    expect(await householdFingerprint(h.user.id)).toBe(before);
  });
});
