import { newPersonInput } from '@kundenportal/domain/household/person-examples';
import { dateTexts } from '@kundenportal/domain/texts/date';
import { validationTexts } from '@kundenportal/domain/texts/validation';
import { describe, expect, it } from 'vitest';
import { createHousehold, defined, householdFingerprint, IBAN, personOf } from '../../helpers/household';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

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
