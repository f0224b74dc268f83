import { CHAT_PAGE_SIZE, CHAT_TEXT_MAX } from '@kundenportal/domain/chat/chat';
import { chatTexts } from '@kundenportal/domain/texts/chat';
import { unknownFieldTexts } from '@kundenportal/domain/texts/errors';
import { formTexts } from '@kundenportal/domain/texts/form';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages, users } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import {
  createTestAdviser,
  createTestApp,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../helpers/test-app';
import { chatPair, expectError, expectInvalid } from './chat.fixtures';

const t = useTestApp();

async function storedOf(customerId: number) {
  const { db } = await getDatabase();
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.customerId, customerId))
    .orderBy(chatMessages.id);
}

describe('GET and POST /api/chat (the customer)', () => {
  it('stores a message with its author, shows it to both sides, newest first', async () => {
    const pair = await chatPair(t.app);
    const first = await pair.customerSends('  Guten Tag, ich habe eine Frage zur Hausrat.  ');
    expect(first).toMatchObject({
      sender: 'customer',
      author: 'Kim Kunde',
      text: 'Guten Tag, ich habe eine Frage zur Hausrat.',
      readAt: null,
    });
    expect(Date.parse(first.createdAt)).not.toBeNaN();
    const answer = await pair.adviserSends('Gern, worum geht es?');
    expect(answer).toMatchObject({
      sender: 'adviser',
      author: 'Thomas Berger',
      text: 'Gern, worum geht es?',
    });
    expect(answer.id).toBeGreaterThan(first.id);

    const customerView = (await pair.customerCall('GET', '/api/chat')).json();
    const adviserView = (await pair.adviserCall('GET', pair.adviserUrl)).json();
    expect(customerView).toEqual({ messages: [answer, first], hasMore: false });
    expect(adviserView).toEqual(customerView);
    expect(await storedOf(pair.customer.user.id)).toMatchObject([
      { sender: 'customer', authorId: pair.customer.user.id, agencyId: pair.agencyId },
      { sender: 'adviser', authorId: pair.adviser.user.id, agencyId: pair.agencyId },
    ]);
  });

  it(`pages backwards by ${CHAT_PAGE_SIZE} with ?before=`, async () => {
    const pair = await chatPair(t.app);
    const sent = [];
    for (let i = 1; i <= CHAT_PAGE_SIZE + 5; i++) sent.push(await pair.customerSends(`Nachricht ${i}`));
    const first = (await pair.customerCall('GET', '/api/chat')).json();
    expect(first.hasMore).toBe(true);
    expect(first.messages).toHaveLength(CHAT_PAGE_SIZE);
    expect(first.messages[0].text).toBe(`Nachricht ${CHAT_PAGE_SIZE + 5}`);
    const oldest = first.messages.at(-1).id;
    const second = (await pair.customerCall('GET', `/api/chat?before=${oldest}`)).json();
    expect(second).toMatchObject({ hasMore: false });
    expect(second.messages.map((m: { text: string }) => m.text)).toEqual([
      'Nachricht 5',
      'Nachricht 4',
      'Nachricht 3',
      'Nachricht 2',
      'Nachricht 1',
    ]);
    expect([...first.messages, ...second.messages].map((m: { id: number }) => m.id)).toEqual(
      sent.map((m) => m.id).reverse(),
    );
  });

  it(`takes ${CHAT_TEXT_MAX} characters and refuses ${CHAT_TEXT_MAX + 1}; empty, blank and odd bodies get 422`, async () => {
    const pair = await chatPair(t.app);
    const send = (body: unknown) => pair.customerCall('POST', '/api/chat', body);
    expect((await send({ text: 'x'.repeat(CHAT_TEXT_MAX) })).statusCode).toBe(201);
    expect((await send({ text: ` ${'x'.repeat(CHAT_TEXT_MAX)} ` })).statusCode).toBe(201);
    expectInvalid(await send({ text: 'x'.repeat(CHAT_TEXT_MAX + 1) }), [
      `text=>${chatTexts.textTooLong(CHAT_TEXT_MAX)}`,
    ]);
    expectInvalid(await send({ text: '' }), [`text=>${chatTexts.textRequired}`]);
    expectInvalid(await send({ text: ' \n\t ' }), [`text=>${chatTexts.textRequired}`]);
    expectInvalid(await send({}), [`text=>${chatTexts.textRequired}`]);
    expectInvalid(await send({ text: 42 }), [`text=>${chatTexts.textRequired}`]);
    expectInvalid(await send({ text: 'a\u0000b' }), [`text=>${formTexts.invalidValue}`]);
    expectInvalid(await send({ text: 'Hallo', anhang: 1 }), [`anhang=>${unknownFieldTexts.unknown}`]);
    expect(await storedOf(pair.customer.user.id)).toHaveLength(2);
  });

  it('keeps markup as plain text', async () => {
    const pair = await chatPair(t.app);
    const text = '<img src=x onerror=alert(1)> **fett** https://example.com';
    expect((await pair.customerSends(text)).text).toBe(text);
  });

  it('answers 403 not_permitted without nachrichten and 403 adviser_required without an adviser, before the body', async () => {
    const off = await createTestCustomer();
    const offCall = jsonCaller(t.app, await loginAs(t.app, off.email, off.password));
    const alone = await createTestCustomer({ withAgent: false, config: { nachrichten: true } });
    const aloneCall = jsonCaller(t.app, await loginAs(t.app, alone.email, alone.password));
    for (const [call, error] of [
      [offCall, 'not_permitted'],
      [aloneCall, 'adviser_required'],
    ] as const) {
      expectError(await call('GET', '/api/chat'), 403, error);
      expectError(await call('POST', '/api/chat', { text: 'Hallo' }), 403, error);
      expectError(await call('POST', '/api/chat', { unknown: 1 }), 403, error);
      expectError(await call('POST', '/api/chat/read', { upTo: 1 }), 403, error);
      expectError(await call('GET', '/api/chat/stream'), 403, error);
      expectError(await call('GET', '/api/chat/ungelesen'), 403, error);
    }
    expect(await storedOf(off.user.id)).toEqual([]);
  });

  it("counts the adviser's messages the customer has not read (GET /api/chat/ungelesen), own conversation only", async () => {
    const pair = await chatPair(t.app);
    const other = await chatPair(t.app);
    const unread = async (call = pair.customerCall) => (await call('GET', '/api/chat/ungelesen')).json();
    expect(await unread()).toEqual({ unread: 0 });
    const first = await pair.adviserSends('Eins');
    await pair.adviserSends('Zwei');
    await pair.customerSends('Meine eigene zählt nicht');
    expect(await unread()).toEqual({ unread: 2 });
    expect(await unread(other.customerCall)).toEqual({ unread: 0 });
    await pair.customerCall('POST', '/api/chat/read', { upTo: first.id });
    expect(await unread()).toEqual({ unread: 1 });
  });

  it('answers 422 for a bad page cursor', async () => {
    const pair = await chatPair(t.app);
    for (const before of ['abc', '0', '-1', '1.5', '99999999999']) {
      expectInvalid(await pair.customerCall('GET', `/api/chat?before=${before}`), [
        `before=>${chatTexts.invalidMessageId}`,
      ]);
    }
    expect((await pair.customerCall('GET', '/api/chat?other=1')).statusCode).toBe(422);
  });
});

describe('the conversation belongs to the customer and the agency', () => {
  it("shows a customer only their own messages and an adviser only the agency's customers", async () => {
    const pair = await chatPair(t.app);
    const other = await chatPair(t.app);
    await pair.customerSends('Nur für meinen Berater');
    expect((await other.customerCall('GET', '/api/chat')).json().messages).toEqual([]);
    expectError(await other.adviserCall('GET', pair.adviserUrl), 404, 'could_not_find_customer');
    expectError(
      await other.adviserCall('POST', pair.adviserUrl, { text: 'Hallo' }),
      404,
      'could_not_find_customer',
    );
    expectError(
      await other.adviserCall('POST', `${pair.adviserUrl}/read`, { upTo: 1 }),
      404,
      'could_not_find_customer',
    );
    expect(await storedOf(pair.customer.user.id)).toHaveLength(1);
  });

  it('a colleague of the same agency sees and answers the conversation', async () => {
    const pair = await chatPair(t.app);
    const colleague = await createTestAdviser({
      agencyId: pair.agencyId,
      firstName: 'Sonja',
      lastName: 'Keller',
    });
    const call = jsonCaller(t.app, await loginAsAdviser(t.app, colleague.email, colleague.password));
    await pair.customerSends('Ist jemand da?');
    expect(
      (await call('POST', pair.adviserUrl, { text: 'Ja, ich vertrete Herrn Berger.' })).json().message,
    ).toMatchObject({ author: 'Sonja Keller' });
  });

  it('starts a new conversation when the customer changes adviser; the old agency keeps its own', async () => {
    const pair = await chatPair(t.app);
    const next = await chatPair(t.app);
    await pair.customerSends('An die erste Agentur');
    const { db } = await getDatabase();
    await db.update(users).set({ agentId: next.agencyId }).where(eq(users.id, pair.customer.user.id));
    expect((await pair.customerCall('GET', '/api/chat')).json().messages).toEqual([]);
    expectError(await pair.adviserCall('GET', pair.adviserUrl), 404, 'could_not_find_customer');
    const newAdviserUrl = `/api/berater/kunden/${pair.customer.user.id}/chat`;
    expect((await next.adviserCall('GET', newAdviserUrl)).json().messages).toEqual([]);
    const stored = await db
      .select()
      .from(chatMessages)
      .where(
        and(eq(chatMessages.customerId, pair.customer.user.id), eq(chatMessages.agencyId, pair.agencyId)),
      );
    expect(stored).toHaveLength(1);
  });
});

describe('POST /api/berater/kunden/{id}/chat (the adviser)', () => {
  it('answers 404, then 403 chat_disabled, then 422', async () => {
    const pair = await chatPair(t.app, { nachrichten: false });
    expectError(
      await pair.adviserCall('POST', '/api/berater/kunden/999999999/chat', { x: 1 }),
      404,
      'could_not_find_customer',
    );
    expectError(
      await pair.adviserCall('POST', '/api/berater/kunden/abc/chat', { x: 1 }),
      404,
      'could_not_find_customer',
    );
    expectError(await pair.adviserCall('POST', pair.adviserUrl, { x: 1 }), 403, 'chat_disabled');
    expectError(await pair.adviserCall('POST', pair.adviserUrl, { text: 'Hallo' }), 403, 'chat_disabled');
    // The history stays readable for the adviser.
    expect((await pair.adviserCall('GET', pair.adviserUrl)).json()).toEqual({ messages: [], hasMore: false });
    const { db } = await getDatabase();
    await db
      .update(users)
      .set({ config: { nachrichten: true } })
      .where(eq(users.id, pair.customer.user.id));
    expectInvalid(await pair.adviserCall('POST', pair.adviserUrl, { text: 'x'.repeat(CHAT_TEXT_MAX + 1) }), [
      `text=>${chatTexts.textTooLong(CHAT_TEXT_MAX)}`,
    ]);
    expect(
      (await pair.adviserCall('POST', pair.adviserUrl, { text: 'x'.repeat(CHAT_TEXT_MAX) })).statusCode,
    ).toBe(201);
  });
});

describe('read receipts (POST …/chat/read)', () => {
  it("marks the other side's messages up to the id read, not one's own and not later ones", async () => {
    const pair = await chatPair(t.app);
    const question = await pair.customerSends('Frage');
    const a1 = await pair.adviserSends('Antwort 1');
    const a2 = await pair.adviserSends('Antwort 2');
    const a3 = await pair.adviserSends('Antwort 3');
    expect((await pair.customerCall('POST', '/api/chat/read', { upTo: a2.id })).json()).toEqual({
      success: true,
    });
    const byId = new Map(
      (await storedOf(pair.customer.user.id)).map((row) => [row.id, row.readAt !== null] as const),
    );
    expect([question.id, a1.id, a2.id, a3.id].map((id) => byId.get(id))).toEqual([false, true, true, false]);
    const { messages } = (await pair.adviserCall('GET', pair.adviserUrl)).json();
    expect(messages.find((m: { id: number }) => m.id === a1.id).readAt).toEqual(expect.any(String));

    expect((await pair.adviserCall('POST', `${pair.adviserUrl}/read`, { upTo: a3.id })).statusCode).toBe(200);
    expect(
      (await storedOf(pair.customer.user.id)).find((row) => row.id === question.id)?.readAt,
    ).not.toBeNull();
    // Again: nothing left to mark, still fine.
    expect((await pair.customerCall('POST', '/api/chat/read', { upTo: a2.id })).statusCode).toBe(200);
  });

  it('refuses a missing or bad id with 422', async () => {
    const pair = await chatPair(t.app);
    for (const body of [{}, { upTo: 0 }, { upTo: 'x' }, { upTo: 1.5 }, { upTo: 1, more: true }]) {
      expect((await pair.customerCall('POST', '/api/chat/read', body)).statusCode).toBe(422);
      expect((await pair.adviserCall('POST', `${pair.adviserUrl}/read`, body)).statusCode).toBe(422);
    }
  });
});

describe('GET /api/berater/chat (conversations with unread counts)', () => {
  it("lists the agency's conversations, newest first, counting the customer's unread messages", async () => {
    const pair = await chatPair(t.app);
    const colleagueCustomer = await createTestCustomer({
      agentId: pair.agencyId,
      config: { nachrichten: true },
    });
    const colleagueCall = jsonCaller(
      t.app,
      await loginAs(t.app, colleagueCustomer.email, colleagueCustomer.password),
    );
    await pair.customerSends('Erste');
    const second = await pair.customerSends('Zweite');
    expect(
      (await colleagueCall('POST', '/api/chat', { text: 'Hallo aus dem Nachbarhaushalt' })).statusCode,
    ).toBe(201);
    const { conversations } = (await pair.adviserCall('GET', '/api/berater/chat')).json();
    expect(conversations).toMatchObject([
      { customerId: colleagueCustomer.user.id, unread: 1, lastText: 'Hallo aus dem Nachbarhaushalt' },
      { customerId: pair.customer.user.id, name: 'Kim Kunde', unread: 2, lastText: 'Zweite' },
    ]);
    await pair.adviserCall('POST', `${pair.adviserUrl}/read`, { upTo: second.id });
    const after = (await pair.adviserCall('GET', '/api/berater/chat')).json().conversations;
    expect(after.find((c: { customerId: number }) => c.customerId === pair.customer.user.id).unread).toBe(0);
    const stranger = await chatPair(t.app);
    expect((await stranger.adviserCall('GET', '/api/berater/chat')).json()).toEqual({ conversations: [] });
  });
});

describe('rate limit (CHAT_MESSAGES_MAX_PER_USER)', () => {
  it('refuses the message after the limit with 429, per account; refused bodies do not count', async () => {
    const limited = await createTestApp({ CHAT_MESSAGES_MAX_PER_USER: '3' });
    try {
      const pair = await chatPair(limited.app);
      expect((await pair.customerCall('POST', '/api/chat', { text: '' })).statusCode).toBe(422);
      for (const text of ['eins', 'zwei', 'drei']) await pair.customerSends(text);
      expectError(await pair.customerCall('POST', '/api/chat', { text: 'vier' }), 429, 'too_many_requests');
      // The adviser has a count of their own.
      await pair.adviserSends('Antwort');
      expect(await storedOf(pair.customer.user.id)).toHaveLength(4);
    } finally {
      await limited.app.close();
    }
  });
});
