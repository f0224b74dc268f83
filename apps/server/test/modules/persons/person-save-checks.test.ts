import { personEditFields } from '@kundenportal/domain/forms/catalogue/person';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { persons } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { createHousehold, defined, householdFingerprint, IBAN } from '../../helpers/household';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

const UNKNOWN = 'Dieses Feld ist hier nicht vorgesehen; es wurde nichts gespeichert.';
const INVALID = 'Der Wert ist ungültig.';
const MIN_2 = 'Bitte gib mindestens 2 Zeichen ein.';
const notFound = { error: 'not_found', message: 'Der Eintrag wurde nicht gefunden.' };

/** The own household's main person and a stranger's address and bank connection ids. */
async function households() {
  const own = await createHousehold(t.app);
  const person = defined(own.persons[0]);
  const listed = (await own.api.get(person.id)).json().person;
  const foreign = (await (await createHousehold(t.app)).api.list()).json().persons[0];
  return {
    own,
    id: person.id,
    ownAddress: listed.adressen[0].id as number,
    foreignAddress: foreign.adressen[0].id as number,
    foreignBank: foreign.bankverbindungen[0].id as number,
  };
}

/**
 * The whole person's save checks the body in its route schema and the body against the stored person
 * before it (ADR 137): the answers are the ones the save gave when it checked both itself.
 */
describe('POST /api/persons and PUT /api/persons/:id: the stored state before the body', () => {
  it("answers 404 for another person's address or bank connection id, whatever else the body gets wrong", async () => {
    const h = await households();
    const before = await householdFingerprint(h.own.user.id);
    const wrong = { firstname: '', gehalt: 1, details: { kinderanzahl: 99 } };
    for (const lists of [
      { adressen: [{ id: h.foreignAddress, city: '' }] },
      {
        adressen: [{ neu: true, land: 'XX', fremd: 1 }],
        bankverbindungen: [{ id: h.foreignBank, iban: 'DE00' }],
      },
      {
        adressen: [
          { id: h.ownAddress, streetcode: 'x' },
          { id: String(h.foreignAddress), del: true },
        ],
      },
    ]) {
      for (const response of [
        await h.own.api.create({ ...wrong, ...lists }),
        await h.own.api.update(h.id, { ...wrong, ...lists }),
      ]) {
        expect(response.statusCode, JSON.stringify(lists)).toBe(404);
        expect(response.json()).toEqual(notFound);
      }
    }
    // A new person has no stored entries: any stored id is another's.
    const own = await h.own.api.create({
      firstname: 'Neu',
      lastname: 'Person',
      adressen: [{ id: h.ownAddress }],
    });
    expect(own.statusCode).toBe(404);
    expect(await householdFingerprint(h.own.user.id)).toBe(before);
  });

  it('answers text the database cannot store with its 422 before a foreign list id (ADR 135)', async () => {
    const h = await households();
    const body = { firstname: 'A\u0000b', adressen: [{ id: h.foreignAddress, city: 'Leipzig' }] };
    for (const response of [await h.own.api.create(body), await h.own.api.update(h.id, body)]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([`firstname=>${INVALID}`]);
    }
  });

  it('answers a stored field the body leaves out that the catalogue refuses now in one 422 with the body’s entries', async () => {
    const h = await households();
    const { db } = await getDatabase();
    // Stored before the rule of two characters (or by another writer): the save refuses to keep it.
    await db.update(persons).set({ firstname: 'X' }).where(eq(persons.id, h.id));
    const before = await householdFingerprint(h.own.user.id);
    const unknownAndList = await h.own.api.update(h.id, {
      gehalt: 1,
      adressen: [{ neu: true, address: 'Ring', streetcode: '04109', city: 'Leipzig', fremd: 1 }],
    });
    expect(unknownAndList.statusCode).toBe(422);
    expect(unknownAndList.json().errors).toEqual([
      `gehalt=>${UNKNOWN}`,
      `firstname=>${MIN_2}`,
      `adressen.0.fremd=>${UNKNOWN}`,
    ]);
    const valid = await h.own.api.update(h.id, { lastname: 'Neu' });
    expect(valid.statusCode).toBe(422);
    expect(valid.json().errors).toEqual([`firstname=>${MIN_2}`]);
    expect(await householdFingerprint(h.own.user.id)).toBe(before);
    const fixed = await h.own.api.update(h.id, { firstname: 'Xaver', gehalt: 1 });
    expect(fixed.json().errors).toEqual([`gehalt=>${UNKNOWN}`]);
    expect((await h.own.api.update(h.id, { firstname: 'Xaver' })).statusCode).toBe(200);
  });

  it('names a refused key exactly as it was sent, also with a slash, a dot at its end or empty', async () => {
    const h = await households();
    const body = {
      'a/b': 1,
      '': 2,
      'x.': 3,
      details: { 'c/d': 4 },
      bankverbindungen: [{ neu: true, iban: IBAN, zahlungsweise: '12', '/': 5 }],
    };
    const expected = [
      `a/b=>${UNKNOWN}`,
      `=>${UNKNOWN}`,
      `x.=>${UNKNOWN}`,
      `details.c/d=>${UNKNOWN}`,
      `bankverbindungen.0./=>${UNKNOWN}`,
    ];
    for (const response of [
      await h.own.api.create({ firstname: 'Neu', lastname: 'Person', ...body }),
      await h.own.api.update(h.id, body),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(expected);
    }
  });

  it('checks fields whose rules read no other field, so an update’s sent fields are checked alone (ADR 137)', () => {
    const readsAnother = personEditFields.filter(
      (field) => typeof field.required === 'object' || typeof field.format === 'object' || field.after,
    );
    expect(readsAnother).toEqual([]);
  });
});
