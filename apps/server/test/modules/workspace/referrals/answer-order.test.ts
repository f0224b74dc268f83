import { describe, expect, it } from 'vitest';
import { createAgent, createCustomer } from '../../../../src/db/factories';
import { referrals } from '../../../../src/db/schema';
import { expectAdviserSessionBeforeBody } from '../../../helpers/answer-order';
import { getDatabase } from '../../../helpers/database';
import {
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../../helpers/test-app';

const t = useTestApp();

/** An agency with an adviser and one referral (Anna recommended Bernd), and an adviser of another agency. */
async function setup() {
  const { db } = await getDatabase();
  const agent = await createAgent(db);
  const anna = await createCustomer(db, { agentId: agent.id, scryptLogN: 10, features: { referrals: true } });
  const bernd = await createCustomer(db, { agentId: agent.id, scryptLogN: 10 });
  const [referral] = await db
    .insert(referrals)
    .values({ referrerUserId: anna.user.id, referredUserId: bernd.user.id, agentId: agent.id })
    .returning({ id: referrals.id });
  const adviser = await createTestAdviser({ agencyId: agent.id });
  const stranger = await createTestAdviser();
  return {
    id: referral?.id ?? 0,
    call: jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password)),
    strangerCall: jsonCaller(t.app, await loginAsAdviser(t.app, stranger.email, stranger.password)),
  };
}

/** Every route of the programme with a body the schema refuses (where it takes one). */
const routes = (id: number | string) =>
  [
    ['GET', '/api/berater/empfehlungen', undefined],
    ['PUT', '/api/berater/empfehlungen/stufen', { tiers: [{ minCount: 0, valueCents: -1 }] }],
    ['POST', `/api/berater/empfehlungen/${id}/bestaetigen`, { voucherType: 'bargeld', extra: 1 }],
    ['POST', `/api/berater/empfehlungen/${id}/auszahlen`, undefined],
  ] as const;

describe('the order of the workspace referral answers: 401, 403, 404, then 422 (ADR 100)', () => {
  it("answers no token with 401 and a customer's token with 403, whatever the id or body", async () => {
    const { id } = await setup();
    const customer = await createTestCustomer();
    const asCustomer = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
    await expectAdviserSessionBeforeBody(t.app, asCustomer, [...routes(id), ...routes('abc')]);
  });

  it("answers another agency's referral and a malformed id with 404 before the body's 422", async () => {
    const { id, call, strangerCall } = await setup();
    const [, , confirm, pay] = routes(id);
    for (const [method, url, body] of [confirm, pay]) {
      const foreign = await strangerCall(method, url, body);
      expect(foreign.statusCode, url).toBe(404);
      expect(foreign.json().error).toBe('could_not_find_referral');
    }
    for (const [method, url, body] of routes('abc').slice(2)) {
      expect((await call(method, url, body)).statusCode, url).toBe(404);
    }
    const invalid = await call(confirm[0], confirm[1], confirm[2]);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual([
      expect.stringMatching(/^voucherType=>/),
      expect.stringMatching(/^extra=>/),
    ]);
    const tiers = await call('PUT', '/api/berater/empfehlungen/stufen', { tiers: 'keine' });
    expect(tiers.statusCode).toBe(422);
    expect(tiers.json().errors).toEqual([expect.stringMatching(/^tiers=>/)]);
  });
});
