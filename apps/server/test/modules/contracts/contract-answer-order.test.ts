import { describe, expect, it } from 'vitest';
import { expectSessionBeforeBody } from '../../helpers/answer-order';
import { CONTRACT_FLAGS, contractOf, createContractCustomer, hausrat } from '../../helpers/contracts';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

/** Bodies the saves and the optimisation request refuse with 422 (wrong values and an unknown key). */
const INVALID = { save: { gesellschaft: 'x', beitrag: 'viel', fremd: 1 }, optimize: { betreff: 'x' } };
const notFound = 'could_not_find_contract';

describe('the order of the contract answers: 401, 403, 404, then 422 (ADR 100)', () => {
  it('answers a missing session with 401 and an adviser with 403, whatever the body', async () => {
    const c = await createContractCustomer(t.app, { ...CONTRACT_FLAGS, vertrag_optimieren: true });
    const id = contractOf(await c.api.create(hausrat(c.mainId))).id;
    await expectSessionBeforeBody(t.app, 'POST', '/api/contracts', INVALID.save);
    await expectSessionBeforeBody(t.app, 'PUT', `/api/contracts/${id}`, INVALID.save);
    await expectSessionBeforeBody(t.app, 'POST', `/api/contracts/${id}/optimieren`, INVALID.optimize);
  });

  it('answers 403 without the flag before looking at the id or the body', async () => {
    const owner = await createContractCustomer(t.app, { ...CONTRACT_FLAGS, vertrag_optimieren: true });
    const foreign = contractOf(await owner.api.create(hausrat(owner.mainId))).id;
    const c = await createContractCustomer(t.app, { vertrag_list: true });
    expect((await c.api.create(INVALID.save)).statusCode).toBe(403);
    for (const id of [foreign, 2_147_483_647]) {
      expect((await c.api.update(id, INVALID.save)).json().error).toBe('not_permitted');
      const optimize = await c.api.call('POST', `/api/contracts/${id}/optimieren`, INVALID.optimize);
      expect(optimize.statusCode).toBe(403);
    }
  });

  it("answers 404 for another customer's, an unknown or a malformed id before the body's 422", async () => {
    const owner = await createContractCustomer(t.app, { ...CONTRACT_FLAGS, vertrag_optimieren: true });
    const foreign = contractOf(await owner.api.create(hausrat(owner.mainId)));
    const c = await createContractCustomer(t.app, { ...CONTRACT_FLAGS, vertrag_optimieren: true });
    for (const id of [foreign.id, 2_147_483_647, 'abc']) {
      for (const response of [
        await c.api.update(id, INVALID.save),
        await c.api.call('POST', `/api/contracts/${id}/optimieren`, INVALID.optimize),
      ]) {
        expect(response.statusCode, String(id)).toBe(404);
        expect(response.json().error).toBe(notFound);
      }
    }
    expect(contractOf(await owner.api.get(foreign.id))).toEqual(foreign);
    const own = contractOf(await c.api.create(hausrat(c.mainId))).id;
    expect((await c.api.update(own, INVALID.save)).statusCode).toBe(422);
    const optimize = await c.api.call('POST', `/api/contracts/${own}/optimieren`, INVALID.optimize);
    expect(optimize.statusCode).toBe(422);
  });
});

describe('answers serialised through the response schemas', () => {
  it('are byte for byte the contract as the cached list sends it', async () => {
    const c = await createContractCustomer(t.app);
    await c.api.create(hausrat(c.mainId));
    await c.api.create(hausrat(c.secondId, { beitrag: null, zahlungsweise: 9999 }));
    const listed = (await c.api.list()).json().contracts as { id: number }[];
    expect(listed).toHaveLength(2);
    for (const contract of listed) {
      expect((await c.api.get(contract.id)).body).toBe(JSON.stringify({ contract }));
    }
  });
});
