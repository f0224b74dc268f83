import { describe, expect, it } from 'vitest';
import { contractOf, hausrat } from '../../helpers/contracts';
import { authHeaders, useTestApp } from '../../helpers/test-app';
import {
  CONTRACT_REQUIRED,
  CONTRACT_UNKNOWN,
  contactCustomer,
  createContact,
  expectError,
  expectInvalid,
  link,
  MEIER,
  MINIMAL,
  one,
  storedLinks,
  UNKNOWN,
  URL,
  unlink,
} from './contact-persons.fixtures';

const t = useTestApp();

describe('PUT /api/ansprechpartner/{id}/verknuepfen', () => {
  it('links a contract of the household (a number or digits), idempotently', async () => {
    const c = await contactCustomer(t.app);
    const person = await createContact(c, MEIER);
    const second = contractOf(await c.api.create(hausrat(c.secondId, { label: 'Hausrat Jonas' })));
    const response = await c.call('PUT', link(person.id), { vertrag_id: c.contractId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ansprechpartner: { ...person, vertraege: [c.contractId] },
      message: 'Der Vertrag wurde verknüpft.',
    });
    const again = await c.call('PUT', link(person.id), { vertrag_id: String(c.contractId) });
    expect(again.statusCode).toBe(200);
    expect(again.json().ansprechpartner.vertraege).toEqual([c.contractId]);
    expect(await storedLinks([person.id])).toEqual([[person.id, c.contractId]]);

    const both = await c.call('PUT', link(person.id), { vertrag_id: String(second.id) });
    expect(both.json().ansprechpartner.vertraege).toEqual([c.contractId, second.id].sort((a, b) => a - b));
    expect((await c.call('GET', URL)).json().ansprechpartner[0].vertraege).toEqual(
      [c.contractId, second.id].sort((a, b) => a - b),
    );
  });

  it('links one contract to several contact persons', async () => {
    const c = await contactCustomer(t.app);
    const a = await createContact(c, MEIER);
    const b = await createContact(c, MINIMAL);
    await c.call('PUT', link(a.id), { vertrag_id: c.contractId });
    await c.call('PUT', link(b.id), { vertrag_id: c.contractId });
    expect(await storedLinks([a.id, b.id])).toEqual([
      [a.id, c.contractId],
      [b.id, c.contractId],
    ]);
  });

  it('refuses a missing, malformed or unknown vertrag_id and unknown keys with a 422', async () => {
    const c = await contactCustomer(t.app);
    const person = await createContact(c, MEIER);
    const put = (body: unknown) => c.call('PUT', link(person.id), body);
    const malformed = [undefined, null, '', 0, -1, 1.5, '01', 'abc', '1e3', '12345678901', 2 ** 53, 1e300];
    for (const vertrag_id of [...malformed, true, [1], { id: 1 }])
      expectInvalid(await put({ vertrag_id }), [`vertrag_id=>${CONTRACT_REQUIRED}`]);
    // Beyond the id column's range: no such contract (was a 500).
    for (const vertrag_id of [2_147_483_647, '2147483647', 2_147_483_648, '9999999999', 2 ** 53 - 1])
      expectInvalid(await put({ vertrag_id }), [`vertrag_id=>${CONTRACT_UNKNOWN}`]);
    expectInvalid(await put({ vertrag_id: c.contractId, x: 1 }), [`x=>${UNKNOWN}`]);
    for (const body of [null, [], 'x', 5])
      expect((await put(body)).statusCode, JSON.stringify(body)).toBe(422);
    const empty = await t.app.inject({ method: 'PUT', url: link(person.id), headers: authHeaders(c.token) });
    expectInvalid(empty, [`vertrag_id=>${CONTRACT_REQUIRED}`]);
    expect(await storedLinks([person.id])).toEqual([]);
  });
});

describe('DELETE /api/ansprechpartner/{aid}/verknuepfen/{vid}', () => {
  it('unlinks one contract and keeps the others', async () => {
    const c = await contactCustomer(t.app);
    const person = await createContact(c, MEIER);
    const second = contractOf(await c.api.create(hausrat(c.mainId, { label: 'Zweitwohnung' })));
    await c.call('PUT', link(person.id), { vertrag_id: c.contractId });
    await c.call('PUT', link(person.id), { vertrag_id: second.id });
    const response = await c.call('DELETE', unlink(person.id, c.contractId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ansprechpartner: { ...person, vertraege: [second.id] },
      message: 'Die Verknüpfung wurde gelöst.',
    });
    expect(await storedLinks([person.id])).toEqual([[person.id, second.id]]);
  });

  it('answers 404 could_not_find_contract for a contract that is not linked', async () => {
    const c = await contactCustomer(t.app);
    const person = await createContact(c, MEIER);
    expectError(await c.call('DELETE', unlink(person.id, c.contractId)), 404, 'could_not_find_contract');
    await c.call('PUT', link(person.id), { vertrag_id: c.contractId });
    expect((await c.call('DELETE', unlink(person.id, c.contractId))).statusCode).toBe(200);
    expectError(await c.call('DELETE', unlink(person.id, c.contractId)), 404, 'could_not_find_contract');
    for (const vid of ['0', 'abc', '-1', '2147483648', '1.5', '999999'])
      expectError(await c.call('DELETE', unlink(person.id, vid)), 404, 'could_not_find_contract');
  });
});

describe('deletes', () => {
  it('deleting a contract removes its links, and only its own', async () => {
    const c = await contactCustomer(t.app);
    const person = await createContact(c, MEIER);
    const other = await createContact(c, MINIMAL);
    const second = contractOf(await c.api.create(hausrat(c.mainId, { label: 'Zweitwohnung' })));
    await c.call('PUT', link(person.id), { vertrag_id: c.contractId });
    await c.call('PUT', link(person.id), { vertrag_id: second.id });
    await c.call('PUT', link(other.id), { vertrag_id: c.contractId });
    expect((await c.api.remove(c.contractId)).statusCode).toBe(200);
    expect(await storedLinks([person.id, other.id])).toEqual([[person.id, second.id]]);
    const listed = (await c.call('GET', URL)).json().ansprechpartner;
    expect(listed.map((p: { id: number; vertraege: number[] }) => [p.id, p.vertraege])).toEqual([
      [other.id, []],
      [person.id, [second.id]],
    ]);
    expectInvalid(await c.call('PUT', link(person.id), { vertrag_id: c.contractId }), [
      `vertrag_id=>${CONTRACT_UNKNOWN}`,
    ]);
  });

  it('deleting the contact person removes its links and leaves the contract', async () => {
    const c = await contactCustomer(t.app);
    const person = await createContact(c, MEIER);
    await c.call('PUT', link(person.id), { vertrag_id: c.contractId });
    expect((await c.call('DELETE', one(person.id))).statusCode).toBe(200);
    expect(await storedLinks([person.id])).toEqual([]);
    expect((await c.api.get(c.contractId)).statusCode).toBe(200);
    expectError(
      await c.call('PUT', link(person.id), { vertrag_id: c.contractId }),
      404,
      'could_not_find_contact_person',
    );
  });
});
