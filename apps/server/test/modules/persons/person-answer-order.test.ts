import { describe, expect, it } from 'vitest';
import { expectSessionBeforeBody } from '../../helpers/answer-order';
import { createHousehold, householdFingerprint } from '../../helpers/household';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

/** Bodies every write refuses with 422 (wrong values and an unknown key). */
const INVALID = {
  update: { firstname: '', lastname: 17, gehalt: 1 },
  release: { mvp_freigabe: 7, extra: 1 },
  mail: { email: 'kein-mail', phone: 'abc', fremd: 1 },
  vcheck: { hund: 'vielleicht', katze: '1' },
};

const notFound = { error: 'not_found', message: 'Der Eintrag wurde nicht gefunden.' };

describe('the order of the persons answers: 401, 403, 404, then 422 (ADR 100)', () => {
  it('answers a missing session with 401 and an adviser with 403, whatever the body', async () => {
    const { persons } = await createHousehold(t.app);
    const id = persons[0]?.id;
    await expectSessionBeforeBody(t.app, 'POST', '/api/persons', INVALID.update);
    await expectSessionBeforeBody(t.app, 'PUT', `/api/persons/${id}`, INVALID.update);
    await expectSessionBeforeBody(t.app, 'POST', `/api/persons/${id}/setfreigabe`, INVALID.release);
    await expectSessionBeforeBody(t.app, 'PUT', `/api/persons/mail/${id}`, INVALID.mail);
    await expectSessionBeforeBody(
      t.app,
      'PUT',
      `/api/persons/vcheck/${id}/update/fremdvertrag`,
      INVALID.vcheck,
    );
  });

  it('answers 403 without person_edit before looking at the id or the body', async () => {
    const stranger = await createHousehold(t.app);
    const customer = await createHousehold(t.app, { personEdit: false });
    const foreign = stranger.persons[0]?.id ?? 0;
    for (const id of [customer.persons[0]?.id ?? 0, foreign]) {
      for (const response of [
        await customer.api.update(id, INVALID.update),
        await customer.api.setRelease(id, INVALID.release),
        await customer.api.mail(id, INVALID.mail),
        await customer.api.vcheck(id, INVALID.vcheck),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toBe('not_permitted');
      }
    }
    expect((await customer.api.create(INVALID.update)).statusCode).toBe(403);
  });

  it("answers 404 for another customer's, an unknown or a malformed id before the body's 422, and writes nothing", async () => {
    const first = await createHousehold(t.app);
    const second = await createHousehold(t.app);
    const before = await householdFingerprint(first.user.id);
    for (const id of [first.persons[0]?.id ?? 0, 2_147_483_647, 'abc']) {
      for (const response of [
        await second.api.call('PUT', `/api/persons/${id}`, INVALID.update),
        await second.api.call('POST', `/api/persons/${id}/setfreigabe`, INVALID.release),
        await second.api.call('PUT', `/api/persons/mail/${id}`, INVALID.mail),
        await second.api.call('PUT', `/api/persons/vcheck/${id}/update/fremdvertrag`, INVALID.vcheck),
      ]) {
        expect(response.statusCode, String(id)).toBe(404);
        expect(response.json()).toEqual(notFound);
      }
    }
    expect(await householdFingerprint(first.user.id)).toBe(before);
  });

  it('answers the body’s 422 for the customer’s own person', async () => {
    const { persons, api } = await createHousehold(t.app);
    const id = persons[1]?.id ?? 0;
    for (const response of [
      await api.update(id, INVALID.update),
      await api.setRelease(id, INVALID.release),
      await api.mail(id, INVALID.mail),
      await api.vcheck(id, INVALID.vcheck),
    ]) {
      expect(response.statusCode).toBe(422);
    }
  });
});

describe('answers serialised through the response schemas', () => {
  it('are byte for byte the person as the cached list sends it (no key dropped or moved)', async () => {
    const { persons, api } = await createHousehold(t.app);
    const list = await api.list();
    const listed = (list.json() as { persons: { id: number }[] }).persons;
    expect(listed.length).toBe(persons.length);
    for (const person of listed) {
      const one = await api.get(person.id);
      expect(one.body).toBe(JSON.stringify({ person }));
    }
  });
});
