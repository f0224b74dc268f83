import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { createTestCustomer, jsonCaller, loginAs, useTestApp } from '../../helpers/test-app';
import { URLS, VALID } from '../adviser-requests/adviser-requests.fixtures';

/**
 * The erasure removes the outbox's mails about the customer to others by the account's id they carry, not
 * by the name (ADR 242): another person of the same name keeps their mail.
 */
const t = useTestApp({ REMINDER_WORKER: 'true', REMINDER_INTERVAL_SECONDS: '3600' });
const DAY = 86_400_000;

async function customerAsking(lastName: string) {
  const customer = await createTestCustomer({ firstName: 'Jana', lastName });
  const call = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
  const asked = await call('POST', URLS.contact, VALID.contact);
  expect(asked.statusCode, asked.body).toBe(201);
  return { ...customer, call };
}

const mailsAbout = async (lastName: string) => {
  const { db } = await getDatabase();
  return db
    .select({ to: outbox.payload })
    .from(outbox)
    .where(sql`strpos(${outbox.payload} ->> 'subject', ${lastName}) > 0`);
};

describe('the outbox at an erasure (issue 32, ADR 242)', () => {
  it('removes the agency’s mail about the customer, and keeps the same-named other customer’s', async () => {
    const lastName = `Namensgleich-${randomInt(10 ** 8)}`;
    const leaving = await customerAsking(lastName);
    const namesake = await customerAsking(lastName);
    expect(await mailsAbout(lastName)).toHaveLength(2);

    t.app.clock.set(new Date(Date.now() - 15 * DAY));
    const asked = await leaving.call('POST', '/api/users/loeschen', { password: leaving.password });
    expect(asked.statusCode, asked.body).toBe(202);
    t.app.clock.set(null);
    await t.app.clock.moved();

    const { db } = await getDatabase();
    const left = await db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(sql`strpos(${outbox.payload} ->> 'subject', ${lastName}) > 0`);
    expect(left.map((row) => row.payload)).toEqual([
      expect.objectContaining({ to: namesake.agent?.email, customerId: namesake.user.id }),
    ]);
    const ofLeaving = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(sql`${outbox.payload} ->> 'customerId'`, String(leaving.user.id)));
    expect(ofLeaving).toEqual([]);
  });
});
