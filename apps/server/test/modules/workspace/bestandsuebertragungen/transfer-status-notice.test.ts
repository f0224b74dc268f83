import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, pushSubscriptions } from '../../../../src/db/schema';
import { notifyTransferStatus } from '../../../../src/lib/notifications/transfer-status-notice';
import { getDatabase } from '../../../helpers/database';
import { queuedMailsTo } from '../../../helpers/reminders';
import { createTestCustomer, jsonCaller, loginAs, useTestApp } from '../../../helpers/test-app';

/** The customer's notification of a transfer's new status (event transfer_status, issue 29). */
const t = useTestApp();
const URL = 'https://portal.example';

async function customer(config: Record<string, unknown> = { bestandsuebertragung: true }) {
  const c = await createTestCustomer({ config, firstName: 'Max' });
  const token = await loginAs(t.app, c.email, c.password);
  return { ...c, call: jsonCaller(t.app, token) };
}

const change = (userId: number) => ({
  userId,
  status: 'bestaetigt' as const,
  level: 'maklermandat' as const,
  versicherer: 'HUK-COBURG',
  contracts: [
    { nummer: 'KH-4711', sparte: 'kfz' },
    { nummer: 'HR-9', sparte: null },
  ],
});

async function notify(userId: number) {
  const { db } = await getDatabase();
  return db.transaction((tx) => notifyTransferStatus(tx, change(userId), URL));
}

async function queuedPushes(userId: number) {
  const { db } = await getDatabase();
  const subscriptions = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  const rows = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, 'push'),
        sql`(${outbox.payload}->>'subscriptionId')::bigint in (${sql.join(
          subscriptions.map((s) => sql`${s.id}`),
          sql`, `,
        )})`,
      ),
    );
  return rows.map((row) => (row.payload as { notice: unknown }).notice);
}

async function subscribe(userId: number) {
  const { db } = await getDatabase();
  await db.insert(pushSubscriptions).values({
    userId,
    endpoint: `https://fcm.googleapis.com/fcm/send/transfer-${userId}`,
    p256dh: 'key',
    auth: 'auth',
  });
}

describe('notifyTransferStatus', () => {
  it('mails and pushes the news with the page link and the settings link', async () => {
    const c = await customer();
    await subscribe(c.user.id);
    expect(await notify(c.user.id)).toBe(true);
    const [mail, ...more] = await queuedMailsTo(c.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Bestandsübertragung bei HUK-COBURG: bestätigt');
    expect(mail?.text).toContain('Hallo Max,\n\nHUK-COBURG hat die Übertragung bestätigt.');
    expect(mail?.text).toContain('Betroffen: KH-4711 (Kfz-Versicherung), HR-9');
    expect(mail?.text).toContain(`${URL}/#/app/bestandsuebertragung`);
    expect(mail?.text).toContain(`${URL}/#/app/MeinKonto/benachrichtigungen`);
    expect(await queuedPushes(c.user.id)).toEqual([
      {
        title: 'Bestandsübertragung bei HUK-COBURG: bestätigt',
        body: 'HUK-COBURG hat die Übertragung bestätigt.',
        url: '/#/app/bestandsuebertragung',
        tag: 'bestandsuebertragung',
      },
    ]);
  });

  it('tells nothing to a customer who turned transfer_status off, or without the flag', async () => {
    const off = await customer();
    await subscribe(off.user.id);
    const saved = await off.call('POST', '/api/notifications', {
      notificationRules: [{ triggerEvent: 'transfer_status', active: false }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await notify(off.user.id)).toBe(false);
    expect(await queuedMailsTo(off.email)).toEqual([]);
    expect(await queuedPushes(off.user.id)).toEqual([]);

    const flagless = await customer({});
    expect(await notify(flagless.user.id)).toBe(false);
    expect(await queuedMailsTo(flagless.email)).toEqual([]);
  });

  it('lists the event in the settings only with the flag', async () => {
    const on = await customer();
    const events = (await on.call('GET', '/api/notification/rules/config')).json().triggerEvents;
    expect(events).toContainEqual({
      triggerEvent: 'transfer_status',
      label: 'Neuigkeiten zur Bestandsübertragung',
      description: 'Wenn ein Versicherer antwortet oder Dein Berater einen Antrag abschickt.',
    });
    const off = await customer({});
    const none = (await off.call('GET', '/api/notification/rules/config')).json().triggerEvents;
    expect(none.map((e: { triggerEvent: string }) => e.triggerEvent)).not.toContain('transfer_status');
  });
});
