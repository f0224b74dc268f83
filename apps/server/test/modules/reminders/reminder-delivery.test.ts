import { addDays } from '@kundenportal/domain/validation/date-bounds';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts, reminders } from '../../../src/db/schema';
import { deliverDueReminders } from '../../../src/modules/reminders/deliver-reminders';
import { CONTRACT_FLAGS, contractOf, createContractCustomer, hausrat } from '../../helpers/contracts';
import { getDatabase } from '../../helpers/database';
import { berlinWinter, queuedMailsTo } from '../../helpers/reminders';
import { clientHeaders, createTestApp, useTestApp } from '../../helpers/test-app';

const t = useTestApp();
const URL = 'https://portal.example';

/** A customer with `count` reminders on `datum`, written directly (dates in the past are allowed here). */
async function customerWithReminders(datum: string, count = 1) {
  const c = await createContractCustomer(t.app, { ...CONTRACT_FLAGS, wecker: true });
  const { db } = await getDatabase();
  const rows = Array.from({ length: count }, (_, index) => ({
    userId: c.user.id,
    datum,
    eMassage: `Erinnerung ${index + 1}`,
  }));
  await db.insert(reminders).values(rows);
  return c;
}

describe('reminder delivery: on the day at 08:00 Berlin, through the outbox, exactly once', () => {
  it('sends nothing before 08:00 on the day, the mail at 08:00, and never again', async () => {
    const c = await customerWithReminders('2030-01-15');
    const { db } = await getDatabase();
    await deliverDueReminders(db, berlinWinter('2030-01-15', '07:59'), URL);
    expect(await queuedMailsTo(c.email)).toEqual([]);
    await deliverDueReminders(db, berlinWinter('2030-01-15', '08:00'), URL);
    const mails = await queuedMailsTo(c.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Erinnerung: Erinnerung 1');
    expect(mails[0]?.text).toContain('du wolltest am 15.01.2030 erinnert werden:\n\nErinnerung 1');
    expect(mails[0]?.text).toContain(`${URL}/#/app/erinnerung`);
    await deliverDueReminders(db, berlinWinter('2030-01-15', '09:00'), URL);
    await deliverDueReminders(db, berlinWinter('2030-01-16', '08:00'), URL);
    expect(await queuedMailsTo(c.email)).toHaveLength(1);
  });

  it('catches up a run the server missed (down at 08:00): an older day goes out at the next run', async () => {
    const c = await customerWithReminders('2030-01-10');
    const { db } = await getDatabase();
    await deliverDueReminders(db, berlinWinter('2030-01-13', '06:00'), URL);
    expect(await queuedMailsTo(c.email)).toHaveLength(1);
  });

  it('sends each of 250 reminders once with two workers at the same time', async () => {
    const c = await customerWithReminders('2030-02-01', 250);
    const { db } = await getDatabase();
    const at = berlinWinter('2030-02-01', '08:00');
    await Promise.all([deliverDueReminders(db, at, URL), deliverDueReminders(db, at, URL)]);
    const mails = await queuedMailsTo(c.email);
    expect(mails).toHaveLength(250);
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(250);
    const rows = await db.select().from(reminders).where(eq(reminders.userId, c.user.id));
    expect(rows.every((row) => row.sentAt !== null)).toBe(true);
  });

  it("sends a contract's reminder with the contract and its deadline, again only after the date changes", async () => {
    const c = await createContractCustomer(t.app);
    const contract = contractOf(
      await c.api.create(hausrat(c.mainId, { memory_massage: 'Angebote vergleichen' })),
    );
    const { db } = await getDatabase();
    await db.update(contracts).set({ memoryDatum: '2030-03-02' }).where(eq(contracts.id, contract.id));
    await deliverDueReminders(db, berlinWinter('2030-03-02', '08:30'), URL);
    const [mail] = await queuedMailsTo(c.email);
    expect(mail?.subject).toBe('Erinnerung: Angebote vergleichen');
    expect(mail?.text).toContain('Vertrag: Hausrat Wohnung bei Allianz Versicherungs-AG, Nr. HR-100-200');
    // Yearly from 01.01.2020 with 3 months' notice: on 02.03.2030 the deadline is 30.09.2030.
    expect(mail?.text).toContain('Kündbar bis: 30.09.2030');
    expect(mail?.text).toContain(`${URL}/#/app/vertraege/view/${contract.id}`);
    await deliverDueReminders(db, berlinWinter('2030-03-03', '08:30'), URL);
    expect(await queuedMailsTo(c.email)).toHaveLength(1);
    // The customer moves the date: it goes out again on the new day.
    await t.app.syncChanges();
    const future = addDays(new Date().toISOString().slice(0, 10), 2);
    expect((await c.api.update(contract.id, { memory_datum: future })).statusCode).toBe(200);
    await deliverDueReminders(db, berlinWinter('2031-01-01', '08:00'), URL);
    expect(await queuedMailsTo(c.email)).toHaveLength(2);
  });

  it('runs by itself in the server: after the test clock moves, the mail is queued', async () => {
    const app = await createTestApp({
      TEST_CLOCK: 'true',
      REMINDER_WORKER: 'true',
      REMINDER_INTERVAL_SECONDS: '3600',
    });
    try {
      const c = await customerWithReminders('2031-12-01');
      const moved = await app.app.inject({
        method: 'POST',
        url: '/api/test/clock',
        payload: { now: '2031-12-01T08:00:00+01:00' },
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json<{ now: string }>().now.slice(0, 16)).toBe('2031-12-01T07:00');
      expect(await queuedMailsTo(c.email)).toHaveLength(1);
      const invalid = await app.app.inject({
        method: 'POST',
        url: '/api/test/clock',
        payload: { now: 'morgen' },
      });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors).toEqual(['now=>Bitte gib einen Zeitpunkt im ISO-Format an.']);
      await app.app.inject({ method: 'POST', url: '/api/test/clock', payload: { now: null } });
    } finally {
      await app.app.close();
    }
    // Without TEST_CLOCK the route does not exist.
    const absent = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      headers: clientHeaders,
      payload: { now: null },
    });
    expect(absent.statusCode).toBe(404);
  });
});
