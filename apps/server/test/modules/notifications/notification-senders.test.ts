import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts, documents, reminders, users } from '../../../src/db/schema';
import { provideDocument } from '../../../src/modules/documents/provide-document';
import { deliverContractDeadlines } from '../../../src/modules/reminders/deliver-deadlines';
import { deliverDueReminders } from '../../../src/modules/reminders/deliver-reminders';
import { confirmReferral, payReferral } from '../../../src/modules/workspace/referrals/admin-referrals';
import { CONTRACT_FLAGS, contractOf, createContractCustomer, hausrat } from '../../helpers/contracts';
import { getDatabase } from '../../helpers/database';
import { berlinWinter, queuedMailsTo } from '../../helpers/reminders';
import { type jsonCaller, useTestApp } from '../../helpers/test-app';
import { referrer, signUpThrough } from '../referrals/referrals.fixtures';

/** Every sender of a notification mail asks the customer's settings (issue 13); on is the default. */
const t = useTestApp({ PUBLIC_URL: 'https://portal.example' });
const URL = 'https://portal.example';
const SETTINGS_LINK = `${URL}/#/app/MeinKonto/benachrichtigungen`;

async function turnOff(call: ReturnType<typeof jsonCaller>, triggerEvent: string) {
  const response = await call('POST', '/api/notifications', {
    notificationRules: [{ triggerEvent, active: false }],
  });
  expect(response.statusCode, response.body).toBe(200);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('notification settings honoured by every sender', () => {
  it('reminder_due: no mail for a customer who turned it off, the reminder counts as done all the same', async () => {
    const on = await createContractCustomer(t.app, { ...CONTRACT_FLAGS, wecker: true });
    const off = await createContractCustomer(t.app, { ...CONTRACT_FLAGS, wecker: true });
    await turnOff(off.api.call, 'reminder_due');
    const { db } = await getDatabase();
    await db.insert(reminders).values([
      { userId: on.user.id, datum: '2031-01-15', eMassage: 'Reifen wechseln' },
      { userId: off.user.id, datum: '2031-01-15', eMassage: 'Reifen wechseln' },
    ]);
    await deliverDueReminders(db, berlinWinter('2031-01-15', '08:00'), URL);
    const [mail, ...more] = await queuedMailsTo(on.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Erinnerung: Reifen wechseln');
    expect(mail?.text).toContain(SETTINGS_LINK);
    expect(await queuedMailsTo(off.email)).toEqual([]);
    const [done] = await db.select().from(reminders).where(eq(reminders.userId, off.user.id));
    expect(done?.sentAt).toBeInstanceOf(Date);
  });

  it('contract_deadline: once per deadline from 30 days ahead, none when turned off or without the contracts', async () => {
    const on = await createContractCustomer(t.app);
    const off = await createContractCustomer(t.app);
    await turnOff(off.api.call, 'contract_deadline');
    const mine = contractOf(await on.api.create(hausrat(on.mainId)));
    const theirs = contractOf(await off.api.create(hausrat(off.mainId)));
    const { db } = await getDatabase();
    // A customer whose contracts flag was turned off later.
    const hidden = await createContractCustomer(t.app);
    contractOf(await hidden.api.create(hausrat(hidden.mainId)));
    await db.update(users).set({ config: {} }).where(eq(users.id, hidden.user.id));

    // Yearly from 01.01., three months' notice: kündbar bis 30.09.
    await deliverContractDeadlines(db, '2030-08-30', URL);
    expect(await queuedMailsTo(on.email)).toEqual([]);
    await deliverContractDeadlines(db, '2030-08-31', URL);
    const [mail, ...more] = await queuedMailsTo(on.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Kündigungsfrist: Hausrat Wohnung bis 30.09.2030 kündbar');
    expect(mail?.text).toContain('nur noch bis zum 30.09.2030 kündbar (noch 30 Tage)');
    expect(mail?.text).toContain(`${URL}/#/app/vertraege/view/${mine.id}`);
    expect(mail?.text).toContain(SETTINGS_LINK);

    await deliverContractDeadlines(db, '2030-09-15', URL);
    await deliverContractDeadlines(db, '2030-09-30', URL);
    expect(await queuedMailsTo(on.email)).toHaveLength(1);
    await deliverContractDeadlines(db, '2031-09-20', URL);
    const again = await queuedMailsTo(on.email);
    expect(again.map((m) => m.subject)).toEqual([
      'Kündigungsfrist: Hausrat Wohnung bis 30.09.2030 kündbar',
      'Kündigungsfrist: Hausrat Wohnung bis 30.09.2031 kündbar',
    ]);

    expect(await queuedMailsTo(off.email)).toEqual([]);
    const [told] = await db.select().from(contracts).where(eq(contracts.id, theirs.id));
    expect(told?.deadlineNotifiedFor).toBe('2031-09-30');
    expect(await queuedMailsTo(hidden.email)).toEqual([]);
  });

  it('contract_deadline: parallel runs send one mail', async () => {
    const c = await createContractCustomer(t.app);
    await c.api.create(hausrat(c.mainId, { label: 'Parallel' }));
    const { db } = await getDatabase();
    await Promise.all([1, 2, 3].map(() => deliverContractDeadlines(db, '2032-09-10', URL)));
    expect(await queuedMailsTo(c.email)).toHaveLength(1);
  });

  it('document_provided: the customer hears of an adviser document unless turned off; the seed tells no one', async () => {
    const on = await createContractCustomer(t.app);
    const off = await createContractCustomer(t.app);
    await turnOff(off.api.call, 'document_provided');
    const { db } = await getDatabase();
    for (const c of [on, off])
      await provideDocument(db, t.app.blobStore, {
        customerEmail: c.email,
        name: 'Beratungsprotokoll.pdf',
        content: PDF,
        notify: { publicUrl: URL },
      });
    await provideDocument(db, t.app.blobStore, { customerEmail: on.email, name: 'Demo.pdf', content: PDF });
    const [mail, ...more] = await queuedMailsTo(on.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Neues Dokument von Deinem Berater: Beratungsprotokoll.pdf');
    expect(mail?.text).toContain(
      `unter „Dokumente“ bei „Freigaben Deines Beraters“:\n${URL}/#/app/dokumente`,
    );
    expect(mail?.text).toContain(SETTINGS_LINK);
    expect(await queuedMailsTo(off.email)).toEqual([]);
    const filed = await db.select().from(documents).where(eq(documents.userId, off.user.id));
    expect(filed.map((row) => row.originalFilename)).toEqual(['Beratungsprotokoll.pdf']);
  });

  it('referral_registered and referral_paid: no mail to a referrer who turned them off', async () => {
    const a = await referrer(t);
    await turnOff(a.api, 'referral_registered');
    await turnOff(a.api, 'referral_paid');
    const slugAnswer = await a.api('GET', '/api/users/slug/url');
    const slug = /empfehlung=([^&]+)$/.exec(slugAnswer.json().url)?.[1] ?? '';
    const { response, body } = await signUpThrough(t, { referrer: slug });
    expect(response.statusCode, response.body).toBe(200);
    const { db } = await getDatabase();
    await confirmReferral(db, { referredEmail: body.email, voucherType: 'amazon' });
    await payReferral(db, { referredEmail: body.email, publicUrl: URL });
    expect(await queuedMailsTo(a.email)).toEqual([]);
  });
});
