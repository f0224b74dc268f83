import type { Person } from '@kundenportal/domain/household/person-api';
import { describe, expect, it } from 'vitest';
import { createHousehold, defined, householdFingerprint, IBAN_2, personOf } from '../../helpers/household';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

describe('a second customer', () => {
  it("gets 404 for each of the first customer's persons on every endpoint and changes nothing", async () => {
    const first = await createHousehold(t.app);
    const second = await createHousehold(t.app);
    const before = await householdFingerprint(first.user.id);
    for (const { id } of first.persons) {
      const answers = [
        await second.api.get(id),
        await second.api.update(id, { firstname: 'Eindringling', lastname: 'X' }),
        await second.api.remove(id),
        await second.api.setRelease(id, { mvp_freigabe: 1 }),
        await second.api.mail(id, {
          email: 'x@example.com',
          phone: null,
          mobil: null,
          kontakt_einwilligung: '1',
        }),
        await second.api.vcheck(id, { hund: '1' }),
      ];
      for (const response of answers) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found', message: 'Der Eintrag wurde nicht gefunden.' });
      }
    }
    const ids = (await second.api.list()).json().persons.map((p: Person) => p.id);
    expect(ids).toEqual(second.persons.map((p) => p.id));
    expect(await householdFingerprint(first.user.id)).toBe(before);
  });

  it("cannot delete, update or take over the first customer's addresses and bank connections", async () => {
    const first = await createHousehold(t.app);
    const second = await createHousehold(t.app);
    const [victim] = (await first.api.list()).json().persons as Person[];
    const own = personOf(await second.api.get(defined(second.persons[0]).id));
    const before = await householdFingerprint(first.user.id);
    const ownBefore = await householdFingerprint(second.user.id);
    const address = defined(defined(victim).adressen[0]);
    const bank = defined(defined(victim).bankverbindungen[0]);
    const bodies = [
      { adressen: [{ ...address, del: true }] },
      { adressen: [{ ...address, city: 'Gestohlen', hauptadresse: '1' }] },
      { adressen: [...own.adressen, { ...address, id: String(address.id), del: '1' }] },
      { bankverbindungen: [{ ...bank, del: true }] },
      { bankverbindungen: [{ ...bank, iban: IBAN_2 }] },
    ];
    for (const body of bodies) {
      const response = await second.api.update(own.id, { firstname: 'Geändert', ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
    expect(await householdFingerprint(first.user.id)).toBe(before);
    expect(await householdFingerprint(second.user.id)).toBe(ownBefore);
    expect(personOf(await first.api.get(defined(victim).id))).toEqual(victim);
  });
});
