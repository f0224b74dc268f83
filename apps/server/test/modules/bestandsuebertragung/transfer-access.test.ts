import { bestandsuebertragungTexts as texts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { expectSessionBeforeBody } from '../../helpers/answer-order';
import { getDatabase } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';
import {
  signMandate,
  TRANSFER_CONFIG,
  transferCustomer,
  transferOf,
  transfersOf,
} from './transfers.fixtures';

const t = useTestApp();
const INVALID = { contractIds: 'alle', level: 'alles', fremd: 1 };

describe('who may use the Bestandsübertragung (issue 29)', () => {
  it('answers 401 without a session and 403 for an adviser, whatever the body', async () => {
    await expectSessionBeforeBody(t.app, 'GET', '/api/bestandsuebertragung', undefined);
    await expectSessionBeforeBody(t.app, 'POST', '/api/bestandsuebertragung', INVALID);
    await expectSessionBeforeBody(t.app, 'DELETE', '/api/bestandsuebertragung/1', undefined);
  });

  it('refuses a customer without the flag, a makler_light account and one without an adviser with 403 before 404 or 422', async () => {
    const owner = await transferCustomer(t.app);
    const foreign = transferOf(
      await owner.api.request({ contractIds: [await owner.addContract()], level: 'maklermandat' }),
    );
    const { bestandsuebertragung: _flag, ...withoutFlag } = TRANSFER_CONFIG;
    const refused = [
      await transferCustomer(t.app, { config: withoutFlag }),
      await transferCustomer(t.app, { config: { ...TRANSFER_CONFIG, bestandsuebertragung: false } }),
      await transferCustomer(t.app, { accountTyp: 'makler_light' }),
    ];
    const { db } = await getDatabase();
    const noAdviser = await transferCustomer(t.app);
    await db.update(users).set({ agentId: null }).where(eq(users.id, noAdviser.user.id));
    for (const c of [...refused, noAdviser]) {
      const own = refused[0] === c ? await c.addContract() : 1;
      for (const response of [
        await c.api.list(),
        await c.api.request(INVALID),
        await c.api.request({ contractIds: [own], level: 'maklermandat' }),
        await c.api.withdraw(foreign.id),
        await c.api.withdraw('abc'),
      ]) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json().error).toBe('not_permitted');
      }
    }
    expect((await transfersOf(owner)).transfers).toHaveLength(1);
  });

  it('answers an id that is not the customer’s with 404, and a body after the path (422)', async () => {
    const c = await transferCustomer(t.app);
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '99999999']) {
      const response = await c.api.withdraw(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error).toBe('could_not_find_transfer');
    }
    expect((await c.api.request(INVALID)).statusCode).toBe(422);
  });
});

describe('customers and agencies apart', () => {
  it('gives a second customer 404 for the first one’s transfer and 422 for the first one’s contract ids', async () => {
    const first = await transferCustomer(t.app);
    const contract = await first.addContract();
    const transfer = transferOf(await first.api.request({ contractIds: [contract], level: 'maklermandat' }));
    // The same agency, another household.
    const second = await transferCustomer(t.app, { agent: first.agent ?? undefined });
    expect((await transfersOf(second)).transfers).toEqual([]);
    const withdraw = await second.api.withdraw(transfer.id);
    expect(withdraw.statusCode).toBe(404);
    expect(withdraw.json().error).toBe('could_not_find_transfer');
    const request = await second.api.request({
      contractIds: [await second.addContract(), contract],
      level: 'maklermandat',
    });
    expect(request.statusCode).toBe(422);
    expect(request.json().errors).toEqual([`contractIds.1=>${texts.contractUnknown}`]);
    expect((await transfersOf(second)).transfers).toEqual([]);
    expect((await transfersOf(first)).transfers).toEqual([transfer]);
    // The second one's signature requests nothing of the first one's.
    expect((await signMandate(second, 'maklervollmacht')).statusCode).toBe(201);
    expect((await transfersOf(first)).transfers[0]?.status).toBe('zu_unterschreiben');
  });

  it('reuses a mandate only at the agency it was signed for', async () => {
    const c = await transferCustomer(t.app);
    transferOf(await c.api.request({ contractIds: [await c.addContract()], level: 'maklermandat' }));
    expect((await signMandate(c, 'maklervollmacht')).statusCode).toBe(201);
    expect((await transfersOf(c)).mandate).not.toBeNull();
    // The customer moves to another agency that publishes the same templates.
    const other = await transferCustomer(t.app);
    const { db } = await getDatabase();
    await db
      .update(users)
      .set({ agentId: other.agent?.id ?? null })
      .where(eq(users.id, c.user.id));
    const answer = await transfersOf(c);
    expect(answer.mandate).toBeNull();
    expect(answer.transfers.map((transfer) => transfer.status)).toEqual(['beantragt']);
    const next = transferOf(
      await c.api.request({ contractIds: [await c.addContract()], level: 'maklermandat' }),
    );
    expect(next).toMatchObject({ status: 'zu_unterschreiben', formKey: 'maklervollmacht' });
  });
});
