import { describe, expect, it } from 'vitest';
import { resolveConfig, resolveFeatures } from '../account/config-flags';
import { issueEntries } from '../errors/unknown-fields';
import {
  appliesTo,
  foreignAccountEntries,
  notificationRulesSchema,
  rulesFor,
  sendsMail,
  TRIGGER_EVENTS,
  triggerEventsFor,
} from './notification-api';

const everything = {
  config: resolveConfig({ nachrichten: true, wecker: true, vertrag_list: true, bestandsuebertragung: true }),
  features: resolveFeatures({ referrals: true }),
};
const nothing = { config: resolveConfig({}), features: resolveFeatures({}) };

function entries(body: unknown): string[] {
  const parsed = notificationRulesSchema.safeParse(body);
  return parsed.success ? [] : issueEntries(parsed.error.issues);
}

describe('which events apply', () => {
  it('lists every event when every feature is on, and only the adviser documents when none is', () => {
    expect(triggerEventsFor(everything).map((event) => event.triggerEvent)).toEqual([...TRIGGER_EVENTS]);
    expect(triggerEventsFor(nothing).map((event) => event.triggerEvent)).toEqual(['document_provided']);
  });

  it.each([
    ['chat_message', { nachrichten: true }, {}],
    ['reminder_due', { wecker: true }, {}],
    ['reminder_due', { vertrag_list: true }, {}],
    ['contract_deadline', { vertrag_list: true }, {}],
    ['referral_registered', {}, { referrals: true }],
    ['referral_paid', {}, { referrals: true }],
    ['transfer_status', { bestandsuebertragung: true }, {}],
  ] as const)('%s needs its flag', (event, config, features) => {
    expect(appliesTo(event, nothing)).toBe(false);
    expect(appliesTo(event, { config: resolveConfig(config), features: resolveFeatures(features) })).toBe(
      true,
    );
  });

  it('gives every event a German label and description', () => {
    for (const event of triggerEventsFor(everything)) {
      expect(event.label.length).toBeGreaterThan(5);
      expect(event.description.length).toBeGreaterThan(5);
    }
  });
});

describe('sendsMail', () => {
  it('sends by default, not when turned off, never when the event does not apply', () => {
    expect(sendsMail('reminder_due', everything, null)).toBe(true);
    expect(sendsMail('reminder_due', everything, true)).toBe(true);
    expect(sendsMail('reminder_due', everything, false)).toBe(false);
    expect(sendsMail('reminder_due', nothing, true)).toBe(false);
  });
});

describe('rulesFor', () => {
  it('answers one rule per applying event with the own account, stored choices over the default', () => {
    const rules = rulesFor({ ...everything, id: 7 }, [
      { triggerEvent: 'referral_paid', active: false },
      { triggerEvent: 'no_longer_known', active: false },
    ]);
    expect(rules).toHaveLength(TRIGGER_EVENTS.length);
    expect(rules.find((rule) => rule.triggerEvent === 'referral_paid')).toEqual({
      triggerEvent: 'referral_paid',
      params: { accountIds: [7] },
      active: false,
    });
    expect(rules.filter((rule) => rule.active)).toHaveLength(TRIGGER_EVENTS.length - 1);
  });
});

describe('notificationRulesSchema', () => {
  it('takes a list of rules with or without params', () => {
    expect(
      entries({
        notificationRules: [
          { triggerEvent: 'reminder_due', active: false },
          { triggerEvent: 'referral_paid', params: { accountIds: [3] }, active: true },
        ],
      }),
    ).toEqual([]);
  });

  it('takes every event once (the maximum) and refuses an event twice', () => {
    const all = TRIGGER_EVENTS.map((triggerEvent) => ({ triggerEvent, active: true }));
    expect(entries({ notificationRules: all })).toEqual([]);
    expect(entries({ notificationRules: [...all, { triggerEvent: 'reminder_due', active: false }] })).toEqual(
      ['notificationRules=>Jede Benachrichtigung darf nur einmal vorkommen.'],
    );
    expect(
      entries({
        notificationRules: [
          { triggerEvent: 'reminder_due', active: true },
          { triggerEvent: 'reminder_due', active: false },
        ],
      }),
    ).toEqual(['notificationRules.1.triggerEvent=>Jede Benachrichtigung darf nur einmal vorkommen.']);
  });

  it.each([
    [{}, 'notificationRules=>Bitte gib mindestens eine Benachrichtigung an.'],
    [{ notificationRules: [] }, 'notificationRules=>Bitte gib mindestens eine Benachrichtigung an.'],
    [{ notificationRules: 'x' }, 'notificationRules=>Bitte gib mindestens eine Benachrichtigung an.'],
    [
      { notificationRules: [{ triggerEvent: 'newsletter', active: true }] },
      'notificationRules.0.triggerEvent=>Diese Benachrichtigung gibt es nicht.',
    ],
    [
      { notificationRules: [{ triggerEvent: 'reminder_due', active: 'false' }] },
      'notificationRules.0.active=>Bitte gib an, ob die Benachrichtigung an oder aus ist.',
    ],
    [
      { notificationRules: [{ triggerEvent: 'reminder_due', active: true, params: { accountIds: [] } }] },
      'notificationRules.0.params.accountIds=>Bitte gib die Konten als Liste von Nummern an.',
    ],
    [
      { notificationRules: [{ triggerEvent: 'reminder_due', active: true, muted: 1 }] },
      'notificationRules.0.muted=>',
    ],
    [{ notificationRules: [{ triggerEvent: 'reminder_due', active: true }], extra: 1 }, 'extra=>'],
  ])('refuses %j', (body, expected) => {
    expect(entries(body).join('\n')).toContain(expected);
  });

  it('names account ids that are not the customer own', () => {
    expect(
      foreignAccountEntries(
        [
          { triggerEvent: 'reminder_due', active: true, params: { accountIds: [5] } },
          { triggerEvent: 'referral_paid', active: true, params: { accountIds: [5, 6] } },
          { triggerEvent: 'chat_message', active: true },
        ],
        5,
      ),
    ).toEqual(['notificationRules.1.params.accountIds=>Dieses Konto gehört nicht zu Dir.']);
  });
});
