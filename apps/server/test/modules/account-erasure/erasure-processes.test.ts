import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adviserAuditLog, users } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { readOutbox } from '../../helpers/outbox-files';
import {
  createTestApp,
  createTestCustomer,
  jsonCaller,
  loginAs,
  type TestApp,
  useTestApp,
} from '../../helpers/test-app';

/**
 * Two server processes on one database run the erasure job at the same moment (ADR 240): SKIP LOCKED gives
 * each due erasure to one of them — every account erased, one log entry and one mail each.
 */
const a = useTestApp({ REMINDER_WORKER: 'true' });
let b: TestApp;
beforeAll(async () => {
  b = await createTestApp({ REMINDER_WORKER: 'true' });
});
afterAll(async () => {
  await b.app.close();
});

describe('the erasure job in two processes', () => {
  it('erases each due account once', async () => {
    const customers = await Promise.all(
      [0, 1, 2, 3, 4].map((n) => createTestCustomer({ firstName: 'Paula', lastName: `Parallel${n}` })),
    );
    const calls = await Promise.all(
      customers.map(async (customer) =>
        jsonCaller(a.app, await loginAs(a.app, customer.email, customer.password)),
      ),
    );
    a.app.clock.set(new Date(Date.now() - 15 * 86_400_000));
    for (const [index, call] of calls.entries()) {
      const asked = await call('POST', '/api/users/loeschen', { password: customers[index]?.password });
      expect(asked.statusCode, asked.body).toBe(202);
    }
    a.app.clock.set(null);

    await Promise.all([a.app.clock.moved(), b.app.clock.moved()]);
    await Promise.all([a.app.outbox.runOnce(), b.app.outbox.runOnce()]);

    const { db } = await getDatabase();
    const ids = customers.map((customer) => customer.user.id);
    expect(await db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).toEqual([]);
    const agencies = customers.map((customer) => customer.agent?.id ?? 0);
    const logged = await db
      .select({ agencyId: adviserAuditLog.agencyId })
      .from(adviserAuditLog)
      .where(
        and(
          inArray(adviserAuditLog.agencyId, agencies),
          isNull(adviserAuditLog.customerId),
          eq(adviserAuditLog.action, 'erasure_done'),
        ),
      );
    expect(logged.map((row) => row.agencyId).sort()).toEqual([...agencies].sort());
    const mails = [...(await readOutbox(a.dataDir)), ...(await readOutbox(b.dataDir))].filter(
      (mail) => mail.kind === 'mail' && mail.subject === 'Dein Konto im Kundenportal wurde gelöscht',
    );
    const emails = customers.map((customer) => customer.email);
    expect(
      mails
        .map((mail) => mail.to)
        .filter((to) => emails.includes(to))
        .sort(),
    ).toEqual([...emails].sort());
  }, 120_000);
});
