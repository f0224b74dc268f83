import { dateTexts } from '@kundenportal/domain/texts/date';
import { personTexts } from '@kundenportal/domain/texts/person';
import { validationTexts } from '@kundenportal/domain/texts/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHousehold,
  defined,
  householdFingerprint,
  IBAN,
  IBAN_2,
  newPersonInput,
  personOf,
} from '../../helpers/household';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const REQUIRED = 'Dieses Feld ist ein Pflichtfeld.';
const INVALID = 'Der Wert ist ungültig.';

describe('GET /api/persons', () => {
  it('lists the household by id ascending with lists, details and the complete state', async () => {
    const h = await createHousehold(t.app);
    const response = await h.api.list();
    expect(response.statusCode).toBe(200);
    const { persons } = response.json();
    expect(persons.map((p: { id: number }) => p.id)).toEqual(h.persons.map((p) => p.id));
    const [main, second] = persons;
    expect(main).toMatchObject({
      is_main: true,
      firstname: 'Hanna',
      gender: 'w',
      mvp_freigabe: 0,
      kontakt_einwilligung: '0',
      vollstaendig: true,
      hauptadresse: { hauptadresse: '1', address: 'Lindenallee', addressnumber: '4', city: 'Leipzig' },
      bankverbindungen: [{ used: '1', iban: IBAN, bankleitzahl: '37040044', zahlungsweise: '12' }],
    });
    expect(main.details).toMatchObject({ kinderanzahl: null, hund: '0', personalverantwortung: '0' });
    // checkSubPflicht: no birth date → not complete.
    expect(second).toMatchObject({ is_main: false, gender: 'm', vollstaendig: false, bankverbindungen: [] });
  });

  it('answers an empty list for a household without persons', async () => {
    const h = await createHousehold(t.app, { persons: [] });
    expect((await h.api.list()).json()).toEqual({ persons: [] });
  });

  it('answers 404 for an id that is not a number or does not exist', async () => {
    const h = await createHousehold(t.app);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await h.api.call('GET', `/api/persons/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
    expect((await h.api.get(2_000_000_000)).statusCode).toBe(404);
  });
});

describe('POST /api/persons', () => {
  it('creates a person with address and bank connection, normalised, and users/me shows it', async () => {
    const h = await createHousehold(t.app);
    const response = await h.api.create(newPersonInput());
    expect(response.statusCode).toBe(201);
    const person = personOf(response);
    expect(person).toMatchObject({
      is_main: false,
      firstname: 'Lotta',
      familienstand: 'LD',
      geburtsdatum: '2012-03-04',
      vollstaendig: true,
      hauptadresse: { address: 'Gartenweg', streetcode: '04109', bundesland: 'Sachsen' },
      bankverbindungen: [{ used: '1', iban: IBAN, bankleitzahl: '37040044', kontoinhaber: 'Lotta Neumann' }],
    });
    expect(person.details).toMatchObject({
      kinderanzahl: 0,
      situation: '5',
      schreibtischtaetigkeit: 30,
      hund: '1',
    });
    expect(personOf(await h.api.get(person.id))).toEqual(person);
    const { user } = (await h.api.me()).json();
    expect(user.persons.at(-1)).toMatchObject({
      id: person.id,
      firstname: 'Lotta',
      hauptadresse: { address: 'Gartenweg', addressnumber: '7', streetcode: '04109', city: 'Leipzig' },
    });
  });

  it('defaults the gender to m and accepts a person without lists', async () => {
    const h = await createHousehold(t.app);
    const person = personOf(await h.api.create({ firstname: 'Ole', lastname: 'Ohne' }));
    expect(person).toMatchObject({ gender: 'm', adressen: [], hauptadresse: null, bankverbindungen: [] });
    expect(person.vollstaendig).toBe(false);
  });

  it('refuses invalid fields with 422 field=>message entries, list entries by index, and writes nothing', async () => {
    const h = await createHousehold(t.app);
    const before = await householdFingerprint(h.user.id);
    const input = newPersonInput();
    const response = await h.api.create({
      ...input,
      firstname: 'L',
      geburtsdatum: '2999-01-01',
      details: { kinderanzahl: 21, situation: 'chef', einkuenfte_gesamt_netto_mtl: '100,123' },
      adressen: [
        input.adressen?.[0],
        { id: 'tmp', neu: true, hauptadresse: '0', address: 'X', streetcode: '1', city: '' },
      ],
      bankverbindungen: [
        { id: 'tmp', neu: true, used: '1', iban: 'DE89 3704 0044 0532 0130 01', zahlungsweise: '' },
      ],
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors).toEqual([
      'firstname=>Bitte gib mindestens 2 Zeichen ein.',
      `geburtsdatum=>${dateTexts.DateMaxErrToday}`,
      'kinderanzahl=>Der Wert darf höchstens 20 betragen.',
      'einkuenfte_gesamt_netto_mtl=>Gebe eine gültige Zahl mit maximal 2 Nachkommastellen ein.',
      'situation=>Bitte wähle einen der angebotenen Einträge aus.',
      'adressen.1.streetcode=>Bitte gib mindestens 2 Zeichen ein.',
      `adressen.1.city=>${REQUIRED}`,
      `bankverbindungen.0.iban=>${validationTexts.iban}`,
      `bankverbindungen.0.zahlungsweise=>${REQUIRED}`,
    ]);
    expect(await householdFingerprint(h.user.id)).toBe(before);
  });

  it('answers 422, never 5xx, for wrong types', async () => {
    const h = await createHousehold(t.app);
    const before = await householdFingerprint(h.user.id);
    const cases: [unknown, string[]][] = [
      [[1, 2], ['Bitte überprüfe deine Eingaben.']],
      ['text', ['Bitte überprüfe deine Eingaben.']],
      [{ firstname: ['x'], lastname: { a: 1 } }, [`firstname=>${INVALID}`, `lastname=>${INVALID}`]],
      [{ firstname: 'Ada', lastname: 'Lovelace', details: [1] }, [`details=>${INVALID}`]],
      [{ firstname: 'Ada', lastname: 'Lovelace', adressen: {} }, [`adressen=>${INVALID}`]],
      [
        { firstname: 'Ada', lastname: 'Lovelace', adressen: ['x', null] },
        [`adressen.0=>${INVALID}`, `adressen.1=>${INVALID}`],
      ],
      [
        { firstname: 'Ada', lastname: 'Lovelace', bankverbindungen: [{ neu: 'ja', used: 2 }] },
        [`bankverbindungen.0.neu=>${INVALID}`, `bankverbindungen.0.used=>${INVALID}`],
      ],
      [{ firstname: 'Ada', lastname: 'Lovelace', adressen: [{ id: 'abc' }] }, [`adressen.0.id=>${INVALID}`]],
      [
        { firstname: 'Ada', lastname: 'Lovelace', gender: 'x' },
        ['gender=>Bitte wähle einen der angebotenen Einträge aus.'],
      ],
      [{ firstname: 'Ada', lastname: 'x'.repeat(256) }, ['lastname=>Bitte gib höchstens 255 Zeichen ein.']],
      [
        {
          firstname: 'Ada',
          lastname: 'Lovelace',
          adressen: Array.from({ length: 51 }, () => ({ neu: true })),
        },
        [`adressen=>${INVALID}`],
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await h.api.create(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await householdFingerprint(h.user.id)).toBe(before);
  });
});

describe('PUT /api/persons/:id', () => {
  it('updates the fields it is sent and keeps the others; users/me reflects the change', async () => {
    const h = await createHousehold(t.app);
    const created = personOf(await h.api.create(newPersonInput()));
    const response = await h.api.update(created.id, {
      firstname: 'Charlotte',
      lastname: 'Neumann',
      geburtsort: 'Leipzig',
      details: { kinderanzahl: '1', wohnstatus: 'miete_wohnung' },
    });
    expect(response.statusCode).toBe(200);
    const person = personOf(response);
    expect(person).toMatchObject({
      firstname: 'Charlotte',
      geburtsort: 'Leipzig',
      gender: 'w',
      familienstand: 'LD',
    });
    expect(person.details).toMatchObject({
      kinderanzahl: 1,
      wohnstatus: 'miete_wohnung',
      situation: '5',
      hund: '1',
    });
    expect(person.adressen).toEqual(created.adressen);
    expect(person.bankverbindungen).toEqual(created.bankverbindungen);
    const { user } = (await h.api.me()).json();
    expect(user.persons.find((p: { id: number }) => p.id === created.id).firstname).toBe('Charlotte');
  });

  it('clears an optional field sent empty', async () => {
    const h = await createHousehold(t.app);
    const created = personOf(await h.api.create(newPersonInput()));
    const person = personOf(
      await h.api.update(created.id, { familienstand: '', details: { situation: null, hund: '0' } }),
    );
    expect(person.familienstand).toBeNull();
    expect(person.details).toMatchObject({ situation: null, hund: '0', kinderanzahl: 0 });
  });

  it('answers 404 for an unknown person and 422 with nothing written for invalid input', async () => {
    const h = await createHousehold(t.app);
    expect((await h.api.update(2_000_000_000, { firstname: 'Xaver', lastname: 'Y' })).statusCode).toBe(404);
    const before = await householdFingerprint(h.user.id);
    const [main] = h.persons;
    const response = await h.api.update(defined(main).id, {
      firstname: 'Hannelore',
      adressen: [
        { id: 'n', neu: true, hauptadresse: '1', address: 'Neu', streetcode: '04109', city: 'Leipzig' },
      ],
      bankverbindungen: [{ id: 'n', neu: true, used: '0', iban: 'DE00', zahlungsweise: '12' }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([`bankverbindungen.0.iban=>${validationTexts.iban}`]);
    expect(await householdFingerprint(h.user.id)).toBe(before);
  });
});

describe('address and bank connection lists (exactly one main)', () => {
  const address = (overrides: Record<string, unknown>) => ({
    co: null,
    address: 'Ringstraße',
    addressnumber: '1',
    streetcode: '04109',
    city: 'Leipzig',
    bundesland: null,
    land: null,
    hauptadresse: '0',
    ...overrides,
  });

  it('a new entry marked main clears the old main; users/me shows the new main address', async () => {
    const h = await createHousehold(t.app);
    const main = personOf(await h.api.get(defined(h.persons[0]).id));
    const old = defined(main.adressen[0]);
    const response = await h.api.update(main.id, {
      adressen: [
        { ...old, hauptadresse: '0' },
        address({
          id: 'tmpNeu001',
          neu: true,
          hauptadresse: '1',
          address: 'Neue Straße',
          addressnumber: '9',
        }),
      ],
    });
    expect(response.statusCode).toBe(200);
    const person = personOf(response);
    expect(person.adressen.map((a) => [a.address, a.hauptadresse])).toEqual([
      ['Lindenallee', '0'],
      ['Neue Straße', '1'],
    ]);
    expect(person.hauptadresse?.address).toBe('Neue Straße');
    const { user } = (await h.api.me()).json();
    expect(user.haupt_person.hauptadresse).toMatchObject({ address: 'Neue Straße', addressnumber: '9' });
  });

  it('with none marked main the first entry left becomes main; with two the first wins', async () => {
    const h = await createHousehold(t.app);
    const id = defined(h.persons[1]).id;
    const old = defined(personOf(await h.api.get(id)).adressen[0]);
    let person = personOf(
      await h.api.update(id, {
        adressen: [
          { ...old, hauptadresse: '0' },
          address({ id: 'a', neu: true }),
          address({ id: 'b', neu: true }),
        ],
      }),
    );
    expect(person.adressen.map((a) => a.hauptadresse)).toEqual(['1', '0', '0']);
    const [a, b, c] = person.adressen;
    person = personOf(
      await h.api.update(id, {
        adressen: [
          { ...defined(a), hauptadresse: '0' },
          { ...defined(b), hauptadresse: '1' },
          { ...defined(c), hauptadresse: '1' },
        ],
      }),
    );
    expect(person.adressen.map((x) => x.hauptadresse)).toEqual(['0', '1', '0']);
  });

  it('deleting the main entry passes the role on; a new entry deleted again is dropped', async () => {
    const h = await createHousehold(t.app);
    const id = defined(h.persons[0]).id;
    const before = personOf(await h.api.get(id));
    const withTwo = personOf(
      await h.api.update(id, {
        bankverbindungen: [
          // As PersonInput: without the derived bankleitzahl of the read model (a 422 field otherwise).
          ...before.bankverbindungen.map(({ bankleitzahl: _derived, ...entry }) => entry),
          {
            id: 'tmpBank01',
            neu: true,
            used: '0',
            iban: IBAN_2,
            bic: 'COBADEFFXXX',
            kontoinhaber: 'Hanna Haupt',
            zahlungsweise: '1',
          },
        ],
      }),
    );
    expect(withTwo.bankverbindungen.map((b) => [b.iban, b.used])).toEqual([
      [IBAN, '1'],
      [IBAN_2, '0'],
    ]);
    const [first, second] = withTwo.bankverbindungen.map(({ bankleitzahl: _derived, ...entry }) => entry);
    const after = personOf(
      await h.api.update(id, {
        bankverbindungen: [
          { ...defined(first), del: true },
          defined(second),
          { id: 'tmpGone01', neu: true, del: true, used: '1', iban: 'kaputt', zahlungsweise: '' },
        ],
      }),
    );
    expect(after.bankverbindungen).toEqual([{ ...defined(second), used: '1', bankleitzahl: '12030000' }]);
  });

  it('updates a stored entry in place and keeps stored entries the list does not name', async () => {
    const h = await createHousehold(t.app);
    const id = defined(h.persons[0]).id;
    const person = personOf(
      await h.api.update(id, { adressen: [address({ id: 'x', neu: true, address: 'Zweitwohnsitz' })] }),
    );
    expect(person.adressen.map((a) => [a.address, a.hauptadresse])).toEqual([
      ['Lindenallee', '1'],
      ['Zweitwohnsitz', '0'],
    ]);
    const second = defined(person.adressen[1]);
    const updated = personOf(
      await h.api.update(id, {
        adressen: [{ ...second, city: 'Halle', id: String(second.id), hauptadresse: '1' }],
      }),
    );
    expect(updated.adressen.map((a) => [a.id, a.city, a.hauptadresse])).toEqual([
      [defined(person.adressen[0]).id, 'Leipzig', '0'],
      [second.id, 'Halle', '1'],
    ]);
  });

  it('deleting every address leaves none main and the person incomplete', async () => {
    const h = await createHousehold(t.app);
    const id = defined(h.persons[0]).id;
    const before = personOf(await h.api.get(id));
    const person = personOf(
      await h.api.update(id, { adressen: before.adressen.map((a) => ({ ...a, del: true })) }),
    );
    expect(person).toMatchObject({ adressen: [], hauptadresse: null, vollstaendig: false });
    expect((await h.api.me()).json().user.haupt_person.hauptadresse).toBeNull();
  });

  it('refuses ids of another person of the same household with 404 and writes nothing', async () => {
    const h = await createHousehold(t.app);
    const [main, other] = (await h.api.list()).json().persons;
    const before = await householdFingerprint(h.user.id);
    const foreignAddress = other.adressen[0];
    for (const body of [
      { firstname: 'Neuer Name', adressen: [{ ...foreignAddress, del: true }] },
      { firstname: 'Neuer Name', adressen: [{ ...foreignAddress, city: 'Anderswo' }] },
      { firstname: 'Neuer Name', bankverbindungen: [{ ...main.bankverbindungen[0], del: true }] },
    ]) {
      const target = body.bankverbindungen ? other.id : main.id;
      const response = await h.api.update(target, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
    expect(await householdFingerprint(h.user.id)).toBe(before);
  });

  it('refuses the same stored id twice in one list', async () => {
    const h = await createHousehold(t.app);
    const main = personOf(await h.api.get(defined(h.persons[0]).id));
    const entry = defined(main.adressen[0]);
    const response = await h.api.update(main.id, { adressen: [entry, { ...entry, del: true }] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([`adressen.1.id=>${INVALID}`]);
  });
});

describe('DELETE /api/persons/:id', () => {
  it('deletes a person with its addresses and bank connections', async () => {
    const h = await createHousehold(t.app);
    const created = personOf(await h.api.create(newPersonInput()));
    const response = await h.api.remove(created.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await h.api.get(created.id)).statusCode).toBe(404);
    expect((await h.api.remove(created.id)).statusCode).toBe(404);
    const { user } = (await h.api.me()).json();
    expect(user.persons.map((p: { id: number }) => p.id)).not.toContain(created.id);
  });

  it('refuses the main person with a toast entry (no field)', async () => {
    const h = await createHousehold(t.app);
    const response = await h.api.remove(defined(h.persons[0]).id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'validation_failed',
      errors: [personTexts.mainNotDeletable],
    });
    expect((await h.api.get(defined(h.persons[0]).id)).statusCode).toBe(200);
  });

  it('refuses a released person (setfreigabe 1) until the release is taken back', async () => {
    const h = await createHousehold(t.app);
    const id = defined(h.persons[1]).id;
    const released = await h.api.setRelease(id, { mvp_freigabe: 1 });
    expect(released.statusCode).toBe(200);
    expect(personOf(released).mvp_freigabe).toBe(1);
    const refused = await h.api.remove(id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([personTexts.releasedNotDeletable]);
    expect(personOf(await h.api.setRelease(id, { mvp_freigabe: '0' })).mvp_freigabe).toBe(0);
    expect((await h.api.remove(id)).statusCode).toBe(200);
  });
});

describe('POST /api/persons/:id/setfreigabe', () => {
  it('takes only 0 or 1', async () => {
    const h = await createHousehold(t.app);
    const id = defined(h.persons[1]).id;
    for (const body of [{}, { mvp_freigabe: 2 }, { mvp_freigabe: true }, [1], { mvp_freigabe: 'ja' }]) {
      const response = await h.api.setRelease(id, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([`mvp_freigabe=>${INVALID}`]);
    }
    expect(personOf(await h.api.get(id)).mvp_freigabe).toBe(0);
  });
});

describe('person_edit false', () => {
  it('reads but refuses every write with 403 not_permitted', async () => {
    const h = await createHousehold(t.app, { personEdit: false });
    const [main, second] = h.persons;
    expect((await h.api.list()).statusCode).toBe(200);
    expect((await h.api.get(defined(main).id)).statusCode).toBe(200);
    const before = await householdFingerprint(h.user.id);
    const writes = [
      h.api.create(newPersonInput()),
      h.api.update(defined(second).id, { firstname: 'Anders' }),
      h.api.remove(defined(second).id),
      h.api.setRelease(defined(second).id, { mvp_freigabe: 1 }),
      h.api.mail(defined(second).id, {
        email: 'a@example.com',
        phone: null,
        mobil: null,
        kontakt_einwilligung: '1',
      }),
      h.api.vcheck(defined(second).id, { hund: '1' }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('not_permitted');
    }
    expect(await householdFingerprint(h.user.id)).toBe(before);
  });
});
