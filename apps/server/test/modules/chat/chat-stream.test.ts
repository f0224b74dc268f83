import { chatTexts } from '@kundenportal/domain/texts/chat';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { agents, chatPresence, notificationRules } from '../../../src/db/schema';
import { RECONNECT_SPREAD_MS } from '../../../src/modules/chat/chat-hub';
import { getDatabase } from '../../helpers/database';
import { openStream } from '../../helpers/event-stream';
import { deliveredMails } from '../../helpers/outbox-files';
import { queuedMailsTo } from '../../helpers/reminders';
import { authHeaders, createTestApp, useTestApp } from '../../helpers/test-app';
import { chatPair } from './chat.fixtures';

const t = useTestApp({ CHAT_HEARTBEAT_SECONDS: '1' });
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

describe('GET /api/chat/stream and /api/berater/chat/stream (Server-Sent Events)', () => {
  it('delivers a message to the other side within a second, with its id as the event id', async () => {
    const pair = await chatPair(t.app);
    const customer = await openStream(baseUrl, '/api/chat/stream', pair.customerToken);
    const adviser = await openStream(baseUrl, '/api/berater/chat/stream', pair.adviserToken);
    expect(customer.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await Promise.all([customer.ready(), adviser.ready()]);

    const started = performance.now();
    const question = await pair.customerSends('Ist meine Hausrat noch aktuell?');
    const heard = await adviser.waitFor((e) => e.event === 'message', 1000);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(heard).toEqual({
      id: String(question.id),
      event: 'message',
      data: { ...question, customerId: pair.customer.user.id },
    });

    const answer = await pair.adviserSends('Ja, ich schaue sie mir an.');
    await customer.waitFor((e) => e.id === String(answer.id), 1000);
    // Each side hears its own messages too (a second device, another adviser of the agency).
    expect(customer.messageIds()).toEqual([question.id, answer.id]);
    expect(adviser.messageIds()).toEqual([question.id, answer.id]);
    await Promise.all([customer.close(), adviser.close()]);
  });

  it('tells the writer when the other side has read, as a read event', async () => {
    const pair = await chatPair(t.app);
    const customer = await openStream(baseUrl, '/api/chat/stream', pair.customerToken);
    await customer.ready();
    const question = await pair.customerSends('Frage');
    await pair.adviserCall('POST', `${pair.adviserUrl}/read`, { upTo: question.id });
    const read = await customer.waitFor((e) => e.event === 'read');
    expect(read.data).toEqual({
      customerId: pair.customer.user.id,
      reader: 'adviser',
      upTo: question.id,
      readAt: expect.any(String),
    });
    await customer.close();
  });

  it("carries only the customer's own conversation, and an adviser's stream only the agency's", async () => {
    const pair = await chatPair(t.app);
    const other = await chatPair(t.app);
    const customer = await openStream(baseUrl, '/api/chat/stream', pair.customerToken);
    const foreignAdviser = await openStream(baseUrl, '/api/berater/chat/stream', other.adviserToken);
    await Promise.all([customer.ready(), foreignAdviser.ready()]);
    await other.customerSends('Fremd');
    const own = await pair.customerSends('Eigen');
    await customer.waitFor((e) => e.id === String(own.id));
    const foreign = await other.adviserSends('Auch fremd');
    await foreignAdviser.waitFor((e) => e.id === String(foreign.id));
    expect(customer.messageIds()).toEqual([own.id]);
    expect(foreignAdviser.messageIds()).not.toContain(own.id);
    await Promise.all([customer.close(), foreignAdviser.close()]);
  });

  it('resumes after Last-Event-ID: what was missed, in order, once', async () => {
    const pair = await chatPair(t.app);
    const first = await pair.customerSends('eins');
    const missed = [await pair.adviserSends('zwei'), await pair.customerSends('drei')];
    const resumed = await openStream(baseUrl, '/api/chat/stream', pair.customerToken, first.id);
    await resumed.ready();
    expect(resumed.messageIds()).toEqual(missed.map((m) => m.id));
    const live = await pair.adviserSends('vier');
    await resumed.waitFor((e) => e.id === String(live.id));
    expect(resumed.messageIds()).toEqual([...missed, live].map((m) => m.id));
    await resumed.close();
    // Without Last-Event-ID the stream starts at the newest message (the page holds the history).
    const fresh = await openStream(baseUrl, '/api/chat/stream', pair.customerToken);
    const ready = await fresh.ready();
    expect(ready).toMatchObject({ id: String(live.id), data: { lastId: live.id } });
    expect(fresh.messageIds()).toEqual([]);
    await fresh.close();
  });

  it('a stream that heard no message yet resumes from its ready event: nothing sent while it was away is lost', async () => {
    const pair = await chatPair(t.app);
    const before = await pair.customerSends('vorher');
    const first = await openStream(baseUrl, '/api/chat/stream', pair.customerToken);
    const ready = await first.ready();
    expect(ready.id).toBe(String(before.id));
    await first.close();
    const meanwhile = await pair.adviserSends('während der Neuverbindung');
    // The client sends the last event id it holds: the ready event's, as an EventSource would.
    const resumed = await openStream(baseUrl, '/api/chat/stream', pair.customerToken, Number(ready.id));
    await resumed.ready();
    expect(resumed.messageIds()).toEqual([meanwhile.id]);
    await resumed.close();
  });

  it("a customer's first stream stands at id 0 when the conversation is empty, and resumes from there", async () => {
    const pair = await chatPair(t.app);
    const first = await openStream(baseUrl, '/api/chat/stream', pair.customerToken);
    expect((await first.ready()).id).toBe('0');
    await first.close();
    const answer = await pair.adviserSends('Willkommen');
    const resumed = await openStream(baseUrl, '/api/chat/stream', pair.customerToken, 0);
    await resumed.ready();
    expect(resumed.messageIds()).toEqual([answer.id]);
    await resumed.close();
  });

  it('never takes the session token from the URL', async () => {
    const pair = await chatPair(t.app);
    const response = await fetch(`${baseUrl}/api/chat/stream?token=${pair.customerToken}`, {
      headers: { ...authHeaders(pair.customerToken), authorization: '' },
    });
    expect(response.status).toBe(401);
  });

  it('answers 401 without a token and 403 with the other role, as JSON', async () => {
    const pair = await chatPair(t.app);
    expect((await fetch(`${baseUrl}/api/chat/stream`, { headers: authHeaders('') })).status).toBe(401);
    const wrong = await fetch(`${baseUrl}/api/berater/chat/stream`, {
      headers: authHeaders(pair.customerToken),
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error: 'role_not_permitted' });
  });

  it('ends every stream when the server closes (graceful shutdown does not hang), each told its own moment to come back', async () => {
    const other = await createTestApp();
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const pair = await chatPair(other.app);
    const streams = await Promise.all(
      Array.from({ length: 8 }, () => openStream(url, '/api/chat/stream', pair.customerToken)),
    );
    await Promise.all(streams.map((stream) => stream.ready()));
    expect(streams.map((stream) => stream.retries)).toEqual(streams.map(() => [2000]));
    await other.app.close();
    await Promise.all(streams.map((stream) => stream.done));
    expect(streams.every((stream) => stream.ended)).toBe(true);
    // The reconnects of a restart spread over 1 to 10 s, not all after the usual 2 s (ADR 329).
    const last = streams.map((stream) => stream.retries.at(-1) ?? 0);
    for (const ms of last) {
      expect(ms).toBeGreaterThanOrEqual(1000);
      expect(ms).toBeLessThanOrEqual(RECONNECT_SPREAD_MS);
    }
    expect(new Set(last).size).toBeGreaterThan(1);
  });
});

describe('away customers get a mail (notification setting chat_message)', () => {
  it('mails once per unread streak while the customer has no stream open; not while the stream is open', async () => {
    const pair = await chatPair(t.app);
    const email = pair.customer.email;
    const stream = await openStream(baseUrl, '/api/chat/stream', pair.customerToken);
    await stream.ready();
    await pair.adviserSends('Während Sie online sind');
    expect(await queuedMailsTo(email)).toEqual([]);
    await stream.close();
    const { db } = await getDatabase();
    await waitAway(pair.customer.user.id);

    const first = await pair.adviserSends('Erste Nachricht, Kunde ist weg');
    await pair.adviserSends('Zweite Nachricht, noch ungelesen');
    const mails = await queuedMailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([chatTexts.mailSubject]);
    const [mail] = await deliveredMails(
      t.dataDir,
      email,
      'Thomas Berger hat Dir im Kundenportal eine Nachricht',
    );
    expect(mail?.text).toContain('/#/app/berater/kontakt');
    expect(mail?.text).not.toContain('Erste Nachricht');

    // Read: the next message starts a new streak and mails again.
    await pair.customerCall('POST', '/api/chat/read', { upTo: first.id + 1 });
    await pair.adviserSends('Neue Frage nach dem Lesen');
    expect(await queuedMailsTo(email)).toHaveLength(2);

    // The customer turned the mail off.
    await db
      .insert(notificationRules)
      .values({ userId: pair.customer.user.id, triggerEvent: 'chat_message', active: false });
    await pair.customerCall('POST', '/api/chat/read', { upTo: first.id + 10 });
    await pair.adviserSends('Ohne Mail');
    expect(await queuedMailsTo(email)).toHaveLength(2);
    // A customer's own message never mails them.
    await pair.customerSends('Danke');
    expect(await queuedMailsTo(email)).toHaveLength(2);
  });

  it('keeps the customer present with the heartbeat while a stream is open', async () => {
    const pair = await chatPair(t.app);
    const { db } = await getDatabase();
    const seen = async () =>
      (await db.select().from(chatPresence).where(eq(chatPresence.userId, pair.customer.user.id)))[0]?.seenAt;
    const stream = await openStream(baseUrl, '/api/chat/stream', pair.customerToken);
    await stream.ready();
    const first = await seen();
    expect(first).toBeInstanceOf(Date);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect((await seen())?.getTime()).toBeGreaterThan(first?.getTime() ?? 0);
    await stream.close();
    await waitAway(pair.customer.user.id);
  });
});

describe('an agency without an adviser in a chat gets a mail', () => {
  it('mails the agency once per unread streak; not while an adviser has the chat open', async () => {
    const pair = await chatPair(t.app);
    const { db } = await getDatabase();
    const agencyMail = `agentur-${pair.agencyId}@chat-test.example`;
    await db.update(agents).set({ email: agencyMail }).where(eq(agents.id, pair.agencyId));

    const stream = await openStream(baseUrl, '/api/berater/chat/stream', pair.adviserToken);
    await stream.ready();
    await pair.customerSends('Während der Berater den Chat offen hat');
    expect(await queuedMailsTo(agencyMail)).toEqual([]);
    await stream.close();
    await waitAway(pair.adviser.user.id);

    const first = await pair.customerSends('Erste Frage, niemand ist da');
    await pair.customerSends('Zweite Frage, noch ungelesen');
    const mails = await queuedMailsTo(agencyMail);
    expect(mails.map((m) => m.subject)).toEqual([
      `Neue Chat-Nachricht von ${pair.customer.user.firstName} ${pair.customer.user.lastName}`,
    ]);
    const [mail] = await deliveredMails(t.dataDir, agencyMail, 'hat Ihnen im Kundenportal eine Nachricht');
    expect(mail?.text).toContain(`/#/berater/kunden/${pair.customer.user.id}`);
    expect(mail?.text).not.toContain('Erste Frage');

    // Read by the adviser: the next message starts a new streak.
    await pair.adviserCall('POST', `${pair.adviserUrl}/read`, { upTo: first.id + 1 });
    await pair.customerSends('Neue Frage nach dem Lesen');
    expect(await queuedMailsTo(agencyMail)).toHaveLength(2);
    // The adviser's own message never mails the agency.
    await pair.adviserSends('Antwort');
    expect(await queuedMailsTo(agencyMail)).toHaveLength(2);
  });

  it("without an agency address, mails each of the agency's advisers", async () => {
    const pair = await chatPair(t.app);
    const { db } = await getDatabase();
    await db.update(agents).set({ email: null }).where(eq(agents.id, pair.agencyId));
    await pair.customerSends('Hallo?');
    expect(await queuedMailsTo(pair.adviser.email)).toHaveLength(1);
  });
});

/** The server sees the closed stream and marks the customer away. */
async function waitAway(userId: number) {
  const { db } = await getDatabase();
  await vi.waitFor(
    async () => {
      const rows = await db.select().from(chatPresence).where(eq(chatPresence.userId, userId));
      if (rows.length > 0) throw new Error('still present');
    },
    { timeout: 3000, interval: 20 },
  );
}
