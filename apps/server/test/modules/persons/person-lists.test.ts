import { describe, expect, it } from 'vitest';
import {
  createHousehold,
  defined,
  householdFingerprint,
  IBAN,
  IBAN_2,
  personOf,
} from '../../helpers/household';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

const _REQUIRED = 'Dieses Feld ist ein Pflichtfeld.';
const INVALID = 'Der Wert ist ungültig.';

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
