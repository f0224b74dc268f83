import { describe, expect, it } from 'vitest';
import { authHeaders, useTestApp } from '../../helpers/test-app';
import {
  anonymous,
  CONTRACT_UNKNOWN,
  contactCustomer,
  createContact,
  expectError,
  expectInvalid,
  link,
  MEIER,
  one,
  storedContacts,
  storedLinks,
  URL,
  unlink,
} from './contact-persons.fixtures';

const t = useTestApp();

describe('sessions', () => {
  it('answers 401 on every route without a session or with a forged token, and changes nothing', async () => {
    const c = await contactCustomer(t.app);
    const person = await createContact(c, MEIER);
    const routes = [
      ['GET', URL, undefined],
      ['POST', URL, MEIER],
      ['POST', URL, { unknown: 1 }],
      ['PUT', one(person.id), { name: 'Fremd' }],
      ['DELETE', one(person.id), undefined],
      ['PUT', link(person.id), { vertrag_id: c.contractId }],
      ['DELETE', unlink(person.id, c.contractId), undefined],
    ] as const;
    await c.call('PUT', link(person.id), { vertrag_id: c.contractId });
    const before = await storedContacts(c.user.id);
    for (const [method, url, body] of routes) {
      expectError(await anonymous(t.app, method, url, body), 401, 'token_not_provided');
      const forged = await t.app.inject({
        method,
        url,
        headers: {
          ...authHeaders(`${c.token}x`),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      expect(forged.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await storedContacts(c.user.id)).toEqual(before);
    expect(await storedLinks([person.id])).toEqual([[person.id, c.contractId]]);
  });
});

describe("another customer's data", () => {
  it("answers 404 could_not_find_contact_person for another customer's contact person on every route", async () => {
    const owner = await contactCustomer(t.app);
    const other = await contactCustomer(t.app);
    const person = await createContact(owner, MEIER);
    await owner.call('PUT', link(person.id), { vertrag_id: owner.contractId });
    const before = await storedContacts(owner.user.id);
    const notFound = 'could_not_find_contact_person';
    // Valid and invalid bodies alike: 404 before 422.
    expectError(await other.call('PUT', one(person.id), MEIER), 404, notFound);
    expectError(await other.call('PUT', one(person.id), { name: 'A', x: 1 }), 404, notFound);
    expectError(await other.call('PUT', one(person.id), null), 404, notFound);
    expectError(await other.call('DELETE', one(person.id)), 404, notFound);
    expectError(await other.call('PUT', link(person.id), { vertrag_id: other.contractId }), 404, notFound);
    expectError(await other.call('PUT', link(person.id), { vertrag_id: 'x' }), 404, notFound);
    expectError(await other.call('DELETE', unlink(person.id, owner.contractId)), 404, notFound);
    expectError(await other.call('DELETE', unlink(person.id, other.contractId)), 404, notFound);
    expect((await other.call('GET', URL)).json().ansprechpartner).toEqual([]);
    expect(await storedContacts(owner.user.id)).toEqual(before);
    expect(await storedLinks([person.id])).toEqual([[person.id, owner.contractId]]);
  });

  it('answers 404 for ids that are no ids or that no one has', async () => {
    const c = await contactCustomer(t.app);
    for (const id of ['0', '-1', 'abc', '1.5', '01', '2147483648', '99999999999', '2147483647'])
      for (const [method, url, body] of [
        ['PUT', one(id), MEIER],
        ['DELETE', one(id), undefined],
        ['PUT', link(id), { vertrag_id: c.contractId }],
        ['DELETE', unlink(id, c.contractId), undefined],
      ] as const)
        expectError(await c.call(method, url, body), 404, 'could_not_find_contact_person');
    expect(await storedContacts(c.user.id)).toEqual([]);
  });

  it("refuses to link another customer's contract with a 422 and stores no link", async () => {
    const owner = await contactCustomer(t.app);
    const other = await contactCustomer(t.app);
    const person = await createContact(owner, MEIER);
    const response = await owner.call('PUT', link(person.id), { vertrag_id: other.contractId });
    expectInvalid(response, [`vertrag_id=>${CONTRACT_UNKNOWN}`]);
    expectInvalid(await owner.call('PUT', link(person.id), { vertrag_id: String(other.contractId) }), [
      `vertrag_id=>${CONTRACT_UNKNOWN}`,
    ]);
    expect(await storedLinks([person.id])).toEqual([]);
    expectError(
      await owner.call('DELETE', unlink(person.id, other.contractId)),
      404,
      'could_not_find_contract',
    );
  });
});
