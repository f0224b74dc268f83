import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema';
import { enqueue } from '../../src/lib/outbox/outbox-repository';
import { getDatabase } from '../helpers/database';
import { mailsTo, smsTo } from '../helpers/outbox-files';
import { createTestApp, type TestApp } from '../helpers/test-app';

const apps: TestApp[] = [];
async function app(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}
afterEach(async () => {
  for (const t of apps.splice(0)) await t.app.close();
});

const address = () => `empfaenger-${randomUUID()}@example.com`;

async function rowFor(to: string) {
  const { db } = await getDatabase();
  const rows = await db.select().from(outbox).where(sql`${outbox.payload}->>'to' = ${to}`);
  return rows[0];
}

describe('outbox', () => {
  it('writes mail as a complete .eml and SMS as a text file to DATA_DIR/outbox by default', async () => {
    const t = await app();
    const { db } = await getDatabase();
    const to = address();
    await enqueue(db, {
      channel: 'mail',
      payload: { to, subject: 'Willkommen im Kundenportal', text: 'Grüße, Ihr Team ✓' },
    });
    await enqueue(db, { channel: 'sms', payload: { to: '+491712345678', text: 'Dein Code: 123456' } });
    await t.app.outbox.runOnce();

    const [mail] = await mailsTo(t.dataDir, to);
    expect(mail).toMatchObject({
      subject: 'Willkommen im Kundenportal',
      from: 'no-reply@kundenportal.example',
    });
    expect(mail?.text.trim()).toBe('Grüße, Ihr Team ✓');
    const sms = await smsTo(t.dataDir, '491712345678');
    expect(sms.at(-1)?.text).toBe('Dein Code: 123456');
    const row = await rowFor(to);
    expect(row?.status).toBe('sent');
    // Once delivered, the database keeps no message text (codes and links live only in the mail).
    expect(row?.payload).toEqual({ to, subject: 'Willkommen im Kundenportal' });
  });

  it('sends through a real SMTP server when SMTP_URL is set', async () => {
    const received: { to: string; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk) => {
          data += chunk;
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    try {
      const t = await app({ SMTP_URL: `smtp://127.0.0.1:${port}` });
      const to = address();
      const { db } = await getDatabase();
      await enqueue(db, { channel: 'mail', payload: { to, subject: 'Per SMTP', text: 'Hallo' } });
      await t.app.outbox.runOnce();
      const mine = received.filter((r) => r.to === to);
      expect(mine).toHaveLength(1);
      expect(mine[0]?.data).toContain('Subject: Per SMTP');
      expect(await mailsTo(t.dataDir, to)).toEqual([]);
      expect((await rowFor(to))?.status).toBe('sent');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('keeps a message whose delivery fails and retries it later with back-off', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const t = await app({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const to = address();
    const { db } = await getDatabase();
    await enqueue(db, { channel: 'mail', payload: { to, subject: 'Später', text: 'x' } });
    await t.app.outbox.runOnce();
    const row = await rowFor(to);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toBeTruthy();
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5000);

    // Due again: a working transport delivers it.
    await db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, row?.id ?? 0));
    await t.app.close();
    apps.length = 0;
    const healthy = await app();
    await healthy.app.outbox.runOnce();
    expect((await rowFor(to))?.status).toBe('sent');
    expect(await mailsTo(healthy.dataDir, to)).toHaveLength(1);
  });

  it('takes over a message whose sender died mid-send once its lease has run out', async () => {
    const t = await app();
    const to = address();
    const { db } = await getDatabase();
    await db.insert(outbox).values({
      channel: 'mail',
      payload: { to, subject: 'Verwaist', text: 'x' },
      status: 'sending',
      attempts: 1,
      nextAttemptAt: new Date(Date.now() - 1000),
    });
    await t.app.outbox.runOnce();
    expect((await rowFor(to))?.status).toBe('sent');
    expect(await mailsTo(t.dataDir, to)).toHaveLength(1);
  });

  it('never sends a message twice when two processes work the outbox at once', async () => {
    const first = await app();
    const second = await app();
    const { db } = await getDatabase();
    const batch = randomUUID().slice(0, 8);
    const recipients = Array.from({ length: 30 }, (_, i) => `parallel-${batch}-${i}@example.com`);
    for (const to of recipients)
      await enqueue(db, { channel: 'mail', payload: { to, subject: 'Parallel', text: 'x' } });
    await Promise.all([first.app.outbox.runOnce(), second.app.outbox.runOnce(), first.app.outbox.runOnce()]);
    const delivered = [
      ...(await mailsTo(first.dataDir, `parallel-${batch}`)),
      ...(await mailsTo(second.dataDir, `parallel-${batch}`)),
    ].map((m) => m.to);
    expect(delivered.sort()).toEqual([...recipients].sort());
  });
});
