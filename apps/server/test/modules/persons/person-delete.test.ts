import { newPersonInput } from '@kundenportal/domain/household/person-examples';
import { personTexts } from '@kundenportal/domain/texts/person';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { createHousehold, defined, householdFingerprint, personOf } from '../../helpers/household';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

const _REQUIRED = 'Dieses Feld ist ein Pflichtfeld.';
const INVALID = 'Der Wert ist ungültig.';

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

  it('takes person_edit switched off at the next write of the same session, and on again', async () => {
    const h = await createHousehold(t.app);
    const id = defined(h.persons[1]).id;
    const save = (firstname: string) => h.api.update(id, { firstname, lastname: 'Haupt', gender: 'm' });
    const setPersonEdit = async (on: boolean) => {
      const { db } = await getDatabase();
      await db
        .update(users)
        .set({ config: sql`${users.config} || jsonb_build_object('person_edit', ${on}::boolean)` })
        .where(eq(users.id, h.user.id));
    };
    expect((await save('Erst')).statusCode).toBe(200);
    await setPersonEdit(false);
    const refused = await save('Dann');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('not_permitted');
    expect((await h.api.remove(id)).statusCode).toBe(403);
    expect(personOf(await h.api.get(id)).firstname).toBe('Erst');
    await setPersonEdit(true);
    expect((await save('Wieder')).statusCode).toBe(200);
  });
});
