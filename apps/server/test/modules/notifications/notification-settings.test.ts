import { TRIGGER_EVENTS } from '@kundenportal/domain/notifications/notification-api';
import { unknownFieldTexts } from '@kundenportal/domain/texts/errors';
import { notificationTexts } from '@kundenportal/domain/texts/notifications';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notificationRules } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { hasProtoKey } from '../../helpers/proto-key';
import { clientHeaders, createTestCustomer, jsonCaller, loginAs, useTestApp } from '../../helpers/test-app';

const t = useTestApp();
const ALL_FLAGS = {
  config: { nachrichten: true, wecker: true, vertrag_list: true, bestandsuebertragung: true },
  features: { referrals: true },
};
const UNKNOWN = unknownFieldTexts.unknown;

async function customer(
  flags: { config?: Record<string, unknown>; features?: Record<string, unknown> } = ALL_FLAGS,
) {
  const c = await createTestCustomer({ config: flags.config ?? {}, features: flags.features ?? {} });
  const token = await loginAs(t.app, c.email, c.password);
  return { ...c, call: jsonCaller(t.app, token) };
}

async function storedRules(userId: number) {
  const { db } = await getDatabase();
  return db
    .select({ triggerEvent: notificationRules.triggerEvent, active: notificationRules.active })
    .from(notificationRules)
    .where(eq(notificationRules.userId, userId))
    .orderBy(notificationRules.triggerEvent);
}

function expect422(response: { statusCode: number; json(): unknown }, entries: string[]) {
  expect(response.statusCode).toBe(422);
  expect((response.json() as { errors: string[] }).errors).toEqual(entries);
}

describe('GET /api/notification/rules/config', () => {
  it('lists the events that apply to the customer, with German label and description', async () => {
    const all = await customer();
    const response = await all.call('GET', '/api/notification/rules/config');
    expect(response.statusCode).toBe(200);
    const { triggerEvents } = response.json();
    expect(triggerEvents.map((event: { triggerEvent: string }) => event.triggerEvent)).toEqual([
      ...TRIGGER_EVENTS,
    ]);
    expect(triggerEvents[0]).toEqual({
      triggerEvent: 'document_provided',
      label: 'Neues Dokument von Deinem Berater',
      description: 'Wenn Dein Berater Dir ein Dokument bereitstellt.',
    });

    const plain = await customer({});
    const answer = (await plain.call('GET', '/api/notification/rules/config')).json();
    expect(answer).toEqual({
      triggerEvents: [expect.objectContaining({ triggerEvent: 'document_provided' })],
    });
  });

  it('needs a session', async () => {
    for (const url of ['/api/notification/rules/config', '/api/notifications']) {
      const response = await t.app.inject({ method: 'GET', url, headers: clientHeaders });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('GET and POST /api/notifications', () => {
  it('answers every applying event, on by default, for the own account', async () => {
    const c = await customer();
    const response = await c.call('GET', '/api/notifications');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      notificationRules: TRIGGER_EVENTS.map((triggerEvent) => ({
        triggerEvent,
        params: { accountIds: [c.user.id] },
        active: true,
      })),
    });
  });

  it('stores a switch, keeps the others, answers all rules, and touches no other customer', async () => {
    const c = await customer();
    const other = await customer();
    const off = await c.call('POST', '/api/notifications', {
      notificationRules: [
        { triggerEvent: 'referral_paid', params: { accountIds: [c.user.id] }, active: false },
        { triggerEvent: 'reminder_due', active: false },
      ],
    });
    expect(off.statusCode, off.body).toBe(200);
    const activeOf = (body: { notificationRules: { triggerEvent: string; active: boolean }[] }) =>
      Object.fromEntries(body.notificationRules.map((rule) => [rule.triggerEvent, rule.active]));
    expect(activeOf(off.json())).toEqual({
      document_provided: true,
      chat_message: true,
      reminder_due: false,
      contract_deadline: true,
      referral_registered: true,
      referral_paid: false,
      transfer_status: true,
    });
    expect(activeOf((await c.call('GET', '/api/notifications')).json())).toEqual(activeOf(off.json()));

    const on = await c.call('POST', '/api/notifications', {
      notificationRules: [{ triggerEvent: 'reminder_due', active: true }],
    });
    expect(activeOf(on.json())).toMatchObject({ reminder_due: true, referral_paid: false });
    expect(await storedRules(c.user.id)).toEqual([
      { triggerEvent: 'referral_paid', active: false },
      { triggerEvent: 'reminder_due', active: true },
    ]);
    expect(Object.values(activeOf((await other.call('GET', '/api/notifications')).json()))).not.toContain(
      false,
    );
    expect(await storedRules(other.user.id)).toEqual([]);
  });

  it('stores a rule for an event that does not apply yet; it shows once the flag is on', async () => {
    const c = await customer({});
    const response = await c.call('POST', '/api/notifications', {
      notificationRules: [{ triggerEvent: 'chat_message', active: false }],
    });
    expect(response.statusCode).toBe(200);
    expect(
      response.json().notificationRules.map((rule: { triggerEvent: string }) => rule.triggerEvent),
    ).toEqual(['document_provided']);
    expect(await storedRules(c.user.id)).toEqual([{ triggerEvent: 'chat_message', active: false }]);
  });

  it('refuses another account, unknown events and keys, wrong types and duplicates with 422, storing nothing', async () => {
    const c = await customer();
    const other = await customer();
    const post = (body: unknown) => c.call('POST', '/api/notifications', body);
    expect422(
      await post({
        notificationRules: [
          { triggerEvent: 'reminder_due', active: false },
          { triggerEvent: 'referral_paid', params: { accountIds: [other.user.id] }, active: false },
        ],
      }),
      [`notificationRules.1.params.accountIds=>${notificationTexts.accountUnknown}`],
    );
    expect422(await post({ notificationRules: [{ triggerEvent: 'newsletter', active: false }] }), [
      'notificationRules.0.triggerEvent=>Diese Benachrichtigung gibt es nicht.',
    ]);
    expect422(await post({ notificationRules: [{ triggerEvent: 'reminder_due', active: 'nein' }] }), [
      'notificationRules.0.active=>Bitte gib an, ob die Benachrichtigung an oder aus ist.',
    ]);
    expect422(await post({ notificationRules: [{ triggerEvent: 'reminder_due', active: false, mail: 1 }] }), [
      `notificationRules.0.mail=>${UNKNOWN}`,
    ]);
    expect422(
      await post({ notificationRules: [{ triggerEvent: 'reminder_due', active: false }], all: true }),
      [`all=>${UNKNOWN}`],
    );
    expect422(
      await post({
        notificationRules: [
          { triggerEvent: 'reminder_due', active: false },
          { triggerEvent: 'reminder_due', active: true },
        ],
      }),
      ['notificationRules.1.triggerEvent=>Jede Benachrichtigung darf nur einmal vorkommen.'],
    );
    expect422(await post({ notificationRules: [] }), [
      'notificationRules=>Bitte gib mindestens eine Benachrichtigung an.',
    ]);
    expect((await post([1, 2])).statusCode).toBe(422);
    expect(await storedRules(c.user.id)).toEqual([]);
  });

  it(`survives ${FUZZ_RUNS} generated bodies without a 5xx; what it takes is exactly what it stores`, async () => {
    const c = await customer();
    const event = fc.oneof(fc.constantFrom(...TRIGGER_EVENTS), fc.string({ maxLength: 20 }));
    const accountIds = fc.oneof(
      fc.constant([c.user.id]),
      fc.array(fc.oneof(fc.integer(), fc.double(), fc.string()), { maxLength: 3 }),
      fc.constant([2 ** 31, c.user.id]),
      fc.jsonValue({ maxDepth: 1 }),
    );
    const rule = fc.record(
      {
        triggerEvent: event,
        params: fc.oneof(fc.record({ accountIds }), fc.jsonValue({ maxDepth: 1 })),
        active: fc.oneof(fc.boolean(), fc.boolean(), fc.jsonValue({ maxDepth: 1 })),
        extra: fc.jsonValue({ maxDepth: 1 }),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      { weight: 5, arbitrary: fc.record({ notificationRules: fc.array(rule, { maxLength: 8 }) }) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    );
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const response = await c.call('POST', '/api/notifications', sent);
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (hasProtoKey(JSON.stringify(sent))) {
          // Fastify refuses prototype poisoning before any route (400), e.g. { "__proto__": [] }.
          expect([400, 422]).toContain(response.statusCode);
          return;
        }
        expect([200, 422]).toContain(response.statusCode);
        if (response.statusCode === 200) {
          const stored = new Map((await storedRules(c.user.id)).map((row) => [row.triggerEvent, row.active]));
          for (const r of (sent as { notificationRules: { triggerEvent: string; active: boolean }[] })
            .notificationRules)
            expect(stored.get(r.triggerEvent)).toBe(r.active);
        }
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, 120_000);
});
