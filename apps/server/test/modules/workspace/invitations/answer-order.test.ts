import { describe, expect, it } from 'vitest';
import { expectAdviserSessionBeforeBody } from '../../../helpers/answer-order';
import {
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../../helpers/test-app';

const t = useTestApp();

/** A body the invitation refuses with 422: no names, a bad address and an unknown field. */
const INVALID = { email: 'kein-komma', fremd: 1 };

describe('the order of the workspace invitations answers: 401, 403, then 404 or 422 (ADR 100)', () => {
  it("answers no token with 401 and a customer's token with 403 on every route, whatever the body or id", async () => {
    const customer = await createTestCustomer();
    const asCustomer = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
    await expectAdviserSessionBeforeBody(t.app, asCustomer, [
      ['GET', '/api/berater/einladungen', undefined],
      ['POST', '/api/berater/einladungen', INVALID],
      ['POST', `/api/berater/einladungen/${customer.user.id}/erneut`, undefined],
      ['POST', '/api/berater/einladungen/abc/erneut', undefined],
    ]);
  });

  it('answers an adviser 422 for a bad body and 404 for an id that names no invitation of the agency', async () => {
    const adviser = await createTestAdviser();
    const customer = await createTestCustomer();
    const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
    const refused = await call('POST', '/api/berater/einladungen', INVALID);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([expect.stringMatching(/^email=>/), expect.stringMatching(/^fremd=>/)]),
    );
    for (const id of [String(customer.user.id), 'abc', '0']) {
      const unknown = await call('POST', `/api/berater/einladungen/${id}/erneut`);
      expect(unknown.statusCode, id).toBe(404);
      expect(unknown.json().error).toBe('could_not_find_invitation');
    }
  });
});
